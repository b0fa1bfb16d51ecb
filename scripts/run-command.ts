import { type ParseArgsConfig, parseArgs } from "node:util";
import { withoutJoiners } from "~/platform/i18n/typography";
import { type CommandName, usages } from "./cli-usage";

/** A call the tool cannot understand: its message, then the usage, and exit status 2. */
export class UsageError extends Error {}

/**
 * The call's options and words as the tool declares them (plus --help); an unknown or malformed
 * option is a wrong call: its line, the usage, status 2.
 */
export function parseCall<T extends ParseArgsConfig>(name: CommandName, config: T) {
  const declared = {
    ...config,
    options: { ...config.options, help: { type: "boolean", short: "h" } },
  } as const;
  try {
    const call = parseArgs(declared);
    if ((call.values as { help?: boolean }).help) {
      console.log(usages[name]);
      process.exit(0);
    }
    return call;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usages[name]}`);
    process.exit(2);
  }
}

/**
 * Resolves once everything written so far has left the process: into a pipe to a slow reader
 * (`| less`, `| wc -l`) Node keeps what the pipe cannot take yet, and process.exit() drops it.
 */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (!stream.writable) return resolve();
    stream.write("", () => resolve()); // called after the writes queued before it
  });
}

/** How long a tool whose work is done may wait for what it left open before it is ended. */
const EXIT_GRACE_MS = 5_000;

/** Closes the app's database; its module is loaded only by the tools that use one (`database: true`). */
async function closeDatabase(): Promise<void> {
  const { closeDb } = await import("~/platform/database/db.server");
  await closeDb();
}

/**
 * Runs a command-line tool's `main` and exits with its code once the database is closed and its
 * output written out. A failure is one line on standard error (its message, never a stack or a
 * query's parameters) and status 1; a wrong call is its line, the usage and status 2. A tool
 * that never opens the app's database passes `{ database: false }`.
 */
export function runCommand(
  name: CommandName,
  main: () => Promise<number>,
  { database = true }: { database?: boolean } = {},
): void {
  // A terminal shows U+2060 as a gap or a box, and a copied line would carry it.
  for (const method of ["log", "error"] as const) {
    const write = console[method];
    console[method] = (...args: unknown[]) =>
      write(...args.map((arg) => (typeof arg === "string" ? withoutJoiners(arg) : arg)));
  }
  // A reader that stops early (`| head`) closes the pipe: nothing more to say to it.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
  const fail = (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usages[name]}`);
      return 2;
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  };
  main()
    .catch(fail)
    .then(async (code) => {
      const exitCode = await (database ? closeDatabase() : Promise.resolve()).then(
        () => code,
        (error: unknown) => code || fail(error),
      );
      process.exitCode = exitCode;
      await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
      // Node ends by itself once nothing is left to do: process.exit() from here can deadlock
      // with a compilation still running on V8's threads (nodejs/node#54918: the refused restore
      // hung about one call in two). Something left open (a socket, a timer) still gets 5 s.
      setTimeout(() => process.exit(exitCode), EXIT_GRACE_MS).unref();
    });
}
