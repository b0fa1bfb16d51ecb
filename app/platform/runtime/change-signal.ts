/**
 * A signal for caches that must forget what they hold when something changes: `on` registers a
 * hook (and returns the function that stops it), `announce` calls every hook.
 */
export function changeSignal() {
  const hooks = new Set<() => void>();
  return {
    on(hook: () => void): () => void {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
    announce(): void {
      for (const hook of hooks) hook();
    },
  };
}
