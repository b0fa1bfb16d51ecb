import { eq } from "drizzle-orm";
import { company } from "~/platform/content/company";
import type { Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import { weekdays } from "~/platform/i18n/opening-hours";
import { componentLogger } from "~/platform/runtime/logger.server";
import { type Database, getDb } from "../database/db.server";
import { siteSettings as settingsTable } from "../database/schema";
import { findHistory, recordHistory } from "../text/content-history.server";
import { normalizeEnterpriseNumber } from "../text/enterprise-number";
import { fieldErrors } from "../text/field-errors";
import { noteSettingsTranslations } from "../text/translation-sources.server";
import { announceSiteChange } from "./site-changes";
import {
  isSettingsField,
  mergeWithDefaults,
  type SettingsField,
  type SettingsValues,
  type SiteSettings,
  sameValue,
  settingsFieldSchemas,
  settingsFields,
  settingsSchema,
  siteSettingsView,
} from "./site-settings-fields";

/**
 * The site settings (docs/decisions/024): read and saved here, with a version check and a history
 * row per changed field; every instance keeps the current ones in memory for the pages' sync
 * reads and reloads them when the database notifies a change.
 */

const log = componentLogger("site-settings");

/** What applies while nothing was saved: app/platform/content/company.ts and the dictionaries' texts. */
const frContact = defaultMessages("fr", "contact");
const enContact = defaultMessages("en", "contact");
const nlContact = defaultMessages("nl", "contact");

export const defaultSettings: SettingsValues = {
  phone: company.phone,
  email: company.email,
  "address.street": company.address.street,
  "address.postalCode": company.address.postalCode,
  "address.city": company.address.city,
  "address.countryFr": company.address.country.fr,
  "address.countryEn": company.address.country.en,
  "address.countryNl": company.address.country.nl,
  ...(Object.fromEntries(
    weekdays.map((day) => {
      const workday = day !== "saturday" && day !== "sunday";
      return [`hours.${day}`, { open: workday, from: "08:00", to: "17:00" }];
    }),
  ) as Pick<SettingsValues, `hours.${(typeof weekdays)[number]}`>),
  "serviceArea.fr": frContact.info.area,
  "serviceArea.en": enContact.info.area,
  "serviceArea.nl": nlContact.info.area,
  "social.linkedin": socialOf("LinkedIn"),
  "social.facebook": socialOf("Facebook"),
  "social.instagram": socialOf("Instagram"),
  "social.youtube": socialOf("YouTube"),
  "social.x": socialOf("X"),
  "legal.name": company.legalName,
  "legal.formFr": company.legalForm.fr,
  "legal.formEn": company.legalForm.en,
  "legal.formNl": company.legalForm.nl,
  "legal.enterpriseNumber": normalizeEnterpriseNumber(company.enterpriseNumber) ?? "",
  "ack.subjectFr": frContact.acknowledgement.subject,
  "ack.subjectEn": enContact.acknowledgement.subject,
  "ack.bodyFr": frContact.acknowledgement.body,
  "ack.bodyEn": enContact.acknowledgement.body,
  "ack.subjectNl": nlContact.acknowledgement.subject,
  "ack.bodyNl": nlContact.acknowledgement.body,
  // The site as shipped is French and English; Dutch is the company's decision.
  "languages.nl": "",
  "leads.backupEmail": "",
  // The privacy policy's promise: 3 years after the last exchange.
  "leads.retentionMonths": "36",
  // The team reads French unless the company says otherwise.
  "leads.mailLanguage": "fr",
  "careers.recruitmentEmail": "",
  // Applications: 6 months after the last change, as the privacy policy says.
  "careers.retentionMonths": "6",
};

function socialOf(network: string): string {
  return company.social.find((link) => link.network === network)?.href ?? "";
}

export interface StoredSettings {
  values: SettingsValues;
  /** 0 while no row exists (the defaults apply). */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The current settings, from the database, defaults merged. */
export async function readSiteSettings(db: Database): Promise<StoredSettings> {
  const [row] = await db.select().from(settingsTable).where(eq(settingsTable.id, 1)).limit(1);
  return {
    values: mergeWithDefaults(row?.values, defaultSettings),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

// Kept across Vite's reloads of this module in development, as db.server.ts keeps its connection.
const state: { view?: SiteSettings; queue?: Promise<unknown> } = import.meta.hot?.data ?? {};

/** The settings every page reads, synchronously: the defaults until loadSiteContent ran. */
export function siteSettings(): SiteSettings {
  state.view ??= siteSettingsView(defaultSettings, 0);
  return state.view;
}

/**
 * Reads the settings into memory, one reload after the other so that the last one read is the
 * newest; the pages are told when they changed. A failure keeps what was there: the public pages
 * go on with the settings they had.
 */
export function refreshSiteSettings(db?: Database): Promise<SiteSettings> {
  const run = (state.queue ?? Promise.resolve()).then(async () => {
    const stored = await readSiteSettings(db ?? (await getDb()));
    const next = siteSettingsView(stored.values, stored.version);
    if (!sameValue(next, siteSettings())) {
      state.view = next;
      announceSiteChange();
    }
    return siteSettings();
  });
  state.queue = run.catch(() => {});
  return run;
}

export type SaveOutcome =
  | { ok: true; version: number; changed: SettingsField[] }
  | { ok: false; reason: "conflict" }
  | { ok: false; reason: "invalid"; errors: Partial<Record<SettingsField, string>> };

/**
 * Saves the settings if nobody saved them since `version` was read (0: nobody ever did). Invalid
 * input saves nothing and names each refused field with its error code.
 */
export async function saveSiteSettings(
  db: Database,
  input: unknown,
  version: number,
  actor: string | null,
): Promise<SaveOutcome> {
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: "invalid", errors: fieldErrors<SettingsField>(parsed.error) };
  }
  return write(db, parsed.data, version, actor);
}

export type RestoreOutcome =
  | (SaveOutcome & { ok: true; key: SettingsField })
  | { ok: false; reason: "conflict" | "notFound" | "invalid" };

/** Puts back the old value of one change of the history, recorded as a change of its own. */
export async function restoreSiteSetting(
  db: Database,
  historyId: number,
  version: number,
  actor: string | null,
): Promise<RestoreOutcome> {
  const entry = await findHistory(db, "settings", historyId);
  if (!entry || !isSettingsField(entry.key)) return { ok: false, reason: "notFound" };
  const key = entry.key;
  // A value the rules of today refuse (they changed since) is not put back.
  const old = settingsFieldSchemas[key].safeParse(entry.oldValue);
  if (!old.success) return { ok: false, reason: "invalid" };
  const { values } = await readSiteSettings(db);
  const next = { ...values, [key]: old.data } as SettingsValues;
  const result = await write(db, next, version, actor, entry.id);
  return result.ok ? { ...result, key } : { ok: false, reason: "conflict" };
}

async function write(
  db: Database,
  next: SettingsValues,
  version: number,
  actor: string | null,
  restoredFrom?: number,
): Promise<SaveOutcome> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(settingsTable)
      .where(eq(settingsTable.id, 1))
      .for("update");
    if ((row?.version ?? 0) !== version) return { ok: false, reason: "conflict" } as const;
    const current = mergeWithDefaults(row?.values, defaultSettings);
    const changed = settingsFields.filter((key) => !sameValue(current[key], next[key]));
    if (changed.length === 0) return { ok: true, version, changed } as const;
    const columns = { values: next, updatedAt: new Date(), updatedBy: actor };
    // The first save inserts the row; two first saves at once: the second finds it and loses.
    const [written] = row
      ? await tx
          .update(settingsTable)
          .set({ ...columns, version: version + 1 })
          .where(eq(settingsTable.id, 1))
          .returning({ version: settingsTable.version })
      : await tx
          .insert(settingsTable)
          .values({ id: 1, ...columns, version: 1 })
          .onConflictDoNothing()
          .returning({ version: settingsTable.version });
    if (!written) return { ok: false, reason: "conflict" } as const;
    await recordHistory(
      tx,
      "settings",
      actor,
      changed.map((key) => ({ key, oldValue: current[key], newValue: next[key] })),
      restoredFrom,
    );
    await noteSettingsTranslations(tx, current, next, actor);
    return { ok: true, version: written.version, changed } as const;
  });
  if (result.ok && result.changed.length > 0) {
    // This instance at once; the others when the trigger's notification reaches them.
    await refreshSiteSettings(db).catch((error: unknown) =>
      log.warn({ err: error }, "site settings saved but not reloaded"),
    );
  }
  return result;
}

/** The languages the public site is in now: those always on and those the company switched on. */
export const languagesOn = (): readonly Lang[] => siteSettings().languagesOn;
