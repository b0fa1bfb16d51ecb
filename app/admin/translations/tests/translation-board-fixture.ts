import { eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { updateItem } from "~/admin/site-content/collection-edits.server";
import { projectsCollection } from "~/admin/site-content/collections/projects.server";
import { readCollection, refreshCollections } from "~/admin/site-content/collections.server";
import {
  readPageTexts,
  refreshPageTexts,
  savePendingTexts,
} from "~/admin/site-content/page-texts.server";
import { loader as boardLoader } from "~/admin/translations/routes/translations";
import { loader as exportLoader } from "~/admin/translations/routes/translations-export";
import { action as importAction } from "~/admin/translations/routes/translations-import";
import type { Database } from "~/platform/database/db.server";
import {
  articleRevisions,
  blogPosts,
  collectionItems,
  contentHistory,
  contentVersions,
  pageTexts,
  siteSettings,
  translationSources,
} from "~/platform/database/schema";
import {
  readSiteSettings,
  refreshSiteSettings,
  saveSiteSettings,
} from "~/platform/settings/site-settings.server";
import type { TestDatabase } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";

/**
 * The translation board's tests as an editor meets it: a fresh database before each test, and
 * the board, the export and the import called as their screens are.
 */

export interface Line {
  id: string;
  kind: string;
  entity: string;
  field: string;
  state: "current" | "toReview" | "missing";
  source: string;
  target: string;
  href: string;
}

export const TITLE_FR = "Tuyauterie inox et acier, préfabriquée en atelier";
export const TITLE_NL = "Industriële leidingen in inox en staal, geprefabriceerd in ons atelier";

export function translationBoard(database: TestDatabase) {
  const { reset, asAdmin } = libraryUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
    await db.delete(translationSources);
    await db.delete(contentHistory);
    await db.delete(contentVersions);
    await db.delete(pageTexts);
    await db.delete(collectionItems);
    await db.delete(siteSettings);
    await db.delete(articleRevisions);
    await db.delete(blogPosts).where(eq(blogPosts.origin, "admin"));
    await refreshPageTexts(db);
    await refreshCollections(db);
    await refreshSiteSettings(db);
  });

  const board = async (query = "") =>
    shape(await asAdmin(boardLoader, `/admin/translations${query}`)).data as unknown as {
      lines: Line[];
      summary: string;
    };
  /** One line of the board, found with the filters an editor would use (kind, and page). */
  const lineOf = async (lang: "en" | "nl", id: string) => {
    const [kind, entity] = id.split("|");
    const page = kind === "page" ? `&page=${entity}` : "";
    return (await board(`?lang=${lang}&kind=${kind}${page}`)).lines.find((line) => line.id === id);
  };

  /** The piping page's hero title in French, saved and published as its screen does. */
  async function changeFrenchTitle(text = TITLE_FR) {
    const { version } = await readPageTexts(db, "piping");
    const saved = await savePendingTexts(
      db,
      "piping",
      [{ key: "hero.title", lang: "fr", value: text }],
      version,
      "sophie.lambert",
    );
    expect(saved.ok).toBe(true);
  }

  async function download(query: string) {
    const answer = (await asAdmin(exportLoader, `/admin/translations/export?${query}`)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.xlf"/);
    return answer.text();
  }

  /** Posts a file to the import screen: the preview, or with `apply` the import itself. */
  async function importFile(xml: string, lang: "en" | "nl", apply = false) {
    const path = `/admin/translations/import?lang=${lang}`;
    const fields = { intent: apply ? "apply" : "preview", lang };
    // The preview's file as the browser's form sends it (multipart, read by the upload reader);
    // the confirmation carries it back as a field.
    const init = apply
      ? { form: { ...fields, xml } }
      : {
          upload: {
            ok: true as const,
            file: { name: "site-nl.xlf", bytes: Buffer.from(xml) },
            fields,
          },
        };
    try {
      return shape(await asAdmin(importAction, path, init));
    } catch (error) {
      if (error instanceof Response)
        return {
          data: {},
          init: { status: error.status },
          location: error.headers.get("location"),
        };
      throw error;
    }
  }

  const dutchTitleRow = async () =>
    (await db.select().from(pageTexts).where(eq(pageTexts.lang, "nl")))[0];

  return {
    db: () => db,
    asAdmin,
    board,
    lineOf,
    changeFrenchTitle,
    download,
    importFile,
    dutchTitleRow,
  };
}

export function frenchArticle() {
  return {
    title: "Purger correctement les lignes vapeur",
    slug: `purger-lignes-vapeur-${Math.random().toString(36).slice(2, 8)}`,
    excerpt: "Pourquoi les condensats doivent quitter les lignes vapeur.",
    category: "Vapeur",
    tags: ["vapeur"],
    language: "fr" as const,
    counterpart: null,
    cover: null,
    publishedAt: null,
    publishAt: null,
    markdown:
      "Les condensats n'ont rien à faire dans une ligne vapeur.\n\nNous posons des purgeurs.",
  };
}

/** What a translator's tool does to a unit: writes its target (raw: markup left as is). */
export function translate(xml: string, id: string, text: string, raw = false): string {
  const value = raw
    ? text
    : text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const start = xml.indexOf(`<trans-unit id="${id}"`);
  if (start === -1) throw new Error(`no unit ${id}`);
  const end = xml.indexOf("</trans-unit>", start);
  const unit = xml.slice(start, end);
  const target = `<target state="translated">${value}</target>`;
  const next = /<target[^>]*>[\s\S]*?<\/target>/.test(unit)
    ? unit.replace(/<target[^>]*>[\s\S]*?<\/target>/, target)
    : unit.replace("</source>", `</source>\n        ${target}`);
  return xml.slice(0, start) + next + xml.slice(end);
}

/** The French title every test gives the first reference, and the service area's French text. */
export const REFERENCE_TITLE_FR = "Brasserie : ligne de soutirage";
export const SERVICE_AREA_FR = "Toute la Belgique et le nord de la France";

/**
 * The first reference's French title changed as an editor saves it: its ref, whether it was
 * saved, and whether it had a Dutch title before.
 */
export async function retitleFirstReference(db: Database) {
  const { items, version } = await readCollection(db, projectsCollection.definition);
  const first = items[0];
  if (!first) throw new Error("no reference");
  const data = first.data as unknown as { title: Record<string, string> };
  const changed = await updateItem(
    db,
    projectsCollection.definition,
    first.ref,
    { ...first.data, title: { ...data.title, fr: REFERENCE_TITLE_FR } },
    {},
    version,
    "sophie.lambert",
  );
  return { ok: changed.ok, ref: changed.ok ? changed.ref : "", hadDutch: Boolean(data.title.nl) };
}

/** The service area's French text changed in the settings, as an editor saves it. */
export async function changeFrenchServiceArea(db: Database) {
  const stored = await readSiteSettings(db);
  return saveSiteSettings(
    db,
    { ...stored.values, "serviceArea.fr": SERVICE_AREA_FR },
    stored.version,
    "sophie.lambert",
  );
}
