import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { solvedChallengeFrom } from "../integration/contact-proof";
import { testNodeFlags, toolCommand } from "../node-processes";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return join(mkdtempSync(join(tmpdir(), "procelia-system-")), "pglite");
}

/**
 * A data folder holding an embedded database already made and migrated: a copy of the one
 * ./pglite-template.ts made for the run (a fresh folder when there is none, in the files run
 * alone). For a server or a command that only needs a database; a test of what the first start
 * does with an empty or missing folder takes `tempDataDir()`.
 */
export function migratedDataDir(): string {
  const dataDir = tempDataDir();
  const template = process.env.SYSTEM_PGLITE_TEMPLATE_DIR;
  if (template && existsSync(template)) {
    cpSync(template, dataDir, { recursive: true });
    chmodSync(dataDir, 0o700); // made by the copy with the default mode
  }
  return dataDir;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  kill9: () => Promise<void>;
}

/**
 * Starts the production build (server/index.ts) as a separate process; `cwd` is the folder whose
 * build/ it serves (this one by default).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  cwd?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...testNodeFlags, join(process.cwd(), "server/index.ts")],
    {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        CONTACT_RATE_LIMIT: "100000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Generous: two files start servers at once, on a machine other work may load too.
  const deadline = Date.now() + 150_000;
  while (!log.includes("[server] http://")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill9: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

export const validContact = (n: number) => ({
  name: `Ingénieur ${n}`,
  company: `Usine ${n}`,
  email: `ingenieur${n}@example.be`,
  phone: "+32 69 00 00 00",
  message: `Demande de devis ${n} : skid NEP trois voies.`,
  language: n % 2 ? "fr" : "en",
});

/**
 * A contact request as a browser with JavaScript sends it: with the proof of work solved, so it
 * is not held for review (held requests are not e-mailed until released).
 */
export async function postContact(
  url: string,
  body: unknown,
): Promise<{ status: number; id?: number }> {
  const altcha = await solvedChallengeFrom(url).catch(() => undefined);
  const res = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      typeof body === "object" && body !== null && altcha ? { ...body, altcha } : body,
    ),
  });
  const json = (await res.json().catch(() => ({}))) as { id?: number };
  return { status: res.status, id: json.id };
}

/**
 * A back-office account made by the CLI as docs/back-office.md tells an operator; on the embedded
 * database, before the server starts (it holds the database's lock while it runs).
 */
export function addAccount(
  env: Record<string, string | undefined>,
  user: string,
  password: string,
) {
  const result = spawnSync(
    "sh",
    ["-c", `printf '%s\\n' "$PW" | ${toolCommand("users")} add ${user} --password-stdin`],
    { env: { ...process.env, ...env, PW: password }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`users add failed:\n${result.stderr}`);
}

/** Signs in through the French form of a server reached directly; returns the session cookie. */
export async function signIn(url: string, user: string, password: string): Promise<string> {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ username: user, password, redirectTo: "/admin" }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}
