/**
 * The path to go to after sign-in: only a path on this site, else the back office's home.
 * Refuses what a browser would read as another origin: "//host", "/\host", "https://…",
 * and control characters that browsers strip before parsing.
 */
export function safeRedirect(target: unknown, fallback = "/admin"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const base = "http://site.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
