import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "./server";

const dataDir = tempDataDir();
afterAll(() => rmSync(dirname(dataDir), { recursive: true, force: true }));

/** The operator's command line, as the README shows it. */
function run(args: string, input?: string) {
  const result = spawnSync("sh", ["-c", `npm run -s users -- ${args}`], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    input,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function exec(sql: string): Promise<void> {
  const db = await PGlite.create(dataDir);
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

async function query<T>(sql: string): Promise<T[]> {
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}

describe("npm run users -- reset-factors", () => {
  beforeAll(async () => {
    const added = run(
      "add anne --password-stdin --email anne@procelia.example",
      "Skid NEP trois voies 2026\n",
    );
    expect(added.code, added.err).toBe(0);
    await exec(
      `update users set totp_secret = 'v1.00000000.sealed', totp_enabled_at = now() where username = 'anne';
       insert into passkeys (id, user_id, public_key) select 'cred-anne', id, 'pk' from users where username = 'anne';
       insert into recovery_codes (user_id, code_hash) select id, 's1.salt.hash' from users where username = 'anne';`,
    );
  });

  it("removes an account's passkeys, TOTP and recovery codes, and records it", async () => {
    const done = run("reset-factors anne");
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('Second factors of "anne" removed');
    const [user] = await query<{ totp_secret: string | null; totp_enabled_at: Date | null }>(
      "select totp_secret, totp_enabled_at from users where username = 'anne'",
    );
    expect(user).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await query("select id from passkeys")).toEqual([]);
    expect(await query("select id from recovery_codes")).toEqual([]);
    expect(
      await query(
        "select actor, action, target from audit_log where action = 'second_factors_reset'",
      ),
    ).toEqual([{ actor: "cli", action: "second_factors_reset", target: "anne" }]);
  });

  it("names an unknown account instead of doing nothing silently", () => {
    const unknown = run("reset-factors personne");
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('No account "personne"');
  });
});
