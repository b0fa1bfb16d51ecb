import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "~/admin/articles/articles.server";
import { updateItem } from "~/admin/site-content/collection-edits.server";
import { projectsCollection } from "~/admin/site-content/collections/projects.server";
import { readCollection, refreshCollections } from "~/admin/site-content/collections.server";
import {
  readPageTexts,
  refreshPageTexts,
  savePendingTexts,
} from "~/admin/site-content/page-texts.server";
import {
  action as boardAction,
  loader as boardLoader,
} from "~/admin/translations/routes/translations";
import { loader as exportLoader } from "~/admin/translations/routes/translations-export";
import { action as importAction } from "~/admin/translations/routes/translations-import";
import { boardLines } from "~/admin/translations/translation-board.server";
import { translationGaps } from "~/admin/translations/translation-gaps.server";
import { readXliff } from "~/admin/translations/xliff.server";
import { listAudit } from "~/platform/audit/audit-log.server";
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
import { messages } from "~/platform/i18n/messages.server";
import {
  readSiteSettings,
  refreshSiteSettings,
  saveSiteSettings,
} from "~/platform/settings/site-settings.server";
import { listHistory } from "~/platform/text/content-history.server";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";

/**
 * The translation board and its XLIFF files as an editor meets them: the states after the French
 * changes (page texts, collections, settings, articles), "the translation is right", the export,
 * the import's preview and its refusals, and the round trip to the public page.
 */

afterAll(stopApp);

interface Line {
  id: string;
  kind: string;
  entity: string;
  field: string;
  state: "current" | "toReview" | "missing";
  source: string;
  target: string;
  href: string;
}

const TITLE_FR = "Tuyauterie inox et acier, préfabriquée en atelier";
const TITLE_NL = "Industriële leidingen in inox en staal, geprefabriceerd in ons atelier";

