import { readFileSync } from "node:fs";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    sharedServer: { url: string; pid: number; log: string };
  }
}

export interface SharedServer {
  url: string;
  pid: number;
  /** Everything the server wrote so far, other files' requests included. */
  output: () => string;
  /** Whether the process still runs (the shared server is never stopped by a test). */
  running: () => boolean;
}

/**
 * The production server tests/system/global-setup.ts started (PGlite, no account, default
 * settings), once it answers. For files that only send requests and read answers and the log:
 * another file may use it at the same time.
 */
export async function sharedServer(): Promise<SharedServer> {
  const { url, pid, log } = inject("sharedServer");
  const output = () => readFileSync(log, "utf8");
  const running = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, pid, output, running };
    if (!running() || Date.now() > deadline) {
      throw new Error(`the shared server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
