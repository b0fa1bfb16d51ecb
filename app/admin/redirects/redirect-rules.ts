import { languages, localizePath, withoutTrailingSlash } from "~/platform/i18n/lang";
import { isBackOfficePath } from "~/platform/navigation/back-office";
import { pageTable } from "~/platform/navigation/page-table";

/**
 * The redirects' rules, without the database (docs/decisions/051): what an old address may be,
 * how a request's path finds its rule, and which rules would make a chain or a loop.
 */

/** Longest old address kept, decoded (an old site's page address is far shorter). */
export const MAX_SOURCE_LENGTH = 300;
/** Longest outside address. */
export const MAX_URL_LENGTH = 2000;

/** The site's own paths a redirect may not take over: they answer something else. */
const RESERVED = [
  "/api",
  "/assets",
  "/media",
  "/og",
  "/certificats",
  "/healthz",
  "/readyz",
  "/metrics",
  "/sitemap.xml",
  "/robots.txt",
];

/** What a check of a typed value answers: the value as kept, or why it is refused. */
export type Checked<Value, Problem> = ({ ok: true } & Value) | { ok: false; error: Problem };

export type SourceError = "required" | "invalid" | "tooLong" | "reserved" | "livePage";

/**
 * An old address as the table keeps it: decoded, without query string, fragment or trailing
 * slash, "/*" at the end for a prefix rule. A full address (`https://old.example/page`) gives
 * its path, since an old site's list often has them.
 */
export function normalizeSource(input: string): Checked<{ source: string }, SourceError> {
  let text = input.trim();
  if (text === "") return { ok: false, error: "required" };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname;
    } catch {
      return { ok: false, error: "invalid" };
    }
  }
  text = text.replace(/[?#].*$/, "");
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return { ok: false, error: "invalid" };
  }
  if (
    !decoded.startsWith("/") ||
    decoded.startsWith("//") ||
    decoded.includes("\\") ||
    hasControl(decoded)
  ) {
    return { ok: false, error: "invalid" };
  }
  const prefix = decoded.endsWith("/*");
  const base = withoutTrailingSlash(prefix ? decoded.slice(0, -2) || "/" : decoded);
  if (base.includes("*")) return { ok: false, error: "invalid" };
  const source = prefix ? `${base === "/" ? "" : base}/*` : base;
  if (source.length > MAX_SOURCE_LENGTH) return { ok: false, error: "tooLong" };
  if (source === "/*" || isReserved(base)) return { ok: false, error: "reserved" };
  if (!prefix && livePagePaths().has(base)) return { ok: false, error: "livePage" };
  return { ok: true, source };
}

function isReserved(path: string): boolean {
  if (isBackOfficePath(path)) return true;
  const neutral = path === "/en" || path.startsWith("/en/") ? path.slice(3) || "/" : path;
  return RESERVED.some((root) =>
    [path, neutral].some((p) => p === root || p.startsWith(`${root}/`)),
  );
}

let live: Set<string> | undefined;
/** The page table's pages, in both languages: always answered by the page itself. */
export function livePagePaths(): Set<string> {
  live ??= new Set(
    pageTable.flatMap((page) => languages.map((lang) => localizePath(page.path, lang))),
  );
  return live;
}

/** A rule as every instance holds it in memory. */
export interface Rule {
  id: number;
  source: string;
  status: 301 | 302;
  keepRest: boolean;
  /** Where it leads: a path of this site, or an outside https address. */
  target: string;
}

export interface RuleTable {
  exact: Map<string, Rule>;
  /** Prefix rules, the longest first: the most specific wins. */
  prefixes: { base: string; rule: Rule }[];
}

export function ruleTable(rules: readonly Rule[]): RuleTable {
  const exact = new Map<string, Rule>();
  const prefixes: { base: string; rule: Rule }[] = [];
  for (const rule of rules) {
    if (rule.source.endsWith("/*")) prefixes.push({ base: rule.source.slice(0, -2), rule });
    // A page of a newer release at an old address wins: the page is answered, not the rule.
    else if (!livePagePaths().has(rule.source)) exact.set(rule.source, rule);
  }
  prefixes.sort((a, b) => b.base.length - a.base.length);
  return { exact, prefixes };
}

/** The rule a decoded path (trailing slash removed) falls under, and where it leads. */
export function matchRule(
  table: RuleTable,
  path: string,
): { rule: Rule; location: string } | undefined {
  const exact = table.exact.get(path);
  if (exact) return { rule: exact, location: exact.target };
  if (table.prefixes.length === 0 || livePagePaths().has(path)) return undefined;
  for (const { base, rule } of table.prefixes) {
    if (path === base || path.startsWith(`${base}/`)) {
      const rest = path.slice(base.length);
      return { rule, location: rule.keepRest ? joinRest(rule.target, rest) : rule.target };
    }
  }
  return undefined;
}

/** The target with the old path's rest added to its path ("/new" + "/a/b"). */
function joinRest(target: string, rest: string): string {
  if (rest === "") return target;
  if (target.startsWith("/")) return `${target === "/" ? "" : target}${rest}`;
  const url = new URL(target);
  url.pathname = `${url.pathname.replace(/\/$/, "")}${rest}`;
  return url.toString();
}

/** The path of this site a target names, if it is one (an address on the site's own host counts). */
export function internalPath(target: string, siteHost: string): string | undefined {
  if (target.startsWith("/")) return withoutTrailingSlash(target);
  try {
    const url = new URL(target);
    return url.host === siteHost
      ? withoutTrailingSlash(decodeURIComponent(url.pathname))
      : undefined;
  } catch {
    return undefined;
  }
}

export type ChainProblem =
  | { kind: "loop" }
  /** The target is itself redirected by `other`. */
  | { kind: "chainAfter"; other: Rule }
  /** `other` already leads to this old address. */
  | { kind: "chainBefore"; other: Rule };

/**
 * Whether a new or changed rule would send a visitor through two redirects (or round in a
 * circle): its target must be no rule's old address, and no other rule may lead to its own old
 * address. `existing` leaves out the rule being edited.
 */
export function chainProblem(
  candidate: Rule,
  existing: readonly Rule[],
  siteHost: string,
): ChainProblem | undefined {
  const own = ruleTable([candidate]);
  const target = internalPath(candidate.target, siteHost);
  if (target !== undefined && matchRule(own, target)) return { kind: "loop" };
  const others = ruleTable(existing);
  if (target !== undefined) {
    const next = matchRule(others, target);
    if (next) return { kind: "chainAfter", other: next.rule };
  }
  for (const other of existing) {
    const path = internalPath(other.target, siteHost);
    if (path !== undefined && matchRule(own, path)) return { kind: "chainBefore", other };
  }
  return undefined;
}

/** Whether a path (decoded, trailing slash removed) is one a visitor's 404 may be logged for. */
export function loggable404(path: string): boolean {
  return path.length <= MAX_SOURCE_LENGTH && !isReserved(path) && !hasControl(path);
}

/** A control character (a decoded %00 or %0A) has no place in an address. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}
