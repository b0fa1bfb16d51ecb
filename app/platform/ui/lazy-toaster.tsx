import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster"));

/**
 * The Radix notification region is fetched with the first toast (or the first F8), so pages
 * that never notify do not pay for it. Radix listens for F8 only once it is mounted, so the
 * press that fetched it is passed on: the region takes the focus as soon as it is there.
 */
export function LazyToaster({
  regionLabel,
  closeLabel,
}: {
  regionLabel: string;
  closeLabel: string;
}) {
  const hasToast = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  const [focusRequested, setFocusRequested] = useState(false);
  useEffect(() => {
    if (hasToast) setNeeded(true);
  }, [hasToast]);
  useEffect(() => {
    if (focusRequested) return;
    // Radix's own hotkey test (event.code), so that both agree on what F8 is.
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "F8") return;
      setNeeded(true);
      setFocusRequested(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [focusRequested]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster regionLabel={regionLabel} closeLabel={closeLabel} focus={focusRequested} />
    </Suspense>
  );
}