describe.each(testDatabases)("the translation board on $name", (database) => {
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

  it("marks both translations to review when a French page text changes, until each is written or confirmed", async () => {
    const id = "page|piping|hero.title";
    expect((await lineOf("nl", id))?.state).toBe("current");
    expect((await lineOf("en", id))?.state).toBe("current");
    await changeFrenchTitle();
    const nl = await lineOf("nl", id);
    expect(nl).toMatchObject({ state: "toReview", source: TITLE_FR });
    expect(nl?.href).toBe("/admin/pages/piping#text-hero-title-nl");
    expect((await lineOf("en", id))?.state).toBe("toReview");

    // The Dutch rewritten on the page screen: current; the English still waits.
    const { version } = await readPageTexts(db, "piping");
    await savePendingTexts(
      db,
      "piping",
      [{ key: "hero.title", lang: "nl", value: TITLE_NL }],
      version,
      "sophie.lambert",
    );
    expect((await lineOf("nl", id))?.state).toBe("current");
    expect((await lineOf("en", id))?.state).toBe("toReview");

    // The English is right as it is: confirmed on the board, in the activity log.
    const confirmed = await thrown(
      asAdmin(boardAction, "/admin/translations", {
        form: { line: id, lang: "en", back: "/admin/translations?lang=en" },
      }),
    );
    expect(confirmed.status).toBe(302);
    expect((await lineOf("en", id))?.state).toBe("current");
    const { entries } = await listAudit(db);
    expect(entries[0]).toMatchObject({
      action: "translation_confirmed",
      actor: "sophie.lambert",
      target: expect.stringMatching(/ \(en\)$/),
    });

    // The French changes again: both to review again.
    await changeFrenchTitle(`${TITLE_FR} (DESP)`);
    expect((await lineOf("nl", id))?.state).toBe("toReview");
    expect((await lineOf("en", id))?.state).toBe("toReview");
  });

  it("follows a collection item's French field, a localized setting and an article without Dutch", async () => {
    // A reference's French title changed: its English and Dutch titles to review.
    const { items, version } = await readCollection(db, projectsCollection.definition);
    const first = items[0];
    if (!first) throw new Error("no reference");
    const data = first.data as unknown as { title: Record<string, string> };
    const changed = await updateItem(
      db,
      projectsCollection.definition,
      first.ref,
      { ...first.data, title: { ...data.title, fr: "Brasserie : ligne de soutirage" } },
      {},
      version,
      "sophie.lambert",
    );
    expect(changed.ok).toBe(true);
    const ref = changed.ok ? changed.ref : "";
    const collectionLine = await lineOf("nl", `collection|projects/${ref}|title`);
    expect(collectionLine).toMatchObject({
      state: data.title.nl ? "toReview" : "missing",
      source: "Brasserie : ligne de soutirage",
    });
    expect(collectionLine?.href).toBe(
      `/admin/collections/${projectsCollection.screen.slug}/${ref}`,
    );

    // The service area in French: to review in English and Dutch; the Dutch rewritten: current.
    const stored = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      { ...stored.values, "serviceArea.fr": "Toute la Belgique et le nord de la France" },
      stored.version,
      "sophie.lambert",
    );
    expect(saved.ok).toBe(true);
    expect((await lineOf("nl", "setting|serviceArea|"))?.state).toBe("toReview");
    const again = await readSiteSettings(db);
    await saveSiteSettings(
      db,
      { ...again.values, "serviceArea.nl": "Heel België en Noord-Frankrijk" },
      again.version,
      "sophie.lambert",
    );
    expect((await lineOf("nl", "setting|serviceArea|"))?.state).toBe("current");
    expect(await lineOf("en", "setting|serviceArea|")).toMatchObject({
      state: "toReview",
      href: "/admin/settings#settings-area",
    });

    // A French article with no Dutch version: missing, and counted before Dutch goes live.
    const article = await createArticle(db, frenchArticle(), true);
    expect(article.ok).toBe(true);
    const key = article.ok ? article.post.translationKey : "";
    const missing = await lineOf("nl", `article|${key}|`);
    expect(missing?.state).toBe("missing");
    expect(missing?.href).toBe(
      `/admin/articles/new?from=${article.ok ? article.post.id : 0}&to=nl`,
    );
    const gaps = await translationGaps(db, "nl", "en");
    expect(gaps.some((line) => /^\d+ article\(s\)$/.test(line))).toBe(true);
    // The board of one language, every kind: how long its lines take to read (printed, not asserted).
    const started = performance.now();
    const all = await boardLines(db, "nl", "fr");
    console.info(
      `translation board (${database.name}): ${all.length} lines in ${Math.round(performance.now() - started)} ms`,
    );
    const summary = (await board("?lang=nl&state=missing&kind=article")).summary;
    expect(summary).toMatch(/^0 à revoir, [1-9]\d* manquant\(s\), 0 à jour$/);
    // The same board in the back office's English.
    const english = shape(
      await asAdmin(boardLoader, "/en/admin/translations?lang=nl&state=missing&kind=article"),
    ).data as unknown as { summary: string; lines: Line[] };
    expect(english.summary).toMatch(/^0 to review, [1-9]\d* missing, 0 current$/);
    expect(english.lines[0]?.href).toMatch(/^\/en\/admin\/articles\/new\?from=\d+&to=nl$/);
  });

  it("round-trips a page's texts and an article through XLIFF: export, translate, preview, import, shown on the site", async () => {
    await changeFrenchTitle();
    const article = await createArticle(db, frenchArticle(), true);
    const key = article.ok ? article.post.translationKey : "";

    const pageFile = await download("lang=nl&set=page&page=piping");
    const read = readXliff(pageFile);
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    expect(read.targetLanguage).toBe("nl");
    const unit = read.units.find((candidate) => candidate.id === "page|piping|hero.title");
    expect(unit?.source).toBe(TITLE_FR);
    // The translator's tool writes the target.
    const translated = translate(pageFile, "page|piping|hero.title", TITLE_NL);

    const preview = await importFile(translated, "nl");
    expect(preview.init?.status ?? 200).toBe(200);
    const changes = (preview.data as { preview: { changes: { id: string; after: string }[] } })
      .preview.changes;
    expect(changes).toEqual([
      expect.objectContaining({ id: "page|piping|hero.title", after: TITLE_NL }),
    ]);
    expect(await dutchTitleRow()).toBeUndefined(); // the preview changed nothing

    const applied = await importFile(translated, "nl", true);
    expect(applied.init?.status).toBe(302);
    expect(messages("nl", "piping").hero.title).toBe(TITLE_NL); // published: the /nl page shows it
    expect((await lineOf("nl", "page|piping|hero.title"))?.state).toBe("current");
    const history = await listHistory(db, "pageTexts", 10);
    expect(
      history.some((entry) => entry.key === "piping/hero.title/nl" && entry.newValue === TITLE_NL),
    ).toBe(true);

    // The article: its three parts translated, imported as a Dutch draft with its revision.
    const articleFile = await download(`lang=nl&set=article&article=${key}`);
    let filled = translate(
      articleFile,
      `article|${key}|title`,
      "Stoomleidingen correct ontwateren",
    );
    filled = translate(
      filled,
      `article|${key}|excerpt`,
      "Waarom condensaat uit stoomleidingen moet.",
    );
    filled = translate(
      filled,
      `article|${key}|markdown`,
      "Condensaat hoort niet in een stoomleiding.\n\nDaarom plaatsen we purgeurs.",
    );
    expect((await importFile(filled, "nl", true)).init?.status).toBe(302);
    const [dutch] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.translationKey, key))
      .then((rows) => rows.filter((row) => row.language === "nl"));
    expect(dutch).toMatchObject({ title: "Stoomleidingen correct ontwateren", published: false });
    const revisions = await db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, dutch?.id ?? 0));
    expect(revisions).toHaveLength(1);
    expect((await lineOf("nl", `article|${key}|`))?.state).toBe("current");
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === "translations_imported")).toHaveLength(2);
    expect(actions.filter((action) => action === "translations_exported")).toHaveLength(2);
  });

  it("round-trips a reference's field and a setting through the file of everything to review", async () => {
    const { items, version } = await readCollection(db, projectsCollection.definition);
    const first = items[0];
    if (!first) throw new Error("no reference");
    const data = first.data as unknown as { title: Record<string, string> };
    const changed = await updateItem(
      db,
      projectsCollection.definition,
      first.ref,
      { ...first.data, title: { ...data.title, fr: "Brasserie : ligne de soutirage" } },
      {},
      version,
      "sophie.lambert",
    );
    const ref = changed.ok ? changed.ref : "";
    const stored = await readSiteSettings(db);
    await saveSiteSettings(
      db,
      { ...stored.values, "serviceArea.fr": "Toute la Belgique et le nord de la France" },
      stored.version,
      "sophie.lambert",
    );
    const file = await download("lang=nl&set=open");
    let filled = translate(file, `collection|projects/${ref}|title`, "Brouwerij: vullijn");
    filled = translate(filled, "setting|serviceArea|", "Heel België en Noord-Frankrijk");
    const preview = await importFile(filled, "nl");
    const ids = (preview.data as { preview: { changes: { id: string }[] } }).preview.changes.map(
      (change) => change.id,
    );
    expect(ids).toEqual([`collection|projects/${ref}|title`, "setting|serviceArea|"]);
    expect((await importFile(filled, "nl", true)).init?.status).toBe(302);
    const after = await readCollection(db, projectsCollection.definition);
    const item = after.items.find((candidate) => candidate.ref === ref)?.data as unknown as {
      title: Record<string, string>;
    };
    expect(item.title.nl).toBe("Brouwerij: vullijn");
    expect((await readSiteSettings(db)).values["serviceArea.nl"]).toBe(
      "Heel België en Noord-Frankrijk",
    );
    expect((await lineOf("nl", `collection|projects/${ref}|title`))?.state).toBe("current");
    expect((await lineOf("nl", "setting|serviceArea|"))?.state).toBe("current");
    expect(
      (await listHistory(db, "settings", 5)).some((entry) => entry.key === "serviceArea.nl"),
    ).toBe(true);
  });

  it("refuses a malformed file, another language, a changed French source and markup, changing nothing", async () => {
    await changeFrenchTitle();
    const file = await download("lang=nl&set=page&page=piping");
    const good = translate(file, "page|piping|hero.title", TITLE_NL);
    const refusals: [string, string, RegExp][] = [
      [good.slice(0, good.length / 2), "nl", /n'est pas un XLIFF lisible/],
      [good.replace('version="1.2"', 'version="2.0"'), "nl", /n'est pas un XLIFF 1\.2/],
      [good, "en", /traduit en Néerlandais alors que l'import attendait Anglais/],
      [
        translate(file, "page|piping|hero.title", 'Leidingen <g id="1">inox</g>', true),
        "nl",
        /balisage .* \(<g>\)/,
      ],
      [good.replace("page|piping|hero.title", "page|piping|hero.nothing"), "nl", /n'existe plus/],
      [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"/>',
        "nl",
        /n'est pas un XLIFF lisible/,
      ],
    ];
    for (const [xml, lang, message] of refusals) {
      const answer = await importFile(xml, lang as "en" | "nl");
      expect(answer.init?.status, String(message)).toBe(400);
      expect((answer.data as { error: string }).error).toMatch(message);
    }
    // The French changed after the export: the file is refused, at preview and at import.
    await changeFrenchTitle(`${TITLE_FR} (DESP)`);
    const stale = await importFile(good, "nl");
    expect(stale.init?.status).toBe(400);
    expect((stale.data as { error: string }).error).toMatch(/a changé depuis l'export/);
    expect((await importFile(good, "nl", true)).init?.status).toBe(409);
    expect(await dutchTitleRow()).toBeUndefined();
    expect(
      (await listAudit(db)).entries.some((entry) => entry.action === "translations_imported"),
    ).toBe(false);
  });
});

function frenchArticle() {
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
function translate(xml: string, id: string, text: string, raw = false): string {
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
