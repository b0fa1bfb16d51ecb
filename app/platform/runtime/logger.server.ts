import { createRequire } from "node:module";
import pino, { type Logger } from "pino";

/**
 * One logger for the Express server and the app (one module graph: server/app.ts is the entry of
 * React Router's server build): JSON lines on stdout in production (for journald or a
 * collector), readable lines in development when pino-pretty is installed.
 */

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** An e-mail address anywhere in a message, e.g. in an SMTP server's refusal. */
const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;

/**
 * Field names whose values are never written, at the top of a logged object or one level down.
 * (Not "name" or "message": an error has both.) No code logs a visitor's data; this is the net.
 */
const REDACTED_KEYS = ["password", "email", "phone", "note", "cookie", "authorization", "token"];

export function redactEmails(text: string): string {
  return text.replace(EMAIL, "[email]");
}

/**
 * An error without its data: the first line of its message (a driver or Drizzle error quotes the
 * query's parameters on the following lines), its code, and the stack's frames only.
 */
export function safeError(error: unknown): Record<string, unknown> | unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? redactEmails(error) : error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" ? { code } : {}),
    message: redactEmails(error.message.split("\n")[0]?.slice(0, 300) ?? ""),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.startsWith("    at "))
      .slice(0, 15)
      .join("\n"),
  };
}

/**
 * Readable lines for a person: in development, and on a terminal (a newcomer's `npm start`).
 * JSON lines whenever the output goes elsewhere: journald under systemd, a file, a pipe.
 * Written synchronously, so they keep their order with what the server prints itself.
 */
function prettyStream(): pino.DestinationStream | undefined {
  if (process.env.NODE_ENV !== "development" && !process.stdout.isTTY) return undefined;
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (
      options: Record<string, unknown>,
    ) => pino.DestinationStream;
    return pretty({ translateTime: "SYS:HH:MM:ss.l", ignore: "pid", sync: true });
  } catch {
    return undefined; // A production install has no devDependencies: JSON it is.
  }
}

/** Standard output, a synchronous write per line (nothing held) until `writeLogsInBackground`. */
let jsonLines: pino.DestinationStream = pino.destination({ dest: 1, sync: true });

let written = (): Promise<void> => Promise.resolve();

/**
 * For the server process: a synchronous write per line took a third of the CPU of serving a
 * prerendered page under load, and stalled the site whenever the reader of its output (journald)
 * fell behind (docs/decisions/019). From now on lines go out in order, together, at most 10 ms
 * after they were logged and at most a hundred writes a second, each written in the background
 * (a thread of Node's pool); the server waits for them before it stops (`logsWritten`), and what
 * is held when the process exits otherwise is written then. Only a death of Node itself
 * (SIGKILL, out of memory) loses the lines of those last milliseconds, and past 8 MiB waiting for
 * a stuck reader lines are dropped rather than filling the memory. Command-line tools keep the
 * synchronous writes.
 */
export function writeLogsInBackground(): void {
  const background = pino.destination({ dest: 1, sync: false, maxLength: 8 * 1024 * 1024 });
  let held = "";
  let handed = 0;
  let done = 0;
  const waiting: (() => void)[] = [];
  const count = (bytes: number) => {
    done += bytes;
    if (done >= handed) for (const resolve of waiting.splice(0)) resolve();
  };
  background.on("write", count);
  background.on("drop", (lines: string) => count(Buffer.byteLength(lines)));
  const release = () => {
    const lines = held;
    held = "";
    if (!lines) return;
    handed += Buffer.byteLength(lines);
    background.write(lines);
  };
  written = () => {
    release();
    return done >= handed ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
  };
  process.on("exit", () => {
    release();
    background.flushSync();
  });
  jsonLines = {
    write(line: string) {
      if (held === "") setTimeout(release, 10).unref();
      held += line;
    },
  };
}

/** Resolves once every line logged so far has been written out. */
export function logsWritten(): Promise<void> {
  return written();
}

/** The site's logger; tests pass a destination to read what it writes. */
export function createLogger(destination?: pino.DestinationStream): Logger {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  const options: pino.LoggerOptions = {
    level: wanted && LEVELS.has(wanted) ? wanted : "info",
    base: { pid: process.pid },
    redact: {
      paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)],
      censor: "[redacted]",
    },
    hooks: {
      // Messages are built by our code, but an error text may quote an address: never log one.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? redactEmails(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
    serializers: { err: safeError, error: safeError },
  };
  return pino(
    options,
    destination ?? prettyStream() ?? { write: (line: string) => jsonLines.write(line) },
  );
}

export const logger: Logger = createLogger();

/** A child logger whose lines carry `component`, the part of the site that speaks. */
export function componentLogger(component: string): Logger {
  return logger.child({ component });
}
