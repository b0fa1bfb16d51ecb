import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/**
 * A throw-away Debian 12 machine with systemd as its PID 1: this machine's own root file system
 * under an overlay whose writable layer is a tmpfs (nothing written inside reaches the host),
 * booted by systemd-nspawn without a network of its own (its nginx, PostgreSQL and instances
 * listen on its own loopback; no port of the host is taken). docs/decisions/032 says why.
 */
export interface ThrowawaySystem {
  /** Runs a command inside, as root, with a clean environment (plus `env`). */
  run(
    command: string[],
    options?: { input?: string; env?: Record<string, string> },
  ): Promise<{ status: number; stdout: string; stderr: string }>;
  /** Runs a shell command inside and returns its standard output; throws on a non-zero exit. */
  sh(script: string): Promise<string>;
  stop(): Promise<void>;
}

/** Units of this machine that a web server does not need, masked to save the shared cores. */
const MASKED = [
  "prometheus.service",
  "prometheus-node-exporter.service",
  "avahi-daemon.service",
  "avahi-daemon.socket",
  "smartmontools.service",
  "nvmf-autoconnect.service",
  "openipmi.service",
  "apt-daily.timer",
  "apt-daily-upgrade.timer",
  "man-db.timer",
  "e2scrub_all.timer",
  "dpkg-db-backup.timer",
];

const PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

function exec(
  command: string,
  args: string[],
  input?: string,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status: status ?? 1, stdout, stderr }));
    // A command that never reads its input (most) may have exited before it is written.
    child.stdin.on("error", () => {});
    child.stdin.end(input ?? "");
  });
}

async function must(command: string, args: string[]): Promise<void> {
  const result = await exec(command, args);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")}: ${result.stderr.trim() || result.status}`);
}

/** What this machine must offer; the reason it cannot, in one line, else undefined. */
export function throwawaySystemMissing(): string | undefined {
  if (process.getuid?.() !== 0) return "the install test runs as root (it boots a container)";
  if (!existsSync("/usr/bin/systemd-nspawn"))
    return "systemd-nspawn is missing: apt-get install systemd-container";
  if (!existsSync("/lib/systemd/systemd")) return "systemd is not installed";
  return undefined;
}

/** The container's PID 1, a child of systemd-nspawn. */
async function leaderOf(nspawn: ChildProcess): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const children = `/proc/${nspawn.pid}/task/${nspawn.pid}/children`;
    const pid = existsSync(children)
      ? Number(readFileSync(children, "utf8").trim().split(" ")[0])
      : 0;
    if (pid && readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "systemd") return pid;
    if (nspawn.exitCode !== null) break;
    await delay(100);
  }
  throw new Error("systemd-nspawn started no systemd");
}

/**
 * `hidden`: paths (relative to /) that the throw-away system must not have, hidden by overlay
 * whiteouts made before the mount. Deleting them through the overlay instead raced the host's
 * running PostgreSQL, which kept adding files to its data folder below (ENOTEMPTY).
 */
export async function bootThrowawaySystem(
  hidden: string[],
  prepare: (root: string) => void,
): Promise<ThrowawaySystem> {
  const dir = mkdtempSync("/tmp/procelia-throwaway-");
  const layers = join(dir, "layers");
  const root = join(dir, "root");
  mkdirSync(layers);
  mkdirSync(root);
  await must("mount", ["-t", "tmpfs", "-o", "size=6g", "tmpfs", layers]);
  mkdirSync(join(layers, "upper"));
  mkdirSync(join(layers, "work"));
  for (const path of hidden) {
    mkdirSync(join(layers, "upper", dirname(path)), { recursive: true });
    await must("mknod", [join(layers, "upper", path), "c", "0", "0"]);
  }
  await must("mount", [
    "-t",
    "overlay",
    "overlay",
    "-o",
    `lowerdir=/,upperdir=${layers}/upper,workdir=${layers}/work`,
    root,
  ]);
  const cleanUp = async () => {
    await exec("umount", ["--recursive", root]);
    await exec("umount", [layers]);
    rmSync(dir, { recursive: true, force: true });
  };
  let nspawn: ChildProcess | undefined;
  try {
    for (const unit of MASKED) {
      const path = join(root, "etc/systemd/system", unit);
      rmSync(path, { force: true });
      symlinkSync("/dev/null", path);
    }
    prepare(root);
    nspawn = spawn(
      "systemd-nspawn",
      [
        `--directory=${root}`,
        "--private-network",
        "--register=no",
        "--keep-unit",
        `--uuid=${randomUUID().replaceAll("-", "")}`,
        "--machine=procelia-throwaway",
        "--console=passive",
        "--quiet",
        "--boot",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let nspawnErrors = "";
    nspawn.stderr?.on("data", (chunk) => {
      nspawnErrors += chunk;
    });
    const leader = await leaderOf(nspawn).catch((error: Error) => {
      throw new Error(`${error.message}: ${nspawnErrors.trim()}`);
    });
    const run: ThrowawaySystem["run"] = (command, options = {}) =>
      exec(
        "nsenter",
        [
          `--target=${leader}`,
          "--mount",
          "--uts",
          "--ipc",
          "--net",
          "--pid",
          "--cgroup",
          "--",
          "env",
          "-i",
          `PATH=${PATH}`,
          "HOME=/root",
          "LANG=C.UTF-8",
          ...Object.entries(options.env ?? {}).map(([name, value]) => `${name}=${value}`),
          ...command,
        ],
        options.input,
      );
    const sh = async (script: string) => {
      const result = await run(["bash", "-euo", "pipefail", "-c", script]);
      if (result.status !== 0)
        throw new Error(`${script.slice(0, 80)}: exit ${result.status}: ${result.stderr.trim()}`);
      return result.stdout;
    };
    // Until its systemd listens, systemctl cannot connect: asked again for up to a minute.
    let state = "";
    for (let i = 0; i < 120 && !["running", "degraded"].includes(state); i++) {
      const booted = await run(["systemctl", "is-system-running", "--wait"]);
      state = booted.stdout.trim() || booted.stderr.trim();
      if (booted.stdout.trim() === "") await delay(500);
    }
    if (!["running", "degraded"].includes(state))
      throw new Error(`the throw-away system did not boot: ${state}`);
    const started = nspawn;
    return {
      run,
      sh,
      async stop() {
        started.kill("SIGTERM");
        for (let i = 0; i < 150 && started.exitCode === null; i++) await delay(200);
        if (started.exitCode === null) started.kill("SIGKILL");
        await delay(200);
        await cleanUp();
      },
    };
  } catch (error) {
    nspawn?.kill("SIGKILL");
    await delay(500);
    await cleanUp();
    throw error;
  }
}
