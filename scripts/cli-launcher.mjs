// npm run leads -- …: runs a command-line tool from its TypeScript source through tsx where
// the development dependencies are installed, else from the bundle `npm run build` made
// (a production install has no tsx). CLI_FROM_BUILD=1 asks for the bundle even where tsx is
// there: the system and browser tests run what an operator runs, after the build, and skip
// compiling the app's sources at each call. --help answers here, before anything of the app loads.
import "./node-guard.mjs";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const [name, ...args] = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  // Loaded only here: Node strips a .ts file's types with a WebAssembly parser it starts first.
  const { usages } = await import("./cli-usage.ts");
  console.log(usages[name]);
  process.exit(0);
}

const source = `scripts/${name}.ts`;
const bundle = `build/cli/${name}.js`;

function tsxInstalled() {
  try {
    createRequire(import.meta.url).resolve("tsx");
    return true;
  } catch {
    return false;
  }
}
const hasTsx = process.env.CLI_FROM_BUILD !== "1" && tsxInstalled();

const argv = hasTsx ? ["--import", "tsx", source, ...args] : [bundle, ...args];
if (!hasTsx && !existsSync(bundle)) {
  console.error(`${bundle} is missing: run npm run build first.`);
  process.exit(1);
}
// Node's own flags reach the tool (`node --liftoff-only scripts/cli-launcher.mjs …`, as the tests run it).
const result = spawnSync(process.execPath, [...process.execArgv, ...argv], { stdio: "inherit" });
process.exit(result.status ?? 1);
