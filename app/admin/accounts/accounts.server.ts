import { deleteUserSessions } from "~/admin/accounts/sessions.server";
import { findUserByUsername, updatePasswordHash } from "~/admin/accounts/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { hashPassword } from "./password.server";

/**
 * Sets a new password and ends the account's sessions (all of them, or all but `keepToken`, the
 * session of the person who changed it).
 */
export async function changePassword(
  db: Database,
  username: string,
  newPassword: string,
  audit: { actor: string | null; ip: string | null },
  keepToken?: string,
): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  if (!user) return false;
  await updatePasswordHash(db, user.id, await hashPassword(newPassword));
  await deleteUserSessions(db, user.id, keepToken);
  await recordAudit(db, { ...audit, action: "password_changed", target: user.username });
  return true;
}
