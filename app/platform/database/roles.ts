/** The parts of the back office a role may be granted. */
export type Area =
  /** Page counts: whoever handles the requests or the content reads which page brings them. */
  | "analytics"
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

/**
 * The back office's roles and what each is granted (docs/decisions/027): an administrator does
 * everything, an editor keeps the site's content, a salesperson handles the requests. The one
 * table of roles: a new role is a line here, and its name and hint in the team's texts
 * (app/admin/accounts/texts/users.{fr,en}.server.ts).
 */
const grants = {
  admin: ["everyone", "leads", "erase", "content", "settings", "audit", "users"],
  editor: ["everyone", "content"],
  sales: ["everyone", "leads"],
} as const satisfies Record<string, readonly Area[]>;

export type Role = keyof typeof grants;
export const ROLES = Object.keys(grants) as [Role, ...Role[]];

export function can(role: Role, area: Area): boolean {
  if (area === "analytics") return can(role, "leads") || can(role, "content");
  return (grants[role] as readonly Area[]).includes(area);
}
