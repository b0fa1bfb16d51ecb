import { format } from "node:util";
import type { Logger } from "pino";

/**
 * In production every line on standard output and error is JSON (the operations guide's `jq` triage, one
 * entry per line in journald): what a library prints with `console.*` (React Router's warnings,
 * React's), Node's process warnings, and an uncaught error go through the logger as one line
 * each. An Error argument goes as `err`, so the logger keeps its first line and stack frames only.
 */
export function consoleToLog(log: Logger): void {
  const write =
    (level: "error" | "warn" | "info" | "debug") =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      if (error) log[level]({ err: error }, rest.length ? format(...rest) : error.message);
      else log[level](format(...args));
    };
  console.error = write("error");
  console.warn = write("warn");
  console.log = write("info");
  console.info = write("info");
  console.debug = write("debug");
  console.trace = write("debug");

  // Node's own printer writes a warning over two lines; without it, the logger writes it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => log.warn({ err: warning }, "process warning"));
  for (const event of ["uncaughtException", "unhandledRejection"] as const) {
    process.on(event, (error: unknown) => {
      log.fatal({ err: error }, event);
      process.exit(1);
    });
  }
}
