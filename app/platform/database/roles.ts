/**
 * The back office's roles (docs/decisions/027): an administrator does everything, an editor keeps
 * the site's content, a salesperson handles the requests.
 */
export const ROLES = ["admin", "editor", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** The parts of the back office a role may be granted. */
export type Area =
  /** Home, own account, sign-out: every account. */
  | "everyone"
  /** Requests: read, status, note, reply, export. */
  | "leads"
  /** Erasing a person's requests (GDPR): administrators only. */
  | "erase"
  /** Articles, media, page texts, collections, previews of unpublished texts. */
  | "content"
  | "settings"
  | "audit"
  /** Colleagues' accounts and the team's security rules. */
  | "users";

const grants: Record<Role, readonly Area[]> = {
  admin: ["everyone", "leads", "erase", "content", "settings", "audit", "users"],
  editor: ["everyone", "content"],
  sales: ["everyone", "leads"],
};

export function can(role: Role, area: Area): boolean {
  return grants[role].includes(area);
}
