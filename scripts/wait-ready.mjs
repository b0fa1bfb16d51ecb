// Waits until the instance on a port is ready: /readyz answers 200 (its database answers and
// every migration of its build is applied) and, with --build, /healthz names that release. The
// systemd unit runs it as ExecStartPost, so `systemctl restart procelia@PORT` returns only once
// the instance can take traffic; deploy/upgrade.sh runs it too, to know which release answers.
// Plain JavaScript that any Node runs, loaded without the app.
import { parseArgs } from "node:util";

const usage =
  "Usage: node scripts/wait-ready.mjs PORT [--timeout SECONDS] [--build VERSION+COMMIT] [--host 127.0.0.1]";

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      timeout: { type: "string", default: "90" },
      build: { type: "string" },
      host: { type: "string", default: "127.0.0.1" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (options.values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(options.positionals[0]);
const seconds = Number(options.values.timeout);
if (!Number.isInteger(port) || port < 1 || port > 65535 || !(seconds > 0)) {
  console.error(usage);
  process.exit(2);
}

const origin = `http://${options.values.host}:${port}`;
const started = Date.now();
const deadline = started + seconds * 1_000;
let last = "no answer";

/** One probe, never longer than a few seconds: a hung instance must not stretch the bound. */
async function probe() {
  const signal = AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now())));
  const ready = await fetch(`${origin}/readyz`, { signal, cache: "no-store" });
  const body = await ready.json().catch(() => ({}));
  if (ready.status !== 200) {
    last = `/readyz ${ready.status}${body.reason ? ` ${body.reason}` : ""}`;
    return false;
  }
  if (!options.values.build) return true;
  const health = await fetch(`${origin}/healthz`, { signal, cache: "no-store" });
  const { build } = await health.json().catch(() => ({}));
  if (build !== options.values.build) {
    last = `release ${build ?? "unknown"} answers, not ${options.values.build}`;
    return false;
  }
  return true;
}

for (;;) {
  try {
    if (await probe()) {
      const elapsed = ((Date.now() - started) / 1_000).toFixed(1);
      console.log(
        `port ${port}: ready in ${elapsed} s${options.values.build ? ` (${options.values.build})` : ""}`,
      );
      process.exit(0);
    }
  } catch (error) {
    last = error.cause?.code ?? error.name ?? "no answer";
  }
  if (Date.now() >= deadline) {
    console.error(`port ${port}: not ready within ${seconds} s (last: ${last})`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
