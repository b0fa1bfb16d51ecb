import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolCommand } from "../node-processes";
import { tempDataDir } from "./server";

const dataDir = tempDataDir();
afterAll(() => rmSync(dirname(dataDir), { recursive: true, force: true }));

/** The operator's command line, as docs/contact-requests.md shows it. */
function run(tool: "leads" | "users", args: string) {
  const result = spawnSync("sh", ["-c", `${toolCommand(tool)} ${args}`], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run leads", () => {
  beforeAll(async () => {
    expect(run("users", "list").code).toBe(0); // creates and migrates the embedded database
    const db = await PGlite.create(dataDir);
    try {
      await db.query(
        `insert into leads (name, company, email, phone, message, language, status, note, notification_status)
         values ('Claire Dubois', 'Brasserie du Hainaut', 'claire.dubois@example.be', '+32 69 12 34 56',
                 'Nouvelle ligne de soutirage', 'fr', 'answered', 'Offre envoyée le 12/11', 'sent')`,
      );
    } finally {
      await db.close();
    }
  });

  it("exports the requests with their back-office status and note, readable by its owner only", () => {
    const file = join(dirname(dataDir), "leads.csv");
    const exported = run("leads", `export --out ${file}`);
    expect(exported.code).toBe(0);
    expect(exported.err).toContain("1 request(s) written");
    const csv = readFileSync(file, "utf8");
    expect(csv.startsWith("\uFEFFid;created_at;name;"), "UTF-8 BOM, then the header").toBe(true);
    const [header = "", row = ""] = csv.slice(1).trim().split("\r\n");
    const columns = header.split(";");
    const values = row.split(";");
    expect(values[columns.indexOf("name")]).toBe("Claire Dubois");
    expect(values[columns.indexOf("status")]).toBe("answered");
    expect(values[columns.indexOf("note")]).toBe("Offre envoyée le 12/11");
    expect(values[columns.indexOf("email_notification")]).toBe("sent");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("says how many requests an erasure would remove, and removes them only with --yes", () => {
    expect(run("leads", "erase Claire.Dubois@example.be").out).toContain(
      "1 request(s) from Claire.Dubois@example.be would be erased",
    );
    expect(run("leads", "list").out).toContain("1 request(s)");
    expect(run("leads", "erase claire.dubois@example.be --yes").out).toContain("1 request(s)");
    expect(run("leads", "list").out).toContain("0 request(s)");
  });
});
