import { and, eq } from "drizzle-orm";
import { defaultLang, isLang, type Lang, languages, optionalLanguages } from "~/platform/i18n/lang";
import {
  layerKey,
  type PendingLayer,
  setTextLayers,
  type TextLayer,
} from "~/platform/i18n/text-overrides.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "../../platform/database/db.server";
import { type PageTextRow, pageTexts } from "../../platform/database/schema";
import { announceSiteChange } from "../../platform/settings/site-changes";
import { findHistory, recordHistory } from "../../platform/text/content-history.server";
import {
  claimVersion,
  readVersion,
  VersionConflict,
} from "../../platform/text/content-versions.server";
import { notePageTextEdits } from "../translations/page-text-sources.server";
import {
  asShown,
  checkText,
  findTextField,
  isTextPage,
  type TextError,
  type TextPage,
} from "./page-text-fields.server";

/**
 * The page texts edited in the back office (docs/decisions/026): saved as pending edits, shown by
 * the preview, applied to the public page at once by "publish". Each instance keeps the edits in
 * memory (app/platform/i18n/text-overrides.server.ts) and reloads them when the database notifies a change.
 */

const log = componentLogger("page-texts");
const scopeOf = (page: TextPage) => `page:${page}`;
/** The history's key of one text: "piping/hero.title/fr". */
export const historyKey = (page: string, key: string, lang: Lang) => `${page}/${key}/${lang}`;

// Kept across Vite's reloads of this module in development, as the settings' queue is.
const state: { queue?: Promise<unknown>; signature?: string; published?: string } =
  import.meta.hot?.data ?? {};

/** Reads every edit into memory, one reload after the other; the pages are told when they changed. */
export function refreshPageTexts(db: Database): Promise<void> {
  const run = (state.queue ?? Promise.resolve()).then(async () => {
    const rows = await db.select().from(pageTexts);
    const published = new Map<string, Map<string, string>>();
    const pending = new Map<string, Map<string, string | null>>();
    for (const row of rows) {
      const key = layerKey(row.page, row.lang);
      // A text saved trimmed by an older release is shown within its default's edges again.
      const field = isTextPage(row.page) ? findTextField(row.page, row.key) : undefined;
      const shown = (text: string) => (field ? asShown(field, row.lang, text) : text);
      if (row.value !== null) mapOf(published, key).set(row.key, shown(row.value));
      if (row.hasPending) mapOf(pending, key).set(row.key, row.pending && shown(row.pending));
    }
    const signature = JSON.stringify(
      rows.map((row) => [row.page, row.key, row.lang, row.value, row.hasPending, row.pending]),
    );
    if (signature === state.signature) return;
    // Pending edits show in the preview only: the public pages change when the published do.
    const publishedNow = publishedSignature(rows);
    const publishedChanged = publishedNow !== (state.published ?? "[]");
    state.signature = signature;
    state.published = publishedNow;
    setTextLayers(published as TextLayer, pending as PendingLayer);
    if (publishedChanged) announceSiteChange();
  });
  state.queue = run.catch((error: unknown) => log.warn({ err: error }, "page texts not reloaded"));
  return run;
}

function publishedSignature(rows: PageTextRow[]): string {
  return JSON.stringify(
    rows.filter((row) => row.value !== null).map((row) => [row.page, row.key, row.lang, row.value]),
  );
}

function mapOf<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (!map) {
    map = new Map();
    maps.set(key, map);
  }
  return map;
}

/** What the page's screen shows: every stored row of the page, and the version to save from. */
export async function readPageTexts(
  db: Database,
  page: TextPage,
): Promise<{ rows: PageTextRow[]; version: number }> {
  const [rows, version] = await Promise.all([
    db.select().from(pageTexts).where(eq(pageTexts.page, page)),
    readVersion(db, scopeOf(page)),
  ]);
  return { rows, version };
}

