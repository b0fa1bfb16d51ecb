import { readFileSync } from "node:fs";

export interface IslandsScripts {
  /** Module scripts in the order they must run. */
  scripts: string[];
  preload: string[];
}

let built: IslandsScripts | undefined;

/**
 * Where the islands' browser entry is. In development Vite serves the source, after React
 * Router's React Refresh preamble (its plugin refuses to run a component module without it);
 * a build records its hashed file and imports in build/islands.json (vite.config.ts), read once.
 */
export function islandsScripts(): IslandsScripts {
  if (import.meta.env.DEV) {
    return {
      scripts: ["/@id/__x00__virtual:react-router/inject-hmr-runtime", "/app/islands/client.tsx"],
      preload: [],
    };
  }
  if (!built) {
    const { entry, preload } = JSON.parse(
      readFileSync(new URL("../islands.json", import.meta.url), "utf8"),
    ) as { entry: string; preload: string[] };
    built = { scripts: [entry], preload };
  }
  return built;
}
