// What rendering every page of the page table costs, both languages, as after a change
// of the site's settings that touches every page: scripts/site-rendering.mjs on the build.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { env, log, root } from "./context.mjs";

export async function siteRendering() {
  const child = spawn(process.execPath, ["scripts/site-rendering.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  const line = output.split("\n").find((text) => text.startsWith('{"cold"'));
  if (code !== 0 || !line)
    throw new Error(`scripts/site-rendering.mjs failed: ${output.slice(-500)}`);
  const { cold, warm } = JSON.parse(line);
  log(
    `  ${warm.pages} pages: ${warm.cpuMs} ms CPU, served after ${warm.servedMs} ms, ` +
      `${warm.wallMs} ms wall (cold: ${cold.cpuMs} ms CPU)`,
  );
  return { ...warm, cold };
}
