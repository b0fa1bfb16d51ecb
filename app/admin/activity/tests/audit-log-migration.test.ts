import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { insertUser } from "~/admin/accounts/users.server";
import { listAudit, recordAudit } from "~/platform/audit/audit-log.server";
import { everyDatabase, startApp, stopApp } from "../../../../tests/integration/harness";

// Failed sign-ins logged before the fix kept whatever was typed, passwords included: migration
// 0005 forgets those that name no account, on a database that already holds such rows.
const migration = readFileSync("drizzle/0005_forget_unknown_sign_in_names.sql", "utf8");

afterAll(stopApp);

describe.each(everyDatabase)("migration 0005 on $name", (database) => {
  it("keeps failed sign-ins' names of existing accounts only", async () => {
    const db = await startApp(database);
    await insertUser(db, "anne.dupont", "$argon2id$unused");
    await recordAudit(db, { actor: null, action: "sign_in_failed", target: "Tr0ub4dor&3-pompe" });
    await recordAudit(db, { actor: null, action: "sign_in_failed", target: "anne.dupont" });
    await recordAudit(db, { actor: "anne.dupont", action: "user_added", target: "marc.lenoir" });

    await db.execute(sql.raw(migration));

    const { entries } = await listAudit(db);
    const targets = entries.map((entry) => [entry.action, entry.target]).sort();
    expect(targets).toEqual([
      ["sign_in_failed", null],
      ["sign_in_failed", "anne.dupont"],
      ["user_added", "marc.lenoir"],
    ]);
  });
});
