// Restores a backup into an empty database or folder, then checks it.
//   npm run restore -- FILE --into postgres://…/procelia_new    (a .dump, pg_dump's custom format)
//   npm run restore -- FILE --into-dir /var/lib/procelia-new     (a .pglite.tar.gz)
// A target holding anything is refused before any change; PostgreSQL restores in one transaction.
import { existsSync } from "node:fs";
import { restoreBackup, TargetNotEmptyError } from "./backup/restore-backup";
import { parseCall, runCommand, UsageError } from "./run-command";

const { positionals, values } = parseCall("restore", {
  allowPositionals: true,
  options: {
    into: { type: "string" },
    "into-dir": { type: "string" },
  },
});

async function main(): Promise<number> {
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError("Name one backup file.");
  const url = values.into;
  const dir = values["into-dir"];
  if (Boolean(url) === Boolean(dir))
    throw new UsageError("Give either --into URL or --into-dir DIR.");
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new UsageError("--into takes a PostgreSQL URL: postgres://USER:PASSWORD@HOST/DATABASE.");
  }
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  try {
    const report = await restoreBackup(file, url ? { url } : { dir: dir as string });
    console.log(report.summary);
    return 0;
  } catch (error) {
    if (error instanceof TargetNotEmptyError) console.error(`Refused: ${error.message}`);
    else throw error;
    return 1;
  }
}

runCommand("restore", main);
