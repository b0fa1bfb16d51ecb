import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster"));

/**
 * The Radix notification region is fetched with the first toast (or the first F8), so pages
 * that never notify do not pay for it; from then on F8 focuses it.
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
  useEffect(() => {
    if (hasToast) setNeeded(true);
  }, [hasToast]);
  useEffect(() => {
    if (needed) return;
    const onKey = (event: KeyboardEvent) => event.key === "F8" && setNeeded(true);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster regionLabel={regionLabel} closeLabel={closeLabel} />
    </Suspense>
  );
}