/** One text edited on the screen: a new text, or null for "back to the default". */
export interface TextEdit {
  key: string;
  lang: Lang;
  value: string | null;
}

export type PageTextsOutcome =
  | { ok: true; version: number; changed: number }
  | { ok: false; reason: "conflict" }
  | { ok: false; reason: "invalid"; errors: Record<string, TextError> };

/** "hero.title/fr": the key of an edit's error, as the screen names its fields. */
export const editId = (key: string, lang: Lang) => `${key}/${lang}`;

/**
 * Saves a page's edits as pending: the public page changes only when the page is published.
 * Editing one language of a text marks the other "to review" (unless both are edited together);
 * editing it clears its own mark. Invalid input saves nothing and names each refused text.
 */
export async function savePendingTexts(
  db: Database,
  page: TextPage,
  edits: readonly TextEdit[],
  version: number,
  actor: string | null,
): Promise<PageTextsOutcome> {
  const errors: Record<string, TextError> = {};
  const checked: TextEdit[] = [];
  for (const edit of edits) {
    const field = findTextField(page, edit.key);
    if (!field) continue; // a text a release removed meanwhile: nothing to save it to
    if (edit.value === null) {
      checked.push(edit);
      continue;
    }
    const result = checkText(field, edit.lang, edit.value);
    if (result.ok) checked.push({ ...edit, value: result.value });
    else errors[editId(edit.key, edit.lang)] = result.error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
  return inVersion(db, page, version, actor, async (tx) => {
    const rows = await tx.select().from(pageTexts).where(eq(pageTexts.page, page));
    const stored = new Map(rows.map((row) => [editId(row.key, row.lang), row]));
    await notePageTextEdits(tx, page, checked, rows, actor);
    let changed = 0;
    for (const edit of checked) {
      const row = stored.get(editId(edit.key, edit.lang));
      const field = findTextField(page, edit.key);
      // Writing the default out is "back to the default": the page follows later releases.
      const value = edit.value === field?.defaults[edit.lang] ? null : edit.value;
      const current = row?.hasPending ? row.pending : (row?.value ?? null);
      if (value === current) continue;
      changed += 1;
      const pendingNeeded = value !== (row?.value ?? null);
      await upsert(tx, page, edit.key, edit.lang, {
        pending: pendingNeeded ? value : null,
        hasPending: pendingNeeded,
        toReview: false,
        updatedAt: new Date(),
        updatedBy: actor,
      });
      if (!pendingNeeded) continue;
      // The languages whose text may now say something else: the other required ones, and an
      // optional one the team wrote its own text in (the translation board follows the
      // defaults by their hashes). None after a translation into an optional language; one
      // edited in the same save is up to date.
      for (const other of reviewedAfter(edit.lang)) {
        if (checked.some((e) => e.key === edit.key && e.lang === other)) continue;
        const written = stored.get(editId(edit.key, other))?.value != null;
        if (optionalLanguages.includes(other) && !written) continue;
        await upsert(tx, page, edit.key, other, { toReview: true });
      }
    }
    return changed;
  });
}

/** The languages an edit in `lang` may ask to review (see savePendingTexts). */
function reviewedAfter(lang: Lang): Lang[] {
  if (optionalLanguages.includes(lang)) return [];
  return languages.filter(
    (other) => other !== lang && (lang === defaultLang || other === defaultLang),
  );
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function upsert(
  tx: Transaction,
  page: TextPage,
  key: string,
  lang: Lang,
  set: Partial<Omit<PageTextRow, "page" | "key" | "lang">>,
): Promise<void> {
  await tx
    .insert(pageTexts)
    .values({ page, key, lang, ...set })
    .onConflictDoUpdate({ target: [pageTexts.page, pageTexts.key, pageTexts.lang], set });
}

/** Runs a change of a page under its version; a refused version or an error writes nothing. */
async function inVersion(
  db: Database,
  page: TextPage,
  version: number,
  actor: string | null,
  change: (tx: Transaction) => Promise<number>,
): Promise<PageTextsOutcome> {
  try {
    const result = await db.transaction(async (tx) => {
      const next = await claimVersion(tx, scopeOf(page), version, actor);
      return { version: next, changed: await change(tx) };
    });
    await refreshPageTexts(db).catch(() => {});
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, reason: "conflict" };
    throw error;
  }
}

/** The page's texts with a pending edit. */
const pendingOf = (page: TextPage) => and(eq(pageTexts.page, page), eq(pageTexts.hasPending, true));
/** A text whose pending edit is published or dropped: none left, and who did it when. */
const settled = (actor: string | null) => ({
  pending: null,
  hasPending: false,
  updatedAt: new Date(),
  updatedBy: actor,
});

/** A change of every pending edit of a page, made under the version the editor saw. */
const pendingChange =
  (change: (tx: Transaction, page: TextPage, actor: string | null) => Promise<number>) =>
  (db: Database, page: TextPage, version: number, actor: string | null) =>
    inVersion(db, page, version, actor, (tx) => change(tx, page, actor));

/** Applies every pending edit of the page at once; each change goes into the history. */
export const publishPage = pendingChange(async (tx, page, actor) => {
  const rows = await tx.select().from(pageTexts).where(pendingOf(page));
  for (const row of rows) {
    await tx
      .update(pageTexts)
      .set({ value: row.pending, ...settled(actor) })
      .where(
        and(eq(pageTexts.page, page), eq(pageTexts.key, row.key), eq(pageTexts.lang, row.lang)),
      );
  }
  await recordHistory(
    tx,
    "pageTexts",
    actor,
    rows.map((row) => ({
      key: historyKey(page, row.key, row.lang),
      oldValue: row.value,
      newValue: row.pending,
    })),
  );
  return rows.length;
});

/** Drops the page's pending edits: the page stays as published. */
export const discardPending = pendingChange(async (tx, page, actor) => {
  const dropped = await tx
    .update(pageTexts)
    .set(settled(actor))
    .where(pendingOf(page))
    .returning({ key: pageTexts.key });
  return dropped.length;
});

export type RestoreTextOutcome =
  | (PageTextsOutcome & { ok: true; page: TextPage; key: string; lang: Lang })
  | { ok: false; reason: "conflict" | "notFound" | "invalid" };

/**
 * Undo: puts a published change's old text back on the public page at once (a pending edit of
 * that text is dropped), recorded as a change of its own.
 */
export async function restorePageText(
  db: Database,
  historyId: number,
  version: number,
  actor: string | null,
): Promise<RestoreTextOutcome> {
  const entry = await findHistory(db, "pageTexts", historyId);
  const [page, key, lang] = entry?.key.split("/") ?? [];
  if (!entry || !page || !key || !isLang(lang) || !isTextPage(page)) {
    return { ok: false, reason: "notFound" };
  }
  const field = findTextField(page, key);
  if (!field) return { ok: false, reason: "invalid" };
  // null is "back to the default"; an old text saved without its default's edges gets them back.
  let old: string | null = null;
  if (entry.oldValue !== null) {
    const checked = checkText(field, lang, entry.oldValue);
    if (!checked.ok) return { ok: false, reason: "invalid" };
    old = checked.value;
  }
  const result = await inVersion(db, page, version, actor, async (tx) => {
    const [row] = await tx
      .select()
      .from(pageTexts)
      .where(and(eq(pageTexts.page, page), eq(pageTexts.key, key), eq(pageTexts.lang, lang)));
    await upsert(tx, page, key, lang, {
      value: old,
      pending: null,
      hasPending: false,
      updatedAt: new Date(),
      updatedBy: actor,
    });
    await recordHistory(
      tx,
      "pageTexts",
      actor,
      [{ key: entry.key, oldValue: row?.value ?? null, newValue: old }],
      entry.id,
    );
    return 1;
  });
  return result.ok ? { ...result, page, key, lang } : result;
}
