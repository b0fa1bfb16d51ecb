import { asc, eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { type User, users } from "./schema";

export type PublicUser = Pick<User, "id" | "username" | "createdAt" | "lastSignInAt">;

const publicColumns = {
  id: users.id,
  username: users.username,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
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

export async function listUsers(db: Database): Promise<PublicUser[]> {
  return db.select(publicColumns).from(users).orderBy(asc(users.username));
}

/** Undefined when the username is taken (the unique index decides, so two callers cannot both win). */
export async function insertUser(
  db: Database,
  username: string,
  passwordHash: string,
): Promise<PublicUser | undefined> {
  const [row] = await db
    .insert(users)
    .values({ username, password: passwordHash, passwordSetAt: new Date() })
    .onConflictDoNothing({ target: users.username })
    .returning(publicColumns);
  return row;
}

export async function updatePasswordHash(
  db: Database,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, id));
}

export async function markSignedIn(db: Database, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
}

/** Removes the account; its sessions go with it (foreign key cascade). */
export async function deleteUser(db: Database, username: string): Promise<boolean> {
  const removed = await db
    .delete(users)
    .where(eq(users.username, username))
    .returning({ id: users.id });
  return removed.length > 0;
}
