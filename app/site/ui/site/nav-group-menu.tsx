import type { NavLink } from "~/platform/navigation/nav-items";
import { ChevronDown } from "~/platform/ui/icons";
import { NavEntryLink } from "./nav-entry-link";

/**
 * Menu of the desktop header on the native popover API: the button opens and closes its panel
 * without any script; Escape and a click outside close it and the browser gives focus back to
 * the button; opening one menu closes the other; the browser exposes the button as expanded or
 * collapsed (no aria-expanded: the popovertarget already says it). CSS anchor positioning puts
 * the panel under its button. The site's small script closes the panel when focus leaves it and
 * positions it in browsers without anchor positioning. When the page shown is in the group, its
 * link is the current page and the button wears the current-entry style (app/app.css).
 */
export function NavGroupMenu({
  id,
  label,
  links,
  current,
}: {
  id: string;
  label: string;
  links: NavLink[];
  current: boolean;
}) {
  const panelId = `menu-${id}`;
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        data-current={current ? "" : undefined}
        style={{ anchorName: `--${panelId}` }}
        className="header-link gap-1"
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
            <NavEntryLink link={link} className="menu-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
