/**
 * Who must forget what they hold when an article changes: the blog lists' cache and the Express
 * server's cache of rendered blog pages.
 */
const hooks = new Set<() => void>();

/** Calls `hook` after every change of an article; returns the function that stops it. */
export function onBlogChange(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function announceBlogChange(): void {
  for (const hook of hooks) hook();
}
