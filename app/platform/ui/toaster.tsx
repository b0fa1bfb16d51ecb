import * as Toast from "@radix-ui/react-toast";
import { X as LucideX } from "lucide-react";
import { useEffect, useRef } from "react";
import { slim } from "~/platform/ui/slim-icon";
import { cn } from "./cn";
import { dismissToast, TOAST_DURATION, useToasts } from "./toast-store";

// An island: its icons are wrapped here, so that its bundle carries only these (app/platform/ui/slim-icon.ts).
const X = slim(LucideX);

/**
 * Notification area: F8 focuses it, a swipe right of 50 px dismisses a toast. `focus` moves the
 * focus to it as Radix's F8 does, for the press that was made before it was loaded.
 */
export default function Toaster({
  regionLabel,
  closeLabel,
  focus = false,
}: {
  regionLabel: string;
  closeLabel: string;
  focus?: boolean;
}) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focus) viewport.current?.focus();
  }, [focus]);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity",
            item.variant === "destructive"
              ? "border-danger-700 bg-danger-700 text-white"
              : "border-mist-200 bg-white text-ink-900",
          )}
          data-variant={item.variant ?? "default"}
        >
          <div className="grid gap-1">
            {item.title && (
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            )}
            {item.description && (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        label={regionLabel}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
