// Run by admin-password.spec.ts with `node --import tsx`, between the first account and the
// server's start (the embedded database admits one process): gives the first account an e-mail
// address and invites a colleague. Prints the invitation's token as JSON.
import { eq } from "drizzle-orm";
import { issueAccountToken } from "~/admin/accounts/account-tokens.server";
import { hashPassword } from "~/admin/accounts/password.server";
import { findUserByUsername, insertUser } from "~/admin/accounts/users.server";
import { closeDb, getDb } from "~/platform/database/db.server";
import { users } from "~/platform/database/schema";

const [owner, ownerEmail, invited] = process.argv.slice(2);
if (!owner || !ownerEmail || !invited) throw new Error("usage: seed-accounts OWNER EMAIL INVITED");
const db = await getDb();
const first = await findUserByUsername(db, owner);
if (!first) throw new Error(`no account ${owner}`);
await db.update(users).set({ email: ownerEmail }).where(eq(users.id, first.id));
// Nobody knows an invited account's password until the person chooses one.
const colleague = await insertUser(db, invited, await hashPassword(crypto.randomUUID()));
if (!colleague) throw new Error(`${invited} exists`);
await db
  .update(users)
  .set({
    email: `${invited}@procelia.example`,
    displayName: "Claire Martin",
    role: "sales",
    language: "en",
  })
  .where(eq(users.id, colleague.id));
const token = await issueAccountToken(db, {
  userId: colleague.id,
  purpose: "invite",
  createdBy: owner,
});
await closeDb();
process.stdout.write(JSON.stringify({ invite: token }));
