import { asc, eq, sql } from "drizzle-orm";
import { reloader, reloadOnNotification } from "~/admin/shell/reload-on-change.server";
import type { Database } from "~/platform/database/db.server";
import { type DocumentKind, documents } from "~/platform/database/schema";
import { byLanguage, type Lang, type Localized, locales } from "~/platform/i18n/lang";
import { type PageId, pageTable } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { announceSiteChange } from "~/platform/settings/site-changes";
import { brusselsDate } from "~/platform/text/brussels-time";
import { currentVersions } from "./document-versions.server";

const log = componentLogger("documents");

/** The service pages a document can belong to: the page table's services, in its order. */
export const SERVICE_PAGES = pageTable
  .filter((page) => page.footer === "services")
  .map((page) => page.id);

export const isServicePage = (id: string): id is PageId => (SERVICE_PAGES as string[]).includes(id);

// The public pages read the library from memory (like the collections): the list page and the
// service pages render without the database, at build time too, and again after every change.

export interface PublicFileFacts {
  byteSize: number;
  /** The day the newest version was uploaded (ISO). */
  date: string;
}

export interface PublicDocument {
  slug: string;
  kind: DocumentKind;
  /** Empty where not written in a language: its pages show the fallback's. */
  title: Localized;
  services: PageId[];
  /** French always; the other languages where a version was uploaded. */
  files: Localized<PublicFileFacts>;
}

const state: { list: PublicDocument[]; signature?: string; queue: Promise<void> } = {
  list: [],
  queue: Promise.resolve(),
};

/** The documents the site shows: visible, with a French file, by title. */
export function publicDocuments(): readonly PublicDocument[] {
  return state.list;
}

/** Reads the library again; the pages are rendered again when what they show changed. */
export function refreshDocuments(db: Database): Promise<void> {
  const run = state.queue.then(async () => {
    const rows = await db
      .select()
      .from(documents)
      .where(eq(documents.visible, true))
      .orderBy(asc(documents.titleFr), asc(documents.id));
    const versions = await currentVersions(
      db,
      rows.map((row) => row.id),
    );
    const facts = (id: number, language: Lang): PublicFileFacts | null => {
      const version = versions.find((v) => v.documentId === id && v.language === language);
      return version ? { byteSize: version.byteSize, date: brusselsDate(version.createdAt) } : null;
    };
    const list = rows.flatMap((row): PublicDocument[] => {
      const fr = facts(row.id, "fr");
      if (!fr) return [];
      return [
        {
          slug: row.slug,
          kind: row.kind,
          title: { fr: row.titleFr, en: row.titleEn, nl: row.titleNl },
          services: row.services.filter(isServicePage),
          files: {
            ...byLanguage((lang) => facts(row.id, lang) ?? undefined),
            fr,
          } as Localized<PublicFileFacts>,
        },
      ];
    });
    const signature = JSON.stringify(list);
    if (signature === state.signature) return;
    const first = state.signature === undefined;
    state.list = list;
    state.signature = signature;
    if (!first || list.length > 0) announceSiteChange();
  });
  state.queue = run.catch((error: unknown) => log.warn({ err: error }, "documents not reloaded"));
  return run;
}

/** Told to every instance when the library changes (PostgreSQL); the embedded database has one. */
export const DOCUMENTS_CHANGED_CHANNEL = "procelia_documents_changed";

/** After a change: this instance reads the library again, and the others are told to. */
export async function documentsChanged(db: Database): Promise<void> {
  await refreshDocuments(db).catch(() => {});
  if (env().DATABASE_URL) {
    await db
      .execute(sql`select pg_notify(${DOCUMENTS_CHANGED_CHANNEL}, '')`)
      .catch((error: unknown) => log.warn({ err: error }, "other instances not told"));
  }
}

/** At boot: listens for changes made on any instance, then reads the library. */
export async function loadDocuments(db: Database): Promise<void> {
  await reloadOnNotification(
    DOCUMENTS_CHANGED_CHANNEL,
    reloader(refreshDocuments, log, "documents"),
  );
  await refreshDocuments(db).catch(() => {});
}

/** A file's weight as the site writes it: "1,2 Mo", "340 KB". */
export function fileWeight(bytes: number, lang: Lang): string {
  const format = new Intl.NumberFormat(locales[lang].format, {
    maximumFractionDigits: 1,
  });
  const mega = bytes >= 1_000_000;
  const value = mega ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000));
  const unit = lang === "fr" ? (mega ? "Mo" : "Ko") : mega ? "MB" : "KB";
  return `${format.format(value)}\u00a0${unit}`;
}
