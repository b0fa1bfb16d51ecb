import { closeDb } from "~/data/db.server";

/**
 * Runs a command-line tool's `main` and exits with its code, the database closed either way; an
 * error is one line on standard error (its message, never a stack or a query's parameters).
 */
export function runCli(main: () => Promise<number>): void {
  main()
    .then(async (code) => {
      await closeDb();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
      await closeDb().catch(() => {});
      process.exit(1);
    });
}
