import { readFileSync } from "node:fs";

export interface IslandsScripts {
  entry: string;
  preload: string[];
}

let built: IslandsScripts | undefined;

/**
 * Where the islands' browser entry is: Vite serves the source in development; a build records
 * its hashed file and imports in build/islands.json (vite.config.ts), read once.
 */
export function islandsScripts(): IslandsScripts {
  if (import.meta.env.DEV) return { entry: "/app/islands/client.tsx", preload: [] };
  built ??= JSON.parse(
    readFileSync(new URL("../islands.json", import.meta.url), "utf8"),
  ) as IslandsScripts;
  return built;
}
