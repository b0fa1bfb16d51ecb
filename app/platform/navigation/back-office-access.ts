import { type Area, can, type Role } from "../database/roles";
import { localizePath, type StaffLang, staffLangFromPath } from "../i18n/lang";
import type frAdmin from "../i18n/messages/fr/admin.server";
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
  ["/recruitment/erase", "erase"],
  ["/recruitment", "recruitment"],
  ["/articles", "content"],
  ["/media", "content"],
  ["/documents", "content"],
  ["/pages", "content"],
  ["/collections", "content"],
  ["/approval", "content"],
  ["/redirects", "content"],
  ["/translations", "content"],
  ["/settings", "settings"],
  ["/audit", "audit"],
  ["/users", "users"],
  ["/security", "users"],
  ["/system", "users"],
  ["/analytics", "analytics"],
  ["/webhooks", "users"],
  ["/account", "everyone"],
  ["/logout", "everyone"],
];

/** The path inside the back office: "/en/admin/leads/3.data" is "/leads/3"; undefined outside it. */
export function insideBackOffice(pathname: string): string | undefined {
  const root = backOfficePath("", staffLangFromPath(pathname));
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

/** Whether a role may open a back-office link: buttons and links a role may not use are not shown. */
export function mayOpen(role: Role, href: string): boolean {
  return can(role, areaOf(new URL(href, "http://site.invalid").pathname));
}

/** The parts of the back office the navigation can show, in its order. */
export const backOfficeNavKeys = [
  "home",
  "leads",
  "recruitment",
  "articles",
  "media",
  "documents",
  "pages",
  "collections",
  "translations",
  "approval",
  "analytics",
  "redirects",
  "settings",
  "users",
  "audit",
  "system",
  "webhooks",
  "account",
] as const;

/** One entry of the navigation: only those the account's role may open are given. */
export interface BackOfficeNavItem {
  key: (typeof backOfficeNavKeys)[number];
  href: string;
}

/** The navigation of an account: the entries its role may open, from the table above. */
export function backOfficeNav(role: Role, lang: StaffLang): BackOfficeNavItem[] {
  return backOfficeNavKeys
    .map((key) => ({ key, href: backOfficePath(key === "home" ? "" : `/${key}`, lang) }))
    .filter((item) => can(role, areaOf(item.href)));
}

/** The frame's own links: sign out, back to the site, the FR/EN switch's memory. */
export function backOfficeLinks(lang: StaffLang) {
  return {
    logout: backOfficePath("/logout", lang),
    site: localizePath("/", lang),
    language: backOfficePath("/account/language", lang),
  };
}

/**
 * What a 403 of the back office carries: the error boundary has no loader data of its own (the
 * refusal comes before any loader), so the page brings the frame it is shown in.
 */
export interface ForbiddenPage {
  lang: StaffLang;
  title: string;
  body: string;
  home: string;
  homeHref: string;
  frame: {
    shell: (typeof frAdmin)["shell"];
    nav: BackOfficeNavItem[];
    links: ReturnType<typeof backOfficeLinks>;
    username: string;
  };
}
