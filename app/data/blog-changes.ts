/**
 * Who must forget what they hold when an article changes: the blog lists' cache and the Express
 * server's cache of rendered blog pages. Kept on `globalThis`, because the Express bundle and the
 * React Router bundle each hold a copy of this module.
 */
const state = globalThis as typeof globalThis & { __procelia_blog_change_hooks?: Set<() => void> };
state.__procelia_blog_change_hooks ??= new Set();
const hooks = state.__procelia_blog_change_hooks;

/** Calls `hook` after every change of an article; returns the function that stops it. */
export function onBlogChange(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function announceBlogChange(): void {
  for (const hook of hooks) hook();
}
