import { describe, expect, it } from "vitest";
import { connection } from "~/platform/database/db.server";
import { localizePath, type RequiredLang, requiredLanguages } from "~/platform/i18n/lang";
import { pagePath } from "~/platform/navigation/page-table";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import { adminUrl } from "./nginx";
import { serverBesideThisProcess, untilShown } from "./server-beside-this-process";

/**
 * The office manager changes the phone number and the opening hours in the back office's store
 * (saveSiteSettings, from another process than the server's, as a second instance would): the
 * running production server hears PostgreSQL's notification, renders its pages again and serves
 * the new number in the header's tap-to-call link, the drawer, the footer, the contact page, the
 * legal notice and the structured data, in both languages; `npm run bench` measures the 2 s
 * target (edit propagation), this file that it happens without a restart.
 */

const NEW_PHONE = "+32 71 23 45 67";
const NEW_TEL = "tel:+3271234567";
/** The link's accessible name: the number, so that it is read and spoken as shown. */
const CALL_LABEL: Record<RequiredLang, string> = {
  fr: `Appelez-nous\u00a0: ${NEW_PHONE}`,
  en: `Call us: ${NEW_PHONE}`,
};
const SATURDAY: Record<RequiredLang, string> = {
  fr: "le samedi, de 9\u00a0h à 12\u00a0h\u00a030",
  en: "Saturday, 9:00 to 12:30",
};

/** The part of a page between an element's opening tag and its closing one. */
function element(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  return start === -1 || end === -1 ? "" : html.slice(start, end);
}

function structuredData(html: string): Record<string, unknown> | undefined {
  const json = element(html, '<script type="application/ld+json">', "</script>").replace(
    '<script type="application/ld+json">',
    "",
  );
  return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
}

describe.runIf(adminUrl)("site settings on the public pages of the production server", () => {
  const server = serverBesideThisProcess("procelia_system_settings");
  const page = (id: "home" | "contact" | "legal", lang: RequiredLang) =>
    fetch(server().url + localizePath(pagePath(id), lang)).then((res) => res.text());

  it("shows a phone number and hours saved in the back office on every instance without a restart", async () => {
    const before = await page("home", "fr");
    expect(element(before, "<header", "</header>")).toContain('class="header-phone"');
    expect(before).not.toContain(NEW_PHONE);

    const { db } = await connection();
    const { values, version } = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      { ...values, phone: NEW_PHONE, "hours.saturday": { open: true, from: "09:00", to: "12:30" } },
      version,
      "office-manager",
    );
    expect(saved).toMatchObject({ ok: true, changed: ["phone", "hours.saturday"] });
    const home = await untilShown("site settings", () => page("home", "fr"), NEW_PHONE);
    expect(home).toContain(NEW_PHONE);

    for (const lang of requiredLanguages) {
      for (const id of ["home", "contact", "legal"] as const) {
        const html = await page(id, lang);
        const where = `${id} (${lang})`;
        const header = element(html, "<header", "</header>");
        expect(header, where).toContain(
          `<a href="${NEW_TEL}" aria-label="${CALL_LABEL[lang]}" class="header-phone">`,
        );
        expect(element(html, '<dialog id="site-drawer"', "</dialog>"), where).toContain(
          `href="${NEW_TEL}"`,
        );
        expect(element(html, "<footer", "</footer>"), where).toContain(NEW_PHONE);
        if (id === "legal") expect(element(html, "<main", "</main>"), where).toContain(NEW_PHONE);
        if (id === "legal") continue;
        expect(structuredData(html), where).toMatchObject({
          "@type": "LocalBusiness",
          telephone: NEW_PHONE,
          openingHoursSpecification: expect.arrayContaining([
            expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:30" }),
          ]),
        });
      }
      const contact = element(await page("contact", lang), "<main", "</main>");
      expect(contact, lang).toContain(`>${NEW_PHONE}</a>`);
      expect(contact, lang).toContain(SATURDAY[lang]);
      expect(element(await page("home", lang), "<footer", "</footer>"), lang).toContain(
        SATURDAY[lang],
      );
    }
  });
});
