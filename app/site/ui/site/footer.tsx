import { company } from "~/platform/content/company";
import { fill } from "~/platform/i18n/format";
import { useLanguage } from "~/platform/i18n/language";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { pagePath, pageTable } from "~/platform/navigation/page-table";
import { Tooltip } from "../../../platform/ui/tooltip";
import { useCommonTexts, useSiteSettings } from "./common-texts";
import { Logo } from "./logo";

const headingClass = "footer-heading";
const labelClass = "block text-xs font-semibold tracking-wider text-accent-400 uppercase";
const linkClass = "footer-link";

/** A footer list of links to the site's pages. */
function LinkList({
  links,
  className,
}: {
  links: { to: string; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <LocalizedLink to={link.to} className={linkClass}>
            {link.label}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { nav, footer } = useCommonTexts();
  const lang = useLanguage();
  const site = useSiteSettings();
  /** The pages of one footer group of the page table, under their navigation labels. */
  const group = (name: "services" | "legal") =>
    pageTable
      .filter((page) => page.footer === name)
      .map((page) => ({ to: page.path, label: nav[page.id as keyof typeof nav] }));
  return (
    <footer className="bg-navy-900 text-mist-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed">{footer.about}</p>
          <div>
            <h2 className={headingClass}>{footer.socialTitle}</h2>
            <ul className="mt-3 flex gap-2">
              {site.social.map((social) => (
                <li key={social.network}>
                  <Tooltip label={social.network}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={fill(footer.socialLabel, { network: social.network })}
                      className="social-link"
                    >
                      <img
                        src={`/icons/${social.network.toLowerCase()}.svg`}
                        alt=""
                        width={20}
                        height={20}
                        loading="lazy"
                      />
                    </a>
                  </Tooltip>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {footer.servicesTitle}
          </h2>
          <LinkList links={group("services")} className="mt-4 space-y-2.5 text-sm" />
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={headingClass}>
            {footer.resourcesTitle}
          </h2>
          <LinkList
            links={[
              { to: pagePath("blog"), label: footer.blog },
              { to: pagePath("projects"), label: footer.projects },
              { to: pagePath("documents"), label: footer.documents },
              { to: pagePath("contact"), label: nav.contact },
            ]}
            className="mt-4 space-y-2.5 text-sm"
          />
        </nav>
        <div>
          <h2 className={headingClass}>{footer.contactTitle}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="font-semibold text-white">{site.address.country[lang]}</p>
            <p>
              <span className={labelClass}>{footer.phoneLabel}</span>
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p>
              <span className={labelClass}>{footer.emailLabel}</span>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
            <p className="text-mist-200/90">{site.openingHours[lang]}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {company.copyrightYear} {site.legal.name}. {footer.rights}
          </p>
          <nav aria-label={footer.legalTitle}>
            <LinkList links={group("legal")} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
