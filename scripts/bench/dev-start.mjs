// `npm run dev` from a cold start to its first page: seconds from the command to the first 200 on
// "/" (Vite's dependency optimisation, the embedded database's migrations and the blog sync
// included, as a newcomer meets them), on a fresh data folder.
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { env, log, root } from "./context.mjs";
import { waitFor200 } from "./http.mjs";
import { freePort, startChild } from "./processes.mjs";

export async function devFirstPage(tmp) {
  const port = await freePort(0);
  const started = performance.now();
  const child = startChild("npm", ["run", "dev"], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmp, "dev-")),
    },
    logFile: join(tmp, "dev.log"),
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, {
      timeoutMs: 120_000,
      isDead: () => child.exitCode !== null,
    });
    const seconds = (performance.now() - started) / 1000;
    log(`npm run dev: first page after ${seconds.toFixed(1)} s`);
    return { seconds };
  } finally {
    await child.stop();
  }
}
