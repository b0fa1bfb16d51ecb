import type { Area } from "../data/roles";
import { type Lang, langFromPath } from "../i18n/lang";
import { backOfficePath } from "./back-office";

/**
 * Which part of the back office each path belongs to: the one table the server enforces (every
 * loader, action and resource route, through `adminSession`) and the navigation reads. The first
 * prefix that matches wins, so the more specific come first.
 */
const areas: ReadonlyArray<readonly [inside: string, area: Area]> = [
  ["/api/articles", "content"],
  ["/api/session", "everyone"],
  ["/leads/erase", "erase"],
  ["/leads", "leads"],
  ["/articles", "content"],
  ["/media", "content"],
  ["/pages", "content"],
  ["/collections", "content"],
  ["/settings", "settings"],
  ["/audit", "audit"],
  ["/users", "users"],
  ["/security", "users"],
  ["/account", "everyone"],
  ["/logout", "everyone"],
];

/** The path inside the back office: "/en/admin/leads/3.data" is "/leads/3"; undefined outside it. */
export function insideBackOffice(pathname: string): string | undefined {
  const root = backOfficePath("", langFromPath(pathname));
  const path = pathname.replace(/\.data$/, "").replace(/\/$/, "");
  if (path === root) return "";
  return path.startsWith(`${root}/`) ? path.slice(root.length) : undefined;
}

/** The area a back-office path belongs to; a path no entry names (home, not found) is everyone's. */
export function areaOf(pathname: string): Area {
  const inside = insideBackOffice(pathname) ?? "";
  const entry = areas.find(([prefix]) => inside === prefix || inside.startsWith(`${prefix}/`));
  return entry?.[1] ?? "everyone";
}

/** What a 403 of the back office carries: the error boundary has no loader data of its own. */
export interface ForbiddenPage {
  lang: Lang;
  title: string;
  body: string;
  home: string;
  homeHref: string;
}
