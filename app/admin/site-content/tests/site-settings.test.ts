import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/admin/site-content/routes/settings";
import { loadSiteContent } from "~/admin/site-content/site-content.server";
import enSettings from "~/admin/site-content/texts/settings.en.server";
import frSettings from "~/admin/site-content/texts/settings.fr.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import { company } from "~/platform/content/company";
import { connection, type Database } from "~/platform/database/db.server";
import { contentHistory, siteSettings as settingsTable } from "~/platform/database/schema";
import { onSiteChange } from "~/platform/settings/site-changes";
import {
  defaultSettings,
  readSiteSettings,
  refreshSiteSettings,
  siteSettings,
} from "~/platform/settings/site-settings.server";
import { listHistory } from "~/platform/text/content-history.server";
import { everyDatabase, stopApp, thrown } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";

/** The site settings of the back office: defaults, saves, conflicts, history and restore. */

afterAll(stopApp);

describe.each(everyDatabase)("the site settings on $name", (database) => {
  const { reset, asAdmin } = libraryUser(database);
  let db: Database;
  let announced = 0;
  onSiteChange(() => announced++);

  beforeEach(async () => {
    db = await reset();
    await db.delete(contentHistory);
    await db.delete(settingsTable);
    await refreshSiteSettings(db);
    announced = 0;
  });

  /** The page as the browser gets it. */
  const page = async (path = "/admin/settings") =>
    shape(await asAdmin(loader, path)).data as {
      values: Record<string, string>;
      version: number;
      done?: string;
      vat: string;
      history: { id: number; field: string; old: string; new: string; restorable: boolean }[];
    };

  /** The form as the page fills it, with some fields changed, posted. */
  async function post(changes: Record<string, string | undefined>, version?: number) {
    const current = await page();
    const form: Record<string, string> = {
      intent: "save",
      version: String(version ?? current.version),
    };
    for (const [name, value] of Object.entries({ ...current.values, ...changes })) {
      // An unticked box is not sent, as in a browser.
      if (value !== undefined && !(name.endsWith(".open") && value === "")) form[name] = value;
    }
    return asAdmin(action, "/admin/settings", { form });
  }

  it("are company.ts's until someone saves, and nothing is written before", async () => {
    const shown = await page();
    expect(shown.version).toBe(0);
    expect(shown.values).toMatchObject({
      phone: company.phone,
      email: company.email,
      "address.city": company.address.city,
      "hours.monday.open": "on",
      "hours.monday.from": "08:00",
      "hours.saturday.open": "",
      "legal.enterpriseNumber": "0123.456.749",
    });
    expect(shown.vat).toBe("BE 0123.456.749");
    await loadSiteContent(db);
    const loaded = siteSettings();
    expect(loaded).toMatchObject({
      version: 0,
      phone: company.phone,
      phoneHref: company.phoneHref,
      legal: { name: company.legalName, vatId: company.vatNumber },
      openingHours: { fr: "Du lundi au vendredi, de 8\u00a0h à 17\u00a0h" },
    });
    expect(loaded.social.map((link) => link.href)).toEqual(company.social.map((link) => link.href));
    // Saving what is shown changes nothing and writes nothing.
    const unchanged = await thrown(post({}));
    expect(unchanged.headers.get("location")).toBe("/admin/settings?done=unchanged");
    expect(await db.select().from(settingsTable)).toEqual([]);
    expect(await listHistory(db, "settings")).toEqual([]);
  });

  it("saves a new phone number and hours, keeps each change in the history and the log, and tells the pages", async () => {
    const saved = await thrown(
      post({ phone: "+32 69 55 99 00", "hours.friday.to": "15:30", "social.x": "" }),
    );
    expect(saved.headers.get("location")).toBe("/admin/settings?done=saved");
    expect(siteSettings()).toMatchObject({
      version: 1,
      phone: "+32 69 55 99 00",
      phoneHref: "tel:+3269559900",
      openingHours: {
        fr: "Du lundi au jeudi, de 8\u00a0h à 17\u00a0h\u00a0; le vendredi, de 8\u00a0h à 15\u00a0h\u00a030",
        en: "Monday to Thursday, 8:00 to 17:00; Friday, 8:00 to 15:30",
      },
    });
    expect(announced).toBe(1);
    const after = await page("/en/admin/settings?done=saved");
    expect(after.done).toBe(enSettings.saved);
    expect(after.values.phone).toBe("+32 69 55 99 00");
    expect(after.history.map((entry) => [entry.field, entry.old, entry.new])).toEqual([
      [enSettings.fields.phone, company.phone, "+32 69 55 99 00"],
      [enSettings.fields["hours.friday"], "8:00\u00a0–\u00a017:00", "8:00\u00a0–\u00a015:30"],
    ]);
    const { entries } = await listAudit(db);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.target])).toContainEqual([
      "settings_saved",
      "sophie.lambert",
      "phone, hours.friday",
    ]);
  });

  it("refuses a save made from an older version, keeping what was typed and the other save", async () => {
    await thrown(post({ phone: "+32 69 55 99 00" }));
    const stale = shape(
      await post({ phone: "+32 470 12 34 56", email: "info@procelia.example" }, 0),
    );
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toMatchObject({
      alert: "conflict",
      version: 1,
      values: { phone: "+32 470 12 34 56", email: "info@procelia.example" },
    });
    expect((await readSiteSettings(db)).values.phone).toBe("+32 69 55 99 00");
    expect(await listHistory(db, "settings")).toHaveLength(1);
    // Saving again, knowing of the other save, wins.
    const again = await thrown(post({ phone: "+32 470 12 34 56" }, 1));
    expect(again.headers.get("location")).toBe("/admin/settings?done=saved");
    expect(siteSettings().phone).toBe("+32 470 12 34 56");
  });

  it("restores one field's old value as a change of its own, logged", async () => {
    await thrown(post({ phone: "+32 69 55 99 00", "address.city": "Mouscron" }));
    const before = await page();
    const phoneChange = before.history.find((entry) => entry.field === frSettings.fields.phone);
    expect(phoneChange?.restorable).toBe(true);
    const restore = (version: number) =>
      asAdmin(action, "/admin/settings", {
        form: { intent: "restore", historyId: String(phoneChange?.id), version: String(version) },
      });
    const stale = shape(await restore(0));
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toBe("restoreConflict");
    const restored = await thrown(restore(1));
    expect(restored.headers.get("location")).toBe("/admin/settings?done=restored&field=phone");
    expect(siteSettings()).toMatchObject({ version: 2, phone: company.phone });
    expect(siteSettings().address.city).toBe("Mouscron");
    const after = await page("/admin/settings?done=restored&field=phone");
    expect(after.done).toBe("Ancienne valeur rétablie\u00a0: Téléphone.");
    expect(after.history[0]).toMatchObject({
      field: frSettings.fields.phone,
      old: "+32 69 55 99 00",
      new: company.phone,
      restorable: true,
    });
    // The change it undid now holds the current value as its old one: nothing to restore there.
    expect(after.history.find((entry) => entry.id === phoneChange?.id)?.restorable).toBe(false);
    const [row] = await listHistory(db, "settings", 1);
    expect(row?.restoredFrom).toBe(phoneChange?.id);
    const { entries } = await listAudit(db);
    expect(entries[0]).toMatchObject({ action: "settings_restored", target: "phone" });
  });

  it("shows every field's change with its old and new values, and restores each one", async () => {
    const before = await page();
    const changes: Record<string, string> = {
      phone: "+32 69 55 99 00",
      email: "bureau@procelia.example",
      "address.street": "Rue de la Gare 12",
      "address.postalCode": "7700",
      "address.city": "Mouscron",
      "address.countryFr": "Belgique (Hainaut)",
      "address.countryEn": "Belgium (Hainaut)",
      "address.countryNl": "België (Henegouwen)",
      "hours.monday.from": "07:30",
      "hours.tuesday.to": "16:30",
      "hours.wednesday.from": "09:00",
      "hours.thursday.to": "18:00",
      "hours.friday.to": "12:00",
      "hours.saturday.open": "on",
      "hours.saturday.from": "09:00",
      "hours.saturday.to": "12:00",
      "hours.sunday.open": "on",
      "hours.sunday.from": "10:00",
      "hours.sunday.to": "11:00",
      "serviceArea.fr": "Belgique et Hauts-de-France",
      "serviceArea.en": "Belgium and Hauts-de-France",
      "serviceArea.nl": "België en Hauts-de-France",
      "social.linkedin": "https://www.linkedin.com/company/procelia-test",
      "social.facebook": "https://www.facebook.com/procelia.test",
      "social.instagram": "https://www.instagram.com/procelia.test",
      "social.youtube": "https://www.youtube.com/@procelia-test",
      "social.x": "https://x.com/procelia_test",
      "legal.name": "Procelia Test",
      "legal.formFr": "Société anonyme",
      "legal.formEn": "Public limited company",
      "legal.formNl": "Naamloze vennootschap",
      "legal.enterpriseNumber": "0456.789.034",
      "ack.subjectFr": "Votre demande {reference} chez {company}",
      "ack.subjectEn": "Your request {reference} to {company}",
      "ack.bodyFr": "Merci. Nous répondons {hours}.",
      "ack.bodyEn": "Thank you. We answer {hours}.",
      "ack.subjectNl": "Uw aanvraag {reference} bij {company}",
      "ack.bodyNl": "Dank u. We antwoorden {hours}.",
      "languages.nl": "on",
      "leads.backupEmail": "relais@procelia.example",
      "leads.retentionMonths": "24",
      "leads.mailLanguage": "en",
      "careers.recruitmentEmail": "jobs@procelia.example",
      "careers.retentionMonths": "12",
    };
    await thrown(post(changes));
    const saved = await readSiteSettings(db);
    const fields = Object.keys(saved.values);
    const { history } = await page();
    // One change per field, none of them blank on both sides.
    expect(history).toHaveLength(fields.length);
    for (const entry of history) {
      expect(entry.old === entry.new, `${entry.field}: ${entry.old} → ${entry.new}`).toBe(false);
    }
    const postal = history.find((entry) => entry.field === frSettings.fields["address.postalCode"]);
    expect(postal).toMatchObject({ old: company.address.postalCode, new: "7700" });

    // Each change restored, one after the other: every field is back to what it was.
    for (const entry of history) {
      expect(entry.restorable, entry.field).toBe(true);
      const { version } = await page();
      const restored = await thrown(
        asAdmin(action, "/admin/settings", {
          form: { intent: "restore", historyId: String(entry.id), version: String(version) },
        }),
      );
      expect(restored.headers.get("location"), entry.field).toMatch(/done=restored/);
    }
    expect((await page()).values).toEqual(before.values);
    expect((await readSiteSettings(db)).values).toEqual(defaultSettings);
  });

  it("refuses bad input field by field, keeps it typed, and saves nothing", async () => {
    const refused = shape(
      await post({
        phone: "069 55 12 40",
        email: "contact@",
        "hours.monday.from": "17:00",
        "hours.monday.to": "08:00",
        "social.linkedin": "http://www.linkedin.com/company/procelia",
        "social.facebook": "https://www.linkedin.com/company/procelia",
        "legal.enterpriseNumber": "0123.456.748",
        "address.city": "",
      }),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.alert).toBe("invalid");
    expect(refused.data.errors).toEqual({
      phone: frSettings.errors.phone,
      email: frSettings.errors.email,
      "hours.monday": frSettings.errors.hoursOrder,
      "social.linkedin": "Indiquez l'adresse d'une page de LinkedIn, commençant par https://.",
      "social.facebook": "Indiquez l'adresse d'une page de Facebook, commençant par https://.",
      "legal.enterpriseNumber": frSettings.errors.enterpriseNumber,
      "address.city": frSettings.errors.required,
    });
    expect(refused.data.values).toMatchObject({
      phone: "069 55 12 40",
      "hours.monday.from": "17:00",
      "legal.enterpriseNumber": "0123.456.748",
      "address.street": company.address.street,
    });
    expect(await db.select().from(settingsTable)).toEqual([]);
    expect(await listHistory(db, "settings")).toEqual([]);
    expect((await listAudit(db)).entries.filter((e) => e.action === "settings_saved")).toEqual([]);
    expect(siteSettings().phone).toBe(company.phone);
    expect(announced).toBe(0);
  });

  it("accepts an enterprise number however it is typed and shows the VAT number it gives", async () => {
    // 0456.789.034: 04567890 mod 97 = 63, so the check digits are 97 - 63 = 34.
    await thrown(post({ "legal.enterpriseNumber": "BE 0456 789 034" }));
    const shown = await page();
    expect(shown.values["legal.enterpriseNumber"]).toBe("0456.789.034");
    expect(shown.vat).toBe("BE 0456.789.034");
    expect(siteSettings().legal).toMatchObject({
      vatNumber: "BE 0456.789.034",
      vatId: "BE0456789034",
    });
  });

  if (database.name === "PostgreSQL") {
    it("hears a change made elsewhere (another instance, plain SQL) within 2 s", async () => {
      await loadSiteContent(db);
      const { pool } = await connection();
      await pool?.query(
        `insert into site_settings (id, values, version) values (1, '{"phone": "+32 2 555 01 02"}', 7)`,
      );
      const deadline = Date.now() + 2_000;
      while (siteSettings().phone !== "+32 2 555 01 02" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(siteSettings()).toMatchObject({ phone: "+32 2 555 01 02", version: 7 });
      // The other fields keep their defaults.
      expect(siteSettings().email).toBe(company.email);
      expect(announced).toBe(1);
    });
  }
});
