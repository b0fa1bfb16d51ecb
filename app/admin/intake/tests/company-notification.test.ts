import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { drainOnce } from "~/admin/intake/outbox.server";
import { createLead } from "~/admin/leads/leads.server";
import type { Database } from "~/platform/database/db.server";
import { leads, siteSettings } from "~/platform/database/schema";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import {
  clearContacts,
  configure,
  everyDatabase,
  startApp,
} from "../../../../tests/integration/harness";
import { sinkSettings } from "../../../../tests/integration/smtp-sink";
import { mailSink } from "./lead-fixtures";

/** The e-mail announcing a request to the company, through the real mailer and a local server. */
const SMTP_PORT = Number(process.env.COMPANY_MAIL_SMTP_PORT ?? 4902);
const TEAM = "demandes@procelia.example";
const SITE = "https://www.procelia.example";

const sink = mailSink(SMTP_PORT);

describe.each(everyDatabase)("the company's notification e-mail ($name)", (database) => {
  let db: Database;
  beforeEach(async () => {
    db ??= await startApp(database);
    await clearContacts(db);
    await db.delete(siteSettings);
    configure({
      ...sinkSettings(SMTP_PORT),
      MAIL_TO: TEAM,
      PUBLIC_SITE_URL: SITE,
    });
    sink.mails.length = 0;
  });

  /** An English request received at 01:18 in Brussels (00:18 UTC), e-mailed by the outbox. */
  const notify = async () => {
    const id = await createLead(db, {
      name: "Sarah Collins",
      company: "Hoppy Brewing Ltd",
      email: "sarah.collins@hoppy.example.co.uk",
      phone: "+44 20 7946 0958",
      message: "We are looking for a partner for a 20 hl brewhouse extension.",
      language: "en",
    });
    await db
      .update(leads)
      .set({ createdAt: new Date("2026-11-29T00:18:35.487Z") })
      .where(eq(leads.id, id));
    await drainOnce();
    const mails = sink.mails.filter((mail) => mail.to.includes(TEAM));
    expect(mails).toHaveLength(1);
    return { id, mail: mails[0]! };
  };

  it("is in French by default, with the Brussels time in words and a link to the request", async () => {
    const { id, mail } = await notify();
    expect(mail.subject).toBe(`Nouvelle demande de contact #${id} (site web, EN)`);
    expect(mail.text).toContain(
      "Nouvelle demande reçue via le formulaire de contact du site, en anglais.",
    );
    expect(mail.text).toContain(
      "Reçue le\u00a0: dimanche 29 novembre 2026 à 01:18 (heure de Bruxelles)",
    );
    expect(mail.text).not.toContain("2026-11-29T00:18");
    expect(mail.text).toContain(
      `Ouvrir la demande dans le back-office\u00a0: ${SITE}/admin/leads/${id}\n`,
    );
    expect(mail.text).toContain("Nom\u00a0: Sarah Collins");
    expect(mail.text).not.toContain("\u2060");
  });

  it("is in English when the site settings say so, whatever the request's language", async () => {
    const stored = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      { ...stored.values, "leads.mailLanguage": "en" },
      stored.version,
      "claire.martin",
    );
    expect(saved.ok).toBe(true);
    const { id, mail } = await notify();
    expect(mail.subject).toBe(`New contact request #${id} (website, EN)`);
    expect(mail.text).toContain(
      "New request received through the website's contact form, in English.",
    );
    expect(mail.text).toMatch(/Received: Sunday, November 29, 2026 at 1:18\s?AM \(Brussels time\)/);
    expect(mail.text).toContain(
      `Open the request in the back office: ${SITE}/en/admin/leads/${id}\n`,
    );
    expect(mail.text).toContain("Name: Sarah Collins");
    expect(mail.text).toContain("Phone: +44 20 7946 0958");
    expect(mail.text).not.toMatch(/Nouvelle|Reçue|Téléphone/);
  });

  it("refuses a language the site does not have, naming the field", async () => {
    const stored = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      { ...stored.values, "leads.mailLanguage": "de" },
      stored.version,
      "claire.martin",
    );
    expect(saved).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "leads.mailLanguage": "mailLanguage" },
    });
  });
});
