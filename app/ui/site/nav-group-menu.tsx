import { LocalizedLink } from "~/i18n/localized-link";
import { ChevronDown } from "~/ui/icons";
import { cn } from "../cn";

/**
 * Menu of the desktop header on the native popover API: the button opens and closes its panel
 * without any script; Escape and a click outside close it and the browser gives focus back to
 * the button; opening one menu closes the other. CSS anchor positioning puts the panel under its
 * button. The site's small script mirrors the state in aria-expanded, closes the panel when
 * focus leaves it and positions it in browsers without anchor positioning.
 */
export function NavGroupMenu({
  id,
  label,
  links,
  active,
}: {
  id: string;
  label: string;
  links: { id: string; path: string; label: string }[];
  active: boolean;
}) {
  const panelId = `menu-${id}`;
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-expanded="false"
        style={{ anchorName: `--${panelId}` }}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium hover:text-steel-700",
          active ? "text-steel-700" : "text-ink-900",
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      <ul
        id={panelId}
        popover="auto"
        data-menu
        style={{ positionAnchor: `--${panelId}` }}
        className="menu-panel min-w-60 rounded-lg border border-mist-200 bg-white p-2 shadow-xl"
      >
        {links.map((link) => (
          <li key={link.id}>
            <LocalizedLink to={link.path} className="menu-link">
              {link.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
