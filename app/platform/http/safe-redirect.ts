import { BACK_OFFICE } from "~/platform/navigation/back-office";

/**
 * A path a browser can only read as one on this site: a single leading "/" that no "/" or "\"
 * follows (plain or percent-encoded, for proxies that decode the path), no backslash anywhere
 * (browsers read it as "/"), no control character (browsers strip them before parsing).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const sameSitePath = /^\/(?![/\\]|%2f|%5c)(?!.*(?:[\\\u0000-\u001f\u007f]|%5c))/is;

/**
 * The path to go to after sign-in: only a path on this site, else the back office's home.
 * Both the input and the path it resolves to are checked: "/.//evil.example" or
 * "/%2e%2e//evil.example" pass a check of the text but resolve to "//evil.example".
 */
export function safeRedirect(target: unknown, fallback = BACK_OFFICE): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!sameSitePath.test(target)) return fallback;
  try {
    const base = "http://site.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const resolved = url.pathname + url.search + url.hash;
    return sameSitePath.test(resolved) ? resolved : fallback;
  } catch {
    return fallback;
  }
}
