import type { Lang } from "~/platform/i18n/lang";
import type { SiteSettings } from "~/platform/settings/site-settings-fields";

/** The company's postal address from the site settings, on three lines. */
export function OfficeAddress({ address, lang }: { address: SiteSettings["address"]; lang: Lang }) {
  return (
    <address className="not-italic">
      {address.street}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country[lang]}
    </address>
  );
}
