import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { StaffLang } from "~/platform/i18n/lang";
import type { Database } from "../../platform/database/db.server";
import { errorCode } from "../../platform/database/db-errors.server";
import type { Role } from "../../platform/database/roles";
import { accountTokens, passkeys, type User, users } from "../../platform/database/schema";

/** An account without its secrets (password hash, TOTP secret): what lists and screens get. */
export type PublicUser = Pick<
  User,
  | "id"
  | "username"
  | "createdAt"
  | "lastSignInAt"
  | "email"
  | "displayName"
  | "role"
  | "language"
  | "disabledAt"
  | "passwordSetAt"
  | "totpEnabledAt"
>;

export const publicColumns = {
  id: users.id,
  username: users.username,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  email: users.email,
  displayName: users.displayName,
  role: users.role,
  language: users.language,
  disabledAt: users.disabledAt,
  passwordSetAt: users.passwordSetAt,
  totpEnabledAt: users.totpEnabledAt,
};

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findPublicUser(db: Database, id: number): Promise<PublicUser | undefined> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function listUsers(db: Database): Promise<PublicUser[]> {
  return db.select(publicColumns).from(users).orderBy(asc(users.username));
}

/** An account as the team list shows it: whether it has a passkey, and its pending invitation. */
export interface TeamMember extends PublicUser {
  hasPasskey: boolean;
  /** The expiry of the invitation link not used yet (past when it has lapsed), else null. */
  invitationExpiresAt: Date | null;
}

export async function listTeam(db: Database): Promise<TeamMember[]> {
  const [rows, withPasskey, invitations] = await Promise.all([
    listUsers(db),
    db.selectDistinct({ userId: passkeys.userId }).from(passkeys),
    db
      .select({ userId: accountTokens.userId, expiresAt: accountTokens.expiresAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.purpose, "invite"), isNull(accountTokens.usedAt))),
  ]);
  const passkeyOwners = new Set(withPasskey.map((row) => row.userId));
  const expiry = new Map(invitations.map((row) => [row.userId, row.expiresAt]));
  return rows.map((row) => ({
    ...row,
    hasPasskey: passkeyOwners.has(row.id),
    invitationExpiresAt: expiry.get(row.id) ?? null,
  }));
}

export async function hasPasskey(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Which of a username and an e-mail address another account already has (case-insensitive). */
export async function takenFields(
  db: Database,
  wanted: { username?: string; email?: string | null },
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const others = exceptId === undefined ? undefined : ne(users.id, exceptId);
  const taken = async (condition: ReturnType<typeof eq>) =>
    (await db.select({ id: users.id }).from(users).where(and(condition, others)).limit(1)).length >
    0;
  return {
    username: wanted.username
      ? await taken(eq(sql`lower(${users.username})`, wanted.username.toLowerCase()))
      : false,
    email: wanted.email
      ? await taken(eq(sql`lower(${users.email})`, wanted.email.toLowerCase()))
      : false,
  };
}

/** What an account is made with besides its username and password hash. */
export interface NewUserFields {
  email?: string | null;
  displayName?: string;
  role?: Role;
  language?: StaffLang;
  /** When its owner chose the password: now by default, null for an invitation. */
  passwordSetAt?: Date | null;
}

/**
 * Undefined when the username or the e-mail address is taken (the unique indexes decide, so two
 * callers cannot both win).
 */
export async function insertUser(
  db: Database,
  username: string,
  passwordHash: string,
  fields: NewUserFields = {},
): Promise<PublicUser | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      password: passwordHash,
      email: fields.email ?? null,
      displayName: fields.displayName ?? "",
      role: fields.role ?? "admin",
      language: fields.language ?? "fr",
      passwordSetAt: fields.passwordSetAt === undefined ? new Date() : fields.passwordSetAt,
    })
    .onConflictDoNothing()
    .returning(publicColumns);
  return row;
}

export async function updatePasswordHash(
  db: Database,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ password: passwordHash, passwordSetAt: new Date() })
    .where(eq(users.id, id));
}

export async function markSignedIn(db: Database, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
}

/** A change to an account that could leave the back office without an administrator. */
export type MemberChange =
  | {
      kind: "update";
      fields: Pick<User, "displayName" | "email" | "role" | "language">;
    }
  | { kind: "disable"; at: Date }
  | { kind: "enable" }
  | { kind: "remove" };

export type MemberChangeResult =
  | { ok: true; before: PublicUser; after: PublicUser | null }
  | { ok: false; reason: "notFound" | "lastAdmin" | "emailTaken" };

/** Whether the account is an administrator who can sign in once the change is made. */
function activeAdminAfter(before: PublicUser, change: MemberChange): boolean {
  switch (change.kind) {
    case "update":
      return change.fields.role === "admin" && before.disabledAt === null;
    case "disable":
    case "remove":
      return false;
    case "enable":
      return before.role === "admin";
  }
}

/**
 * Makes the change unless it would leave no active administrator. The active administrators'
 * rows are locked first (FOR UPDATE, in id order), so two administrators demoting or disabling
 * each other at the same moment are serialized: the second sees the first's change and is
 * refused. Removing the account takes its sessions, links, passkeys, codes and drafts with it
 * (foreign key cascade); the activity log keeps its name.
 */
export async function changeMember(
  db: Database,
  id: number,
  change: MemberChange,
): Promise<MemberChangeResult> {
  try {
    return await db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
        .for("update");
      const [before] = await tx
        .select(publicColumns)
        .from(users)
        .where(eq(users.id, id))
        .for("update");
      if (!before) return { ok: false, reason: "notFound" } as const;
      const wasActiveAdmin = admins.some((admin) => admin.id === id);
      if (wasActiveAdmin && admins.length === 1 && !activeAdminAfter(before, change)) {
        return { ok: false, reason: "lastAdmin" } as const;
      }
      if (change.kind === "remove") {
        await tx.delete(users).where(eq(users.id, id));
        return { ok: true, before, after: null } as const;
      }
      const values =
        change.kind === "update"
          ? change.fields
          : { disabledAt: change.kind === "disable" ? change.at : null };
      const [after] = await tx
        .update(users)
        .set(values)
        .where(eq(users.id, id))
        .returning(publicColumns);
      return { ok: true, before, after: after ?? null } as const;
    });
  } catch (error) {
    // Another account took the e-mail address between the check and the save.
    if (errorCode(error) === "23505") return { ok: false, reason: "emailTaken" };
    throw error;
  }
}

/** Removes the account by username (the command line); the last administrator stays. */
export async function deleteUser(
  db: Database,
  username: string,
): Promise<"removed" | "notFound" | "lastAdmin"> {
  const user = await findUserByUsername(db, username);
  if (!user) return "notFound";
  const result = await changeMember(db, user.id, { kind: "remove" });
  return result.ok ? "removed" : result.reason === "lastAdmin" ? "lastAdmin" : "notFound";
}
