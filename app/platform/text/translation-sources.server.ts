import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../database/db.server";
import { blogPosts, translationSources } from "../database/schema";
import { defaultLang, type Lang, languages } from "../i18n/lang";
import type { SettingsField, SettingsValues } from "../settings/site-settings-fields";

/**
 * What each translation was written from (docs/decisions/054): a hash of the French text, recorded
 * when a translation is saved; the translation board shows "to review" where the French text of
 * today hashes otherwise. The save paths call the `note...` functions below, inside their own
 * transaction, with the values before and after the change.
 */

export type SourceKind = "page" | "collection" | "setting" | "article";
type Writer = Pick<Database, "insert" | "select">;

/** The hash of a source text (a list of tags or an article's parts: their JSON). */
export const sourceHash = (source: unknown): string =>
  createHash("sha256")
    .update(typeof source === "string" ? source : JSON.stringify(source ?? ""))
    .digest("hex")
    .slice(0, 32);

/** The key of one translation in the map `readSources` gives. */
export const sourceKey = (kind: SourceKind, entity: string, field: string, lang: Lang) =>
  `${kind}|${entity}|${field}|${lang}`;

export interface SourceNote {
  kind: SourceKind;
  entity: string;
  field: string;
  lang: Lang;
  /** The French text the translation is (or was) written from. */
  source: unknown;
  /** Its hash, when the caller has it already (a translation confirmed on the board). */
  hash?: string;
}

/** The languages translated from French. */
export const targetLanguages: readonly Lang[] = languages.filter((lang) => lang !== defaultLang);

/**
 * Records what translations were written from: `replace` for a translation saved now; otherwise
 * only where nothing was recorded yet (the baseline of a translation older than the board).
 */
export async function recordSources(
  db: Writer,
  notes: readonly SourceNote[],
  actor: string | null,
  replace = true,
): Promise<void> {
  for (const note of notes) {
    const values = {
      kind: note.kind,
      entity: note.entity,
      field: note.field,
      lang: note.lang,
      sourceHash: note.hash ?? sourceHash(note.source),
      updatedAt: new Date(),
      updatedBy: actor,
    };
    const insert = db.insert(translationSources).values(values);
    await (replace
      ? insert.onConflictDoUpdate({
          target: [
            translationSources.kind,
            translationSources.entity,
            translationSources.field,
            translationSources.lang,
          ],
          set: { sourceHash: values.sourceHash, updatedAt: values.updatedAt, updatedBy: actor },
        })
      : insert.onConflictDoNothing());
  }
}

/** Every recorded source, by `sourceKey`; `kinds` narrows the read. */
export async function readSources(
  db: Pick<Database, "select">,
  kinds?: readonly SourceKind[],
): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(translationSources)
    .where(kinds ? inArray(translationSources.kind, [...kinds]) : undefined);
  return new Map(
    rows.map((row) => [
      sourceKey(row.kind as SourceKind, row.entity, row.field, row.lang as Lang),
      row.sourceHash,
    ]),
  );
}

/** Forgets an entity's sources (an article deleted, an item removed). */
export async function forgetSources(
  db: Pick<Database, "delete">,
  kind: SourceKind,
  entity: string,
): Promise<void> {
  await db
    .delete(translationSources)
    .where(and(eq(translationSources.kind, kind), eq(translationSources.entity, entity)));
}

