// `systemctl restart procelia@PORT` for the tests, on a machine where systemd is not PID 1: the
// instance's process is stopped as systemd stops it (SIGTERM, SIGKILL after TimeoutStopSec) and
// started from deploy/procelia.service's own lines (WorkingDirectory, Environment=,
// EnvironmentFile=, ExecStart=, with /opt/procelia as UNIT_ROOT), detached, as a unit outlives
// the command that started it. deploy/upgrade.sh runs it through --restart-command.
//   UNIT_ROOT=… UNIT_STATE=… UNIT_ENVIRONMENT=… node tests/system/unit-instance.ts restart PORT
import { spawn } from "node:child_process";
import { existsSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [action, port] = process.argv.slice(2);
const { UNIT_ROOT, UNIT_STATE, UNIT_ENVIRONMENT } = process.env;
if (!["restart", "stop"].includes(action ?? "") || !port || !UNIT_ROOT || !UNIT_STATE) {
  console.error("usage: UNIT_ROOT=… UNIT_STATE=… unit-instance.ts restart|stop PORT");
  process.exit(2);
}

const unit = readFileSync(new URL("../../deploy/procelia.service", import.meta.url), "utf8")
  .replaceAll("/opt/procelia", UNIT_ROOT)
  .replaceAll("%i", port);
const values = (key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1] ?? "");
const pidFile = join(UNIT_STATE, `${port}.pid`);

function alive(pid: number): boolean {
  try {
    // A child whose parent is gone and that nobody reaped is a zombie: it holds no port.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function stop(): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  rmSync(pidFile);
  if (!alive(pid)) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + Number.parseInt(values("TimeoutStopSec")[0] ?? "30", 10) * 1_000;
  while (alive(pid)) {
    if (Date.now() > deadline) process.kill(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** As systemd starts a unit: ExecStart, then ExecStartPost; started once the latter succeeds. */
async function start(): Promise<number> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
  for (const line of values("Environment")) {
    for (const assignment of line.split(/\s+/)) {
      const [key, ...rest] = assignment.split("=");
      if (key) env[key] = rest.join("=");
    }
  }
  // As systemd: the file's settings win over Environment= lines.
  for (const line of readFileSync(UNIT_ENVIRONMENT ?? values("EnvironmentFile")[0] ?? "", "utf8")
    .split("\n")
    .filter((entry) => /^\s*[A-Z_][A-Z0-9_]*=/.test(entry))) {
    const [key, ...rest] = line.trim().split("=");
    if (key) env[key] = rest.join("=");
  }
  const [command, ...args] = (values("ExecStart")[0] ?? "").split(/\s+/);
  const log = openSync(join(UNIT_STATE as string, `${port}.log`), "a");
  const child = spawn(command as string, args, {
    cwd: values("WorkingDirectory")[0],
    env,
    detached: true,
    stdio: ["ignore", log, log],
  });
  writeFileSync(pidFile, String(child.pid));
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(`main process exited (${signal ?? code})`)),
  );
  child.unref();
  const [post, ...postArgs] = (values("ExecStartPost")[0] ?? "").split(/\s+/);
  const probe = spawn(post as string, postArgs, {
    cwd: values("WorkingDirectory")[0],
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const probed = new Promise<string>((resolve) =>
    probe.once("exit", (code) => resolve(code === 0 ? "" : `ExecStartPost exited ${code}`)),
  );
  // A main process that exits while ExecStartPost waits fails the start, as with systemd.
  const failure = await Promise.race([probed, exited]);
  if (!failure) return 0;
  probe.kill();
  if (alive(child.pid as number)) process.kill(child.pid as number, "SIGKILL");
  console.error(`procelia@${port}: start failed: ${failure}`);
  return 1;
}

await stop();
process.exit(action === "restart" ? await start() : 0);
