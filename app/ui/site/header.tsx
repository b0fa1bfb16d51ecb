import { LocalizedLink } from "~/i18n/localized-link";
import { buttonClass } from "../button";
import { useCommonTexts } from "./common-texts";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { NavGroupMenu } from "./nav-group-menu";
import { navItems } from "./nav-items";

export function Header() {
  const texts = useCommonTexts();
  const items = navItems(texts.nav);
  return (
    <header className="sticky top-0 z-40 border-b border-mist-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <LocalizedLink to="/" aria-label={texts.header.homeLink} className="rounded-md">
          <Logo />
        </LocalizedLink>
        <nav aria-label={texts.nav.label} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.id}>
                {item.kind === "link" ? (
                  <LocalizedLink
                    to={item.path}
                    className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink-900 hover:text-steel-700 aria-[current=page]:text-steel-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                  >
                    {item.label}
                  </LocalizedLink>
                ) : (
                  <NavGroupMenu label={item.label} links={item.links} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {/* A wrapper, because the button's own inline-flex would win over "hidden". */}
          <span className="hidden md:block">
            <LocalizedLink to="/contact" className={buttonClass("primary", "md")}>
              {texts.header.contactButton}
            </LocalizedLink>
          </span>
          <MobileDrawer items={items} texts={texts} />
        </div>
      </div>
    </header>
  );
}
