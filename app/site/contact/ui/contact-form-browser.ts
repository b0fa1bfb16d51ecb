// The contact form's work in the browser that is not its rendering: fetching its checks and its
// proof of work ahead of "Send", reading where the visitor came from, scrolling to what it shows.

// The schema (zod) and the proof of work are fetched when the visitor starts filling the form.
export const loadSchema = () => import("~/site/contact/contact-schema");
export const loadProof = () => import("./proof-of-work");

/**
 * Fetches the checks and starts the proof of work when the visitor starts on the form, in the
 * browser's idle time so that the first keys typed are not kept waiting: the challenge is
 * solved while they type, so "Send" has nothing to wait for.
 */
export function warmUp() {
  const start = () => {
    void loadSchema();
    void loadProof().then((proof) => proof.proofOfWork());
  };
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 1_000 });
  else setTimeout(start, 100);
}

/** Where the visitor came from, read in the browser: nothing is stored on the device. */
export function visitSource(): { from: string; ref: string } {
  const params = new URLSearchParams(window.location.search);
  let ref = params.get("ref") ?? "";
  try {
    // Landing here from another site: the browser names that site (its origin at most).
    const outside = document.referrer && new URL(document.referrer);
    if (outside && outside.host !== window.location.host) ref = outside.hostname;
  } catch {}
  return { from: params.get("from") ?? "", ref };
}

/**
 * Scrolls as little as needed for `from` to `to` to show below the sticky header (the root's
 * scroll-padding-top, app/app.css), or `to` from its top when both do not fit. The root's
 * scroll-behavior makes it smooth unless the visitor asked for reduced motion.
 */
export function bringIntoView(from: Element, to: Element = from) {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const top = from.getBoundingClientRect().top - (padding || 0);
  const bottom = to.getBoundingClientRect().bottom - window.innerHeight;
  const fits = bottom <= top;
  const delta = fits
    ? Math.min(Math.max(0, bottom), top)
    : to.getBoundingClientRect().top - (padding || 0);
  if (delta !== 0) window.scrollBy({ top: delta });
}
