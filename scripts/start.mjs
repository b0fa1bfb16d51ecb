// npm start: serves the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NODE_ENV ??= "production";

if (!existsSync("build/server/index.js") || !existsSync("build/express/index.js")) {
  console.log("[start] no production build yet: running npm run build");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(new URL("../build/express/index.js", import.meta.url).href);
