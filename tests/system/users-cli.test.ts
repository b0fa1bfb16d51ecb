import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { toolCommand } from "../node-processes";
import { migratedDataDir } from "./server";

const dataDir = migratedDataDir();
afterAll(() => rmSync(dirname(dataDir), { recursive: true, force: true }));

/** The operator's command line, password piped on standard input as docs/back-office.md shows. */
function users(args: string, stdin?: string) {
  const command =
    stdin === undefined
      ? `${toolCommand("users")} ${args}`
      : `printf '%s\\n' "$PW" | ${toolCommand("users")} ${args}`;
  const result = spawnSync("sh", ["-c", command], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PW: stdin ?? "" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function storedPassword(username: string): Promise<string | undefined> {
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query<{ password: string }>(
      "select password from users where username = $1",
      [username],
    );
    return rows[0]?.password;
  } finally {
    await db.close();
  }
}

describe("npm run users", () => {
  it("adds an account whose password is stored as an Argon2id hash", async () => {
    const added = users("add Anne.Dupont --password-stdin", "Skid NEP trois voies");
    expect(added.err).toBe("");
    expect(added.code).toBe(0);
    expect(added.out).toContain('Account "anne.dupont" created.');
    const hash = await storedPassword("anne.dupont");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain("Skid NEP");
  });

  it("refuses an existing username, a short, common or personal password (1), a malformed call (2)", () => {
    const existing = users("add anne.dupont --password-stdin", "Un autre mot de passe");
    expect(existing.code).toBe(1);
    expect(existing.err).toContain('The username "anne.dupont" already exists.');
    const short = users("add bob --password-stdin", "court");
    expect(short.code).toBe(1);
    expect(short.err).toContain("at least 12 characters");
    // The back office's policy holds on the command line too.
    const common = users("add bob --password-stdin", "password1234");
    expect(common.code).toBe(1);
    expect(common.err).toMatch(/Password refused: .*(common|guess)/i);
    const personal = users("add bob.martin --password-stdin", "bob.martin cuve inox 316L");
    expect(personal.code).toBe(1);
    expect(personal.err).toMatch(/Password refused: .*name/i);
    // A wrong call, not a failure: status 2 and the usage.
    const badName = users("add 'x y' --password-stdin", "Un mot de passe correct");
    expect(badName.code).toBe(2);
    expect(badName.err).toContain("Usage:");
    const noStdin = users("add carole");
    expect(noStdin.code).toBe(2);
    expect(noStdin.err).toContain("--password-stdin");
  });

  it("lists the accounts without their hashes", () => {
    const list = users("list");
    expect(list.code).toBe(0);
    // Made on the command line, the first account is an administrator who can sign in.
    expect(list.out).toMatch(
      /^anne\.dupont {2}admin {2}active {2}created \S+ {2}last sign-in never$/m,
    );
    expect(list.out).toContain("1 account(s)");
    expect(list.out).not.toContain("argon2");
  });

  it("changes a password, and removes an account but never the last administrator", async () => {
    const before = await storedPassword("anne.dupont");
    const changed = users("passwd anne.dupont --password-stdin", "Nouveau mot de passe sûr");
    expect(changed.code).toBe(0);
    expect(await storedPassword("anne.dupont")).not.toBe(before);
    expect(users("passwd nobody --password-stdin", "Nouveau mot de passe sûr").code).toBe(1);

    const last = users("remove anne.dupont");
    expect(last.code).toBe(1);
    expect(last.err).toContain('"anne.dupont" is the last active administrator');
    // An editor does not count as an administrator.
    const editor = users(
      "add bruno --password-stdin --role editor --lang en --email Bruno@Example.be --name 'Bruno Peeters'",
      "Pompe doseuse 2026",
    );
    expect(editor.code).toBe(0);
    expect(editor.out).toContain('Account "bruno" created. Role: editor.');
    expect(users("remove anne.dupont").code).toBe(1);
    const sameEmail = users(
      "add bruno2 --password-stdin --email bruno@example.be",
      "Pompe doseuse 2026",
    );
    expect(sameEmail.code).toBe(1);
    expect(sameEmail.err).toContain("already uses this e-mail address");
    expect(users("add carole --password-stdin --role boss", "Pompe doseuse 2026").err).toContain(
      "Invalid --role.",
    );

    expect(users("add carole --password-stdin", "Vanne trois voies DN50").code).toBe(0);
    const removed = users("remove anne.dupont");
    expect(removed.code).toBe(0);
    const list = users("list").out;
    expect(list).toMatch(/^bruno {2}editor {2}active /m);
    expect(list).toContain("2 account(s)");
    const again = users("remove anne.dupont");
    expect(again.code).toBe(1);
    expect(again.err).toContain('No account "anne.dupont".');
  });

  it("enables a disabled account again (recovery)", async () => {
    const db = await PGlite.create(dataDir);
    try {
      await db.query("update users set disabled_at = now() where username = 'carole'");
    } finally {
      await db.close();
    }
    expect(users("list").out).toMatch(/^carole {2}admin {2}disabled /m);
    const enabled = users("enable carole");
    expect(enabled.code).toBe(0);
    expect(users("list").out).toMatch(/^carole {2}admin {2}active /m);
    expect(users("enable nobody").code).toBe(1);
  });

  it("logs each change in the audit log, without any password", async () => {
    const db = await PGlite.create(dataDir);
    try {
      const { rows } = await db.query<{ actor: string; action: string; target: string }>(
        "select actor, action, target from audit_log order by id",
      );
      expect(rows).toEqual([
        { actor: "cli", action: "user_added", target: "anne.dupont" },
        { actor: "cli", action: "password_changed", target: "anne.dupont" },
        { actor: "cli", action: "user_added", target: "bruno" },
        { actor: "cli", action: "user_added", target: "carole" },
        { actor: "cli", action: "user_removed", target: "anne.dupont" },
        { actor: "cli", action: "user_enabled", target: "carole" },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe("npm run users -- reset-factors", () => {
  it("removes an account's passkeys, TOTP and recovery codes (a lost phone), and records it", async () => {
    const db = await PGlite.create(dataDir);
    try {
      await db.exec(
        `update users set totp_secret = 'v1.00000000.sealed', totp_enabled_at = now() where username = 'carole';
         insert into passkeys (id, user_id, public_key) select 'cred-carole', id, 'pk' from users where username = 'carole';
         insert into recovery_codes (user_id, code_hash) select id, 's1.salt.hash' from users where username = 'carole';`,
      );
    } finally {
      await db.close();
    }
    const done = users("reset-factors carole");
    expect(done.err).toBe("");
    expect(done.code).toBe(0);
    expect(done.out).toContain('Second factors of "carole" removed');
    const after = await PGlite.create(dataDir);
    try {
      const user = await after.query(
        "select totp_secret, totp_enabled_at from users where username = 'carole'",
      );
      expect(user.rows).toEqual([{ totp_secret: null, totp_enabled_at: null }]);
      expect((await after.query("select id from passkeys")).rows).toEqual([]);
      expect((await after.query("select id from recovery_codes")).rows).toEqual([]);
      const log = await after.query(
        "select actor, action, target from audit_log where action = 'second_factors_reset'",
      );
      expect(log.rows).toEqual([
        { actor: "cli", action: "second_factors_reset", target: "carole" },
      ]);
    } finally {
      await after.close();
    }
    const unknown = users("reset-factors nobody");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No account "nobody".');
  });
});
