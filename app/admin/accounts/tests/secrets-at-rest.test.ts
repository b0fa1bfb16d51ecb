import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTotp } from "~/admin/accounts/account-factors.server";
import { issueRecoveryCodes } from "~/admin/accounts/recovery-codes.server";
import { checkSecondFactorCode } from "~/admin/accounts/second-factor-code.server";
import { prepareSecretsAtRest } from "~/admin/accounts/secrets-at-rest.server";
import type { Database } from "~/platform/database/db.server";
import { recoveryCodes, users } from "~/platform/database/schema";
import { env, resetEnvCache } from "~/platform/runtime/env.server";
import {
  addAccount,
  resetAccounts,
  turnOnTotp,
} from "../../../../tests/integration/factors-harness";
import { startApp, stopApp, testDatabases } from "../../../../tests/integration/harness";

/** TOTP keys sealed with SECRETS_KEY; recovery codes salted one by one. */

afterAll(stopApp);

const KEY_A = "a".repeat(64);
const KEY_B = Buffer.alloc(32, 7).toString("base64");
const IP = "203.0.113.9";

function setKeys(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

const stored = async (db: Database, id: number) =>
  (await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, id)))[0]?.secret ??
  "";

describe.each(testDatabases)("secrets at rest ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
    setKeys({ SECRETS_KEY: KEY_A, SECRETS_KEY_PREVIOUS: undefined });
  });
  afterEach(() =>
    setKeys({ SECRETS_KEY: undefined, SECRETS_KEY_PREVIOUS: undefined, NODE_ENV: "test" }),
  );

  it("keeps a TOTP key sealed: the row alone mints no code, the app's code still works", async () => {
    const anne = await addAccount(db, "anne");
    const secret = await turnOnTotp(db, anne.id);
    const row = await stored(db, anne.id);
    expect(row).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row).not.toContain(secret);
    expect((await readTotp(db, anne.id))?.secret).toBe(secret);
    expect(await checkSecondFactorCode(db, "totp", anne, await generate({ secret }), IP)).toEqual({
      ok: true,
    });
    // Copied into another account's row, it does not open (it is bound to its row).
    const bob = await addAccount(db, "bob");
    await db.update(users).set({ totpSecret: row }).where(eq(users.id, bob.id));
    await expect(readTotp(db, bob.id)).rejects.toThrow(/does not open/);
  });

  it("seals at start-up the keys kept in clear before, and they keep working", async () => {
    const anne = await addAccount(db, "anne");
    const secret = await turnOnTotp(db, anne.id);
    await db.update(users).set({ totpSecret: secret }).where(eq(users.id, anne.id));
    await prepareSecretsAtRest(db);
    expect(await stored(db, anne.id)).toMatch(/^v1\./);
    expect(await checkSecondFactorCode(db, "totp", anne, await generate({ secret }), IP)).toEqual({
      ok: true,
    });
  });

  it("turns to a new key: the previous one still opens, and each key is sealed again", async () => {
    const anne = await addAccount(db, "anne");
    const bob = await addAccount(db, "bob");
    const anneSecret = await turnOnTotp(db, anne.id);
    const bobSecret = await turnOnTotp(db, bob.id);
    const underA = await stored(db, anne.id);

    setKeys({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: KEY_A });
    // On use...
    expect((await readTotp(db, anne.id))?.secret).toBe(anneSecret);
    const underB = await stored(db, anne.id);
    expect(underB.split(".")[1]).not.toBe(underA.split(".")[1]);
    // ...and at start-up for the others.
    await prepareSecretsAtRest(db);
    expect((await stored(db, bob.id)).split(".")[1]).toBe(underB.split(".")[1]);

    setKeys({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: undefined });
    expect((await readTotp(db, bob.id))?.secret).toBe(bobSecret);
    // A key that is neither: a start says which variable is wrong rather than failing later.
    setKeys({ SECRETS_KEY: KEY_A });
    await expect(prepareSecretsAtRest(db)).rejects.toThrow(/neither SECRETS_KEY nor/);
  });

  it("refuses a production start on PostgreSQL without SECRETS_KEY once an account uses TOTP", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    const url = process.env.DATABASE_URL;
    setKeys({
      SECRETS_KEY: undefined,
      NODE_ENV: "production",
      DATABASE_URL: url ?? "postgres://u:p@127.0.0.1:1/none",
    });
    try {
      await expect(prepareSecretsAtRest(db)).rejects.toThrow(/SECRETS_KEY is required: 1 account/);
      await db.update(users).set({ totpSecret: null, totpEnabledAt: null });
      await expect(prepareSecretsAtRest(db)).resolves.toBeUndefined();
    } finally {
      setKeys({ NODE_ENV: "test", DATABASE_URL: url });
    }
  });

  it("checks the key's shape at start", () => {
    setKeys({ SECRETS_KEY: "trop court" });
    expect(() => env()).toThrow(/SECRETS_KEY: expected 32 bytes/);
    setKeys({ SECRETS_KEY: undefined, SECRETS_KEY_PREVIOUS: KEY_A });
    expect(() => env()).toThrow(/SECRETS_KEY_PREVIOUS: set SECRETS_KEY too/);
  });

  it("salts each recovery code, and the codes issued before keep working", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    const codes = await issueRecoveryCodes(db, anne.id);
    const rows = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, anne.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.codeHash).toMatch(/^s1\.[\w-]{22}\.[\w-]{43}$/);
    // The same code twice would not give the same row (a salt each).
    expect(new Set(rows.map((row) => row.codeHash.split(".")[1])).size).toBe(10);
    expect(await checkSecondFactorCode(db, "recovery", anne, codes[3] ?? "", IP)).toEqual({
      ok: true,
    });
    expect(await checkSecondFactorCode(db, "recovery", anne, codes[3] ?? "", IP)).toMatchObject({
      ok: false,
    });

    // A code stored the old way (SHA-256 of the account and the code).
    const old = "k7m2p-q9r4s";
    const oldHash = createHash("sha256").update(`${anne.id}:k7m2pq9r4s`).digest("hex");
    await db.insert(recoveryCodes).values({ userId: anne.id, codeHash: oldHash });
    expect(await checkSecondFactorCode(db, "recovery", anne, old.toUpperCase(), IP)).toEqual({
      ok: true,
    });
  });
});
