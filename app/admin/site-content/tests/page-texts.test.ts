import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type TextPage, textPages } from "~/admin/site-content/page-text-fields.server";
import {
  discardPending,
  publishPage,
  readPageTexts,
  refreshPageTexts,
  restorePageText,
  savePendingTexts,
} from "~/admin/site-content/page-texts.server";
import { textsToReview, unusedTexts } from "~/admin/site-content/page-texts-board.server";
import { editorSections } from "~/admin/site-content/page-texts-view.server";
import { pageTextsAction } from "~/admin/site-content/routes/page-texts-action.server";
import type { Database } from "~/platform/database/db.server";
import { pageTexts } from "~/platform/database/schema";
import { languages } from "~/platform/i18n/lang";
import frHome from "~/platform/i18n/messages/fr/home.server";
import frPiping from "~/platform/i18n/messages/fr/piping.server";
import { messages } from "~/platform/i18n/messages.server";
import { withPendingTexts } from "~/platform/i18n/text-overrides.server";
import { onSiteChange } from "~/platform/settings/site-changes";
import { listHistory } from "~/platform/text/content-history.server";
import { stopApp, testDatabases } from "../../../../tests/integration/harness";
import { pageTextsUser } from "./content-harness";

/** Page texts over the dictionaries: pending edits, preview, publish, undo, review, unused keys. */

afterAll(stopApp);

