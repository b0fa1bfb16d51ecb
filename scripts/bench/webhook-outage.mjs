// A webhook's delivery after its receiver was down for 30 s: the integration test that checks it
// with a short outage (app/admin/webhooks/tests/webhook-delivery.test.ts), run with the full one.
import { spawn } from "node:child_process";
import { log, root } from "./context.mjs";

const OUTAGE_MS = 30_000;

/** Runs the test with a 30 s outage; returns its figures line (latency, recovery, attempts). */
export function webhookOutage() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "vitest",
        "run",
        "app/admin/webhooks/tests/webhook-delivery.test.ts",
        "-t",
        "after an outage",
      ],
      {
        cwd: root,
        env: { ...process.env, WEBHOOK_OUTAGE_MS: String(OUTAGE_MS), FORCE_COLOR: "0" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const figures = output.match(/webhook figures[^\n]*/)?.[0];
      if (code !== 0 || !figures) {
        reject(new Error(`the webhook outage test failed (exit ${code}):\n${output.slice(-3000)}`));
        return;
      }
      log(figures);
      resolve({ outageMs: OUTAGE_MS, figures, passed: true });
    });
  });
}
