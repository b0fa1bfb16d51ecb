import { closeDb } from "~/data/db.server";
import { withoutJoiners } from "~/i18n/typography";

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

/**
 * Runs a command-line tool's `main` and exits with its code once the database is closed and its
 * output written out; an error is one line on standard error (its message, never a stack or a
 * query's parameters).
 */
export function runCommand(main: () => Promise<number>): void {
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
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  };
  main()
    .catch(fail)
    .then(async (code) => {
      const exitCode = await closeDb().then(
        () => code,
        (error: unknown) => code || fail(error),
      );
      process.exitCode = exitCode;
      await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
      process.exit(exitCode);
    });
}
