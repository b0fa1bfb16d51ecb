import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/i18n/localized-link";
import { cn } from "../cn";

/** Disclosure menu of the desktop header: Enter/Space toggles, Escape closes, focus leaving closes. */
export function NavGroupMenu({
  label,
  links,
}: {
  label: string;
  links: { id: string; path: string; label: string }[];
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = links.some((link) => pathname.endsWith(link.path));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are handled for the button and its panel together.
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium hover:text-steel-700",
          active ? "text-steel-700" : "text-ink-900",
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 min-w-60 rounded-lg border border-mist-200 bg-white p-2 shadow-xl"
      >
        {links.map((link) => (
          <li key={link.id}>
            <LocalizedLink
              to={link.path}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2.5 text-sm text-ink-900 hover:bg-process-50 hover:text-steel-700 aria-[current=page]:font-semibold aria-[current=page]:text-steel-700"
            >
              {link.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
