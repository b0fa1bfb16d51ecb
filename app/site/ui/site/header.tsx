import { useLocation } from "react-router";
import { fill } from "~/platform/i18n/format";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { navItems } from "~/platform/navigation/nav-items";
import { buttonClass } from "../../../platform/ui/button";
import { Phone } from "../../../platform/ui/icons";
import { contactPathFrom } from "../../contact/ui/contact-path";
import { type CommonTexts, useCommonTexts, useSiteSettings } from "./common-texts";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MenuButton, MobileDrawer } from "./mobile-drawer";
import { NavEntryLink } from "./nav-entry-link";
import { NavGroupMenu } from "./nav-group-menu";

export function Header() {
  const texts = useCommonTexts();
  const { pathname } = useLocation();
  const items = navItems(texts.nav, pathname);
  const contact = contactPathFrom(pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-mist-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Tighter under 420 px: the logo, the FR|EN switch and the menu button fit 320 px, and the
          phone link joins them from 390 px (the drawer has it below). */}
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-3 min-[360px]:px-4 min-[420px]:gap-4 sm:px-6 lg:px-8">
        <LocalizedLink to="/" aria-label={texts.header.homeLink} className="rounded-md">
          <Logo />
        </LocalizedLink>
        <nav aria-label={texts.nav.label} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.id}>
                {item.kind === "link" ? (
                  <NavEntryLink link={item} className="header-link" />
                ) : (
                  <NavGroupMenu
                    id={item.id}
                    label={item.label}
                    links={item.links}
                    current={item.current}
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 min-[420px]:gap-2">
          <PhoneLink texts={texts} />
          <LanguageSwitch />
          {/* A wrapper, because the button's own inline-flex would win over "hidden". */}
          <span className="hidden md:block">
            <LocalizedLink to={contact} className={buttonClass("primary", "md")}>
              {texts.header.contactButton}
            </LocalizedLink>
          </span>
          <MenuButton texts={texts} />
        </div>
      </div>
    </header>
  );
}

/**
 * The phone number as a tap-to-call link (buyers look for it in the header): the icon alone on
 * phones and beside the navigation, the number too between them; none under 390 px, where the
 * drawer's link stands alone. Its accessible name holds the number, so it is read (and can be
 * spoken) as shown.
 */
function PhoneLink({ texts }: { texts: CommonTexts }) {
  const site = useSiteSettings();
  return (
    <a
      href={site.phoneHref}
      aria-label={fill(texts.header.callLabel, { phone: site.phone })}
      className="header-phone"
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span className="hidden whitespace-nowrap sm:inline xl:hidden">{site.phone}</span>
    </a>
  );
}

/** The mobile drawer with the header's entries, rendered after the footer. */
export function SiteDrawer() {
  const texts = useCommonTexts();
  const site = useSiteSettings();
  const { pathname } = useLocation();
  return (
    <MobileDrawer
      items={navItems(texts.nav, pathname)}
      texts={texts}
      phone={{ href: site.phoneHref, number: site.phone }}
    />
  );
}
