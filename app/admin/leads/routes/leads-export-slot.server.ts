/**
 * One CSV export in flight per account on this instance: an export reads every matching request,
 * so a second click (or a script) while the first is still downloading waits for it instead of
 * doubling the load. Held in memory: the slot is freed when the download ends, fails or is
 * cancelled, and a restarted process holds none. Behind several instances an account could run
 * one per instance, which stays bounded.
 */
const inFlight = new Set<number>();

/** The slot of this account, or undefined when one of its exports is still running. */
export function takeExportSlot(userId: number): (() => void) | undefined {
  if (inFlight.has(userId)) return undefined;
  inFlight.add(userId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    inFlight.delete(userId);
  };
}
