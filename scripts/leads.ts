// Lead requests for the company: list, export as CSV, erase one person's requests (GDPR).
//   npm run leads -- list [--since 2025-01-01] [--until 2025-12-31]
//   npm run leads -- export [--out leads.csv] [--since …] [--until …]
//   npm run leads -- erase person@example.com --yes
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the site first: it holds the lock).

import { eraseLeadsByEmail, leadsReceived } from "~/admin/leads/leads.server";
import { leadsCsv } from "~/admin/leads/leads-csv.server";
import { getDb } from "~/platform/database/db.server";
import { writePrivateFile } from "~/platform/text/csv";
import { parseCall, runCommand, UsageError } from "./run-command";

const { positionals, values } = parseCall("leads", {
  allowPositionals: true,
  options: {
    since: { type: "string" },
    until: { type: "string" },
    out: { type: "string" },
    yes: { type: "boolean", default: false },
  },
});

function date(value: string | undefined, name: string): Date | undefined {
  if (!value) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new UsageError(`--${name} must be a date such as 2025-01-31.`);
  return parsed;
}

async function main(): Promise<number> {
  const [command, argument] = positionals;
  if (!command) throw new UsageError("Name a command.");
  const db = await getDb();
  const range = { since: date(values.since, "since"), until: date(values.until, "until") };

  switch (command) {
    case "list": {
      const rows = await leadsReceived(db, range);
      for (const row of rows) {
        console.log(
          `#${row.id}  ${row.createdAt.toISOString().slice(0, 16).replace("T", " ")}  ${row.name} (${row.company}) <${row.email}>  [${row.language}, e-mail ${row.notificationStatus}]`,
        );
      }
      console.log(`${rows.length} request(s)`);
      return 0;
    }
    case "export": {
      const rows = await leadsReceived(db, range);
      // The command line's columns of the one CSV layout, with the back office's rules.
      const csv = leadsCsv(rows, { audience: "cli", lang: "en", mailOff: false });
      if (values.out) {
        writePrivateFile(values.out, csv);
        console.error(`${rows.length} request(s) written to ${values.out}`);
      } else {
        process.stdout.write(csv);
      }
      return 0;
    }
    case "erase": {
      if (!argument?.includes("@")) throw new Error("erase needs the e-mail address of the person");
      const matching = (await leadsReceived(db)).filter(
        (row) => row.email.toLowerCase() === argument.trim().toLowerCase(),
      );
      if (!values.yes) {
        console.log(
          `${matching.length} request(s) from ${argument} would be erased. Run again with --yes to erase them.`,
        );
        return 0;
      }
      const erased = await eraseLeadsByEmail(db, argument);
      console.log(`${erased} request(s) from ${argument} erased.`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

runCommand("leads", main);
