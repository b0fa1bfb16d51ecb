import { LocalizedLink } from "~/platform/i18n/localized-link";
import type { NavLink } from "~/platform/navigation/nav-items";

/** A navigation entry's link (header, menu or drawer), marked as the page shown when it is. */
export function NavEntryLink({ link, className }: { link: NavLink; className: string }) {
  return (
    <LocalizedLink
      to={link.path}
      className={className}
      aria-current={link.current ? "page" : undefined}
    >
      {link.label}
    </LocalizedLink>
  );
}