/** Whether a translation is written: not empty (a list: not empty either). */
export const isWrittenText = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  (typeof value !== "string" || value.trim() !== "") &&
  !(Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type PerLang = Partial<Record<Lang, unknown>>;

/**
 * One text in every language, before and after a save: a target language changed now was
 * translated from the French of after; one left as it was while the French changed keeps what it
 * had, or, with nothing recorded yet, the French of before (so it shows "to review").
 */
export function localizedNotes(
  kind: SourceKind,
  entity: string,
  field: string,
  before: PerLang | undefined,
  after: PerLang,
): { saved: SourceNote[]; baseline: SourceNote[] } {
  const saved: SourceNote[] = [];
  const baseline: SourceNote[] = [];
  const frenchChanged = before !== undefined && !same(before[defaultLang], after[defaultLang]);
  for (const lang of targetLanguages) {
    if (!isWrittenText(after[lang])) continue;
    const note = { kind, entity, field, lang };
    if (!same(before?.[lang], after[lang])) {
      saved.push({ ...note, source: after[defaultLang] });
    } else if (frenchChanged) {
      baseline.push({ ...note, source: before?.[defaultLang] });
    }
  }
  return { saved, baseline };
}

type Notes = ReturnType<typeof localizedNotes>;

/** Records the notes of several texts (`localizedNotes` of each). */
async function record(db: Writer, notes: Notes[], actor: string | null) {
  const all = (which: keyof Notes) => notes.flatMap((found) => found[which]);
  await recordSources(db, all("saved"), actor);
  await recordSources(db, all("baseline"), actor, false);
}

/** A text of several languages in a collection item's data: `{ fr, en, nl? }`. */
const isLocalized = (value: unknown): value is PerLang =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.hasOwn(value, defaultLang) &&
  Object.keys(value).every((key) => (languages as readonly string[]).includes(key));

/** A collection item saved: its localized fields (`{ fr, en, nl? }` in its data), before and after. */
export async function noteItemTranslations(
  db: Writer,
  entity: string,
  before: unknown,
  after: unknown,
  actor: string | null,
): Promise<void> {
  if (!after || typeof after !== "object") return;
  const old = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const notes: Notes[] = [];
  for (const [field, value] of Object.entries(after as Record<string, unknown>)) {
    if (!isLocalized(value)) continue;
    const was = old[field];
    const previous = before === undefined ? undefined : isLocalized(was) ? was : {};
    notes.push(localizedNotes("collection", entity, field, previous, value));
  }
  await record(db, notes, actor);
}

/** A setting kept in one field per language, named after it: "address.countryFr", "...En". */
const suffixed = <N extends string>(name: N) =>
  ({ fr: `${name}Fr`, en: `${name}En`, nl: `${name}Nl` }) as const;

/** A setting kept as an object of languages: "serviceArea.fr", "serviceArea.en". */
const nested = <N extends string>(name: N) =>
  ({ fr: `${name}.fr`, en: `${name}.en`, nl: `${name}.nl` }) as const;

/** The settings written in each language, with the section of the settings screen that edits them. */
export const localizedSettings = [
  { id: "address.country", section: "settings-contact", fields: suffixed("address.country") },
  { id: "serviceArea", section: "settings-area", fields: nested("serviceArea") },
  { id: "legal.form", section: "settings-legal", fields: suffixed("legal.form") },
  { id: "ack.subject", section: "settings-acknowledgement", fields: suffixed("ack.subject") },
  { id: "ack.body", section: "settings-acknowledgement", fields: suffixed("ack.body") },
] as const satisfies readonly {
  id: string;
  section: string;
  fields: Record<Lang, SettingsField>;
}[];

export type LocalizedSetting = (typeof localizedSettings)[number];

/** A setting's text per language. */
export const settingTexts = (values: SettingsValues, setting: LocalizedSetting) =>
  Object.fromEntries(languages.map((lang) => [lang, values[setting.fields[lang]]])) as Record<
    Lang,
    string
  >;

/** The settings saved: their localized texts, before and after. */
export async function noteSettingsTranslations(
  db: Writer,
  before: SettingsValues,
  after: SettingsValues,
  actor: string | null,
): Promise<void> {
  const notes = localizedSettings.map((setting) =>
    localizedNotes(
      "setting",
      setting.id,
      "",
      settingTexts(before, setting),
      settingTexts(after, setting),
    ),
  );
  await record(db, notes, actor);
}

/** What an article's translation is written from: its title, excerpt and text. */
export const articleSource = (post: { title: string; excerpt: string; markdown: string }) => ({
  title: post.title,
  excerpt: post.excerpt,
  markdown: post.markdown,
});

interface ArticleText {
  translationKey: string;
  language: string;
  title: string;
  excerpt: string;
  markdown: string;
}

/**
 * An article saved (`before`: as it was, none for a new one): a translation changed now was
 * written from its French counterpart of today; a French article changed leaves the baseline of
 * its translations that had none.
 */
export async function noteArticleTranslation(
  db: Writer,
  before: ArticleText | undefined,
  after: ArticleText,
  actor: string | null = null,
): Promise<void> {
  const changed = !before || !same(articleSource(before), articleSource(after));
  if (!changed) return;
  if (after.language !== defaultLang) {
    const [french] = await db
      .select()
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.translationKey, after.translationKey),
          eq(blogPosts.language, defaultLang),
        ),
      )
      .limit(1);
    if (!french) return;
    await recordSources(
      db,
      [
        {
          kind: "article",
          entity: after.translationKey,
          field: "",
          lang: after.language as Lang,
          source: articleSource(french),
        },
      ],
      actor,
    );
    return;
  }
  if (!before) return;
  const others = await db
    .select({ language: blogPosts.language })
    .from(blogPosts)
    .where(eq(blogPosts.translationKey, after.translationKey));
  await recordSources(
    db,
    others
      .filter((other) => other.language !== defaultLang)
      .map((other) => ({
        kind: "article" as const,
        entity: after.translationKey,
        field: "",
        lang: other.language as Lang,
        source: articleSource(before),
      })),
    actor,
    false,
  );
}
