import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "~/admin/articles/articles.server";
import { projectsCollection } from "~/admin/site-content/collections/projects.server";
import { readCollection } from "~/admin/site-content/collections.server";
import { readXliff } from "~/admin/translations/xliff.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { articleRevisions, blogPosts } from "~/platform/database/schema";
import { messages } from "~/platform/i18n/messages.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { listHistory } from "~/platform/text/content-history.server";
import { stopApp, testDatabases } from "../../../../tests/integration/harness";
import {
  changeFrenchServiceArea,
  frenchArticle,
  retitleFirstReference,
  TITLE_FR,
  TITLE_NL,
  translate,
  translationBoard,
} from "./translation-board-fixture";

/**
 * The translation board's XLIFF files: the export, the import's preview and its refusals, and
 * the round trip to the public page.
 */

afterAll(stopApp);

describe.each(testDatabases)("the translation files on $name", (database) => {
  const {
    db: fixtureDb,
    lineOf,
    changeFrenchTitle,
    download,
    importFile,
    dutchTitleRow,
  } = translationBoard(database);
  let db: Database;
  beforeEach(() => {
    db = fixtureDb();
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
    const { ref } = await retitleFirstReference(db);
    await changeFrenchServiceArea(db);
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
