import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "~/admin/articles/articles.server";
import { projectsCollection } from "~/admin/site-content/collections/projects.server";
import { readPageTexts, savePendingTexts } from "~/admin/site-content/page-texts.server";
import {
  action as boardAction,
  loader as boardLoader,
} from "~/admin/translations/routes/translations";
import { boardLines } from "~/admin/translations/translation-board.server";
import { translationGaps } from "~/admin/translations/translation-gaps.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import {
  changeFrenchServiceArea,
  frenchArticle,
  type Line,
  REFERENCE_TITLE_FR,
  retitleFirstReference,
  TITLE_FR,
  TITLE_NL,
  translationBoard,
} from "./translation-board-fixture";

/**
 * The translation board as an editor meets it: the states after the French changes (page texts,
 * collections, settings, articles) and "the translation is right".
 */

afterAll(stopApp);

describe.each(testDatabases)("the translation board on $name", (database) => {
  const { db: fixtureDb, asAdmin, board, lineOf, changeFrenchTitle } = translationBoard(database);
  let db: Database;
  beforeEach(() => {
    db = fixtureDb();
  });

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
    const changed = await retitleFirstReference(db);
    expect(changed.ok).toBe(true);
    const ref = changed.ref;
    const collectionLine = await lineOf("nl", `collection|projects/${ref}|title`);
    expect(collectionLine).toMatchObject({
      state: changed.hadDutch ? "toReview" : "missing",
      source: REFERENCE_TITLE_FR,
    });
    expect(collectionLine?.href).toBe(
      `/admin/collections/${projectsCollection.screen.slug}/${ref}`,
    );

    // The service area in French: to review in English and Dutch; the Dutch rewritten: current.
    const saved = await changeFrenchServiceArea(db);
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
});
