/**
 * Who must forget what they hold when the site's own content changes (settings, page texts,
 * collections edited in the back office, on any instance): the pages rendered from it.
 */
const hooks = new Set<() => void>();

/** Calls `hook` after every change of the site's content; returns the function that stops it. */
export function onSiteChange(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function announceSiteChange(): void {
  for (const hook of hooks) hook();
}
