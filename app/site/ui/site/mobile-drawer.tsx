import { fill } from "~/platform/i18n/format";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import type { NavItem } from "~/platform/navigation/nav-items";
import { Menu, X } from "~/platform/ui/icons";
import { buttonClass } from "../../../platform/ui/button";
import { useContactPath } from "../../contact/ui/contact-path";
import type { CommonTexts } from "./common-texts";
import { NavEntryLink } from "./nav-entry-link";

const DRAWER_ID = "site-drawer";

const linkClass = "drawer-link";

/**
 * Hamburger and side drawer of small screens, on a native modal dialog: the button opens it
 * through invoker commands (no script needed), focus moves into it, Escape and the close
 * button close it, and the browser returns focus to the hamburger. No aria-expanded (HTML
 * forbids it beside `command`): the button says it opens a dialog, and while the modal dialog
 * is open the page behind it, hamburger included, is inert. The site's script closes it
 * when a link is chosen and opens it in browsers without invoker commands.
 */
export function MenuButton({ texts }: { texts: CommonTexts }) {
  return (
    <button
      type="button"
      commandfor={DRAWER_ID}
      command="show-modal"
      aria-haspopup="dialog"
      aria-label={texts.nav.openMenu}
      className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-mist-100 xl:hidden"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

/** The drawer itself, placed after the page (outside the header's landmark). */
export function MobileDrawer({
  items,
  texts,
  phone,
}: {
  items: NavItem[];
  texts: CommonTexts;
  /** The site settings' number, as a tap-to-call link under the quote button. */
  phone: { href: string; number: string };
}) {
  const contact = useContactPath();
  return (
    <dialog
      id={DRAWER_ID}
      data-drawer
      aria-labelledby={`${DRAWER_ID}-title`}
      className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-navy-950/60 open:flex"
    >
      <div className="flex items-center justify-between border-b border-mist-200 px-4 py-3">
        <h2 id={`${DRAWER_ID}-title`} className="text-lg font-semibold text-navy-900">
          {texts.nav.menuTitle}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            aria-label={texts.nav.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-mist-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </form>
      </div>
      <nav aria-label={texts.nav.label} className="flex-1 px-3 py-4">
        <ul className="space-y-1">
          {items.map((item) =>
            item.kind === "link" ? (
              <li key={item.id}>
                <NavEntryLink link={item} className={linkClass} />
              </li>
            ) : (
              <li key={item.id}>
                <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-ink-600 uppercase">
                  {item.label}
                </p>
                <ul className="border-l-2 border-mist-200 pl-2">
                  {item.links.map((link) => (
                    <li key={link.id}>
                      <NavEntryLink link={link} className={linkClass} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-mist-200 p-4">
        <LocalizedLink to={contact} className={buttonClass("primary", "md", "w-full")}>
          {texts.header.contactButton}
        </LocalizedLink>
        <a
          href={phone.href}
          aria-label={fill(texts.header.callLabel, { phone: phone.number })}
          className={buttonClass("secondary", "md", "w-full")}
        >
          {phone.number}
        </a>
      </div>
    </dialog>
  );
}
