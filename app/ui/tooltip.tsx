import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET_PX = 4;

/**
 * Shared timing, as Radix's provider has it: a tooltip opens after 700 ms, or at once when
 * another one closed less than 300 ms ago. A few lines instead of Radix + floating-ui (~15 KB gzip).
 */
interface TooltipTiming {
  lastClosedAt: { current: number };
}
const TooltipContext = createContext<TooltipTiming | null>(null);

export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef(0);
  return <TooltipContext.Provider value={{ lastClosedAt }}>{children}</TooltipContext.Provider>;
}

type TriggerProps = {
  "aria-describedby"?: string;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** A short text describing a control, shown on hover and keyboard focus, hidden on Escape. */
export function Tooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<TriggerProps>;
}) {
  const timing = useContext(TooltipContext);
  if (!timing) throw new Error("Tooltip must be used within a TooltipProvider");
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    const skip = Date.now() - timing.lastClosedAt.current < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) timing.lastClosedAt.current = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        "aria-describedby": open ? id : undefined,
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      {open && (
        <span
          role="tooltip"
          id={id}
          style={{ marginBottom: TOOLTIP_SIDE_OFFSET_PX }}
          className="pointer-events-none absolute bottom-full left-1/2 z-50 -translate-x-1/2 rounded-md bg-navy-900 px-3 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-md ring-1 ring-white/20"
        >
          {label}
        </span>
      )}
    </span>
  );
}