describe.each(testDatabases)("page texts on $name", (database) => {
  const { reset } = pageTextsUser(database);
  let db: Database;
  let announced = 0;
  onSiteChange(() => announced++);

  beforeEach(async () => {
    db = await reset();
    announced = 0;
  });

  const title = "Tuyauterie inox et process, posée selon la DESP";

  it("a saved edit shows in the preview only; publishing puts it on the page", async () => {
    const saved = await savePendingTexts(
      db,
      "piping",
      [{ key: "hero.title", lang: "fr", value: `  ${title} ` }],
      0,
      "claire",
    );
    expect(saved).toEqual({ ok: true, version: 1, changed: 1 });
    expect(messages("fr", "piping").hero.title).toBe(frPiping.hero.title);
    expect(withPendingTexts(() => messages("fr", "piping").hero.title)).toBe(title);
    expect(announced).toBe(0);

    // The English text is now to review, the French one is not.
    expect((await textsToReview(db)).map((row) => [row.key, row.lang])).toEqual([
      ["hero.title", "en"],
    ]);

    expect(await publishPage(db, "piping", 0, "claire")).toEqual({ ok: false, reason: "conflict" });
    expect(await publishPage(db, "piping", 1, "claire")).toMatchObject({ ok: true, changed: 1 });
    expect(messages("fr", "piping").hero.title).toBe(title);
    expect(messages("en", "piping").hero.title).not.toBe(title);
    expect(announced).toBe(1);

    const [change] = await listHistory(db, "pageTexts", 10, "piping/");
    expect(change).toMatchObject({
      key: "piping/hero.title/fr",
      oldValue: null,
      newValue: title,
      actor: "claire",
    });

    // Undo: the default is back on the page at once.
    expect(await restorePageText(db, change?.id ?? 0, 2, "marc")).toMatchObject({ ok: true });
    expect(messages("fr", "piping").hero.title).toBe(frPiping.hero.title);
  });

  it("refuses what would break the page, and saves nothing of that save", async () => {
    const refused = await savePendingTexts(
      db,
      "piping",
      [
        { key: "hero.eyebrow", lang: "fr", value: "Tuyauterie inox" },
        { key: "hero.title", lang: "fr", value: "x".repeat(400) },
        { key: "hero.title", lang: "en", value: "   " },
      ],
      0,
      "claire",
    );
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "hero.title/fr": "tooLong", "hero.title/en": "required" },
    });
    expect((await readPageTexts(db, "piping")).rows).toEqual([]);

    const common = await savePendingTexts(
      db,
      "common",
      [{ key: "header.callLabel", lang: "fr", value: "Appelez-nous" }],
      0,
      null,
    );
    expect(common).toMatchObject({ errors: { "header.callLabel/fr": "placeholders" } });
  });

  it("discarding keeps the page as published; a key a release removed is listed, not applied", async () => {
    await savePendingTexts(
      db,
      "piping",
      [{ key: "hero.title", lang: "fr", value: title }],
      0,
      null,
    );
    expect(await discardPending(db, "piping", 1, null)).toMatchObject({ ok: true, changed: 1 });
    expect(withPendingTexts(() => messages("fr", "piping").hero.title)).toBe(frPiping.hero.title);

    await db
      .insert(pageTexts)
      .values({ page: "piping", key: "hero.retired", lang: "fr", value: "Ancien" });
    await refreshPageTexts(db);
    expect((await unusedTexts(db)).map((row) => row.key)).toEqual(["hero.retired"]);
    expect(messages("fr", "piping")).not.toHaveProperty("hero.retired");
  });

  /** Every text of the page's editor, in both languages, as a browser sends the form back. */
  async function editorForm(page: TextPage, change: Record<string, string> = {}) {
    const { rows, version } = await readPageTexts(db, page);
    const form = new FormData();
    form.set("version", String(version));
    for (const section of editorSections(page, rows, "fr", messages("fr", "adminPages"), "all")) {
      for (const text of section.texts) {
        for (const lang of languages) form.set(text[lang].name, text[lang].value);
      }
    }
    for (const [name, value] of Object.entries(change)) form.set(name, value);
    return form;
  }

  /** Where the editor lands after a post ("done=unchanged"), or the refusal it shows. */
  async function post(page: TextPage, form: FormData, intent: "save" | "publish") {
    form.set("intent", intent);
    const outcome: unknown = await pageTextsAction({
      db,
      page,
      lang: "fr",
      actor: { actor: "claire", ip: null },
      address: `/admin/pages/${page}`,
      form,
    }).catch((thrown: unknown) => thrown);
    if (!(outcome instanceof Response)) throw new Error(`refused: ${JSON.stringify(outcome)}`);
    return new URL(outcome.headers.get("Location") ?? "", "http://localhost").searchParams;
  }

  it("saving any page's editor untouched stores no edit", async () => {
    for (const page of textPages) {
      const landed = await post(page, await editorForm(page), "save");
      expect(`${page}: ${landed.get("done")}`).toBe(`${page}: unchanged`);
    }
    expect(await db.select().from(pageTexts)).toEqual([]);
    expect(await textsToReview(db)).toEqual([]);
  });

  it("changing one text saves that text only and keeps the spaces the page puts around it", async () => {
    const headline = frHome.hero.headline;
    const saved = await post(
      "home",
      await editorForm("home", {
        "hero.intro/fr": "Bureau d'études et installateur dans le Hainaut.",
      }),
      "save",
    );
    expect(saved.get("count")).toBe("1");
    await post("home", await editorForm("home"), "publish");
    const shown = messages("fr", "home").hero.headline;
    expect(shown).toEqual(headline);
    expect(
      `${shown.before}${shown.highlight1}${shown.middle}${shown.highlight2}${shown.after}`,
    ).toBe(
      "Vos installations de process conçues, automatisées et mises en service par une seule équipe",
    );
    expect(messages("fr", "home").hero.intro).toBe(
      "Bureau d'études et installateur dans le Hainaut.",
    );

    // Retyping a word between two bold parts keeps the spaces on either side.
    await post(
      "home",
      await editorForm("home", { "hero.headline.middle/fr": "  et aussi " }),
      "publish",
    );
    expect(messages("fr", "home").hero.headline.middle).toBe(" et aussi ");
  });

  it("a text an older release saved trimmed is shown within its default's spaces", async () => {
    await db
      .insert(pageTexts)
      .values({ page: "home", key: "hero.headline.before", lang: "fr", value: "Vos usines" });
    await refreshPageTexts(db);
    expect(messages("fr", "home").hero.headline.before).toBe("Vos usines ");
  });
});
