import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { refreshPageTexts } from "~/admin/site-content/page-texts.server";
import { action, loader } from "~/admin/site-content/routes/page-texts";
import { loader as listLoader } from "~/admin/site-content/routes/pages";
import {
  action as reviewAction,
  loader as reviewLoader,
} from "~/admin/site-content/routes/pages-review";
import {
  action as unusedAction,
  loader as unusedLoader,
} from "~/admin/site-content/routes/pages-unused";
import enPages from "~/admin/site-content/texts/pages.en.server";
import frPages from "~/admin/site-content/texts/pages.fr.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { pageTexts } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import enPiping from "~/platform/i18n/messages/en/piping.server";
import frCommon from "~/platform/i18n/messages/fr/common.server";
import frPiping from "~/platform/i18n/messages/fr/piping.server";
import nlPiping from "~/platform/i18n/messages/nl/piping.server";
import { messages } from "~/platform/i18n/messages.server";
import { withPendingTexts } from "~/platform/i18n/text-overrides.server";
import { listHistory } from "~/platform/text/content-history.server";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import { pageTextsUser } from "./content-harness";

/** The back office's "Pages" screens: edit, refuse, conflict, publish, undo, review, unused. */

afterAll(stopApp);

interface Side {
  name: string;
  value: string;
  pending: boolean;
  toReview: boolean;
  edited: boolean;
}
interface Editor {
  version: number;
  done?: string | null;
  counts: { edited: number; pending: number; review: number };
  sections: { key: string; name: string; texts: { key: string; fr: Side; en: Side }[] }[];
  history: {
    id: number;
    text: string;
    old: string | null;
    new: string | null;
    restorable: boolean;
  }[];
}

const TITLE = "Tuyauterie inox et process, posée selon la DESP";

describe.each(testDatabases)("the Pages screens on $name", (database) => {
  const { reset, asAdmin } = pageTextsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });

  const editor = async (path = "/admin/pages/piping", page = "piping") =>
    shape(await asAdmin(loader, path, { params: { page } })).data as unknown as Editor;

  const side = (shown: Editor, id: string) =>
    shown.sections
      .flatMap((section) => section.texts.flatMap((text) => [text.fr, text.en]))
      .find((entry) => entry.name === id);

  /** The page's form as the browser sends it: every text shown, some changed, one button. */
  async function post(
    changes: Record<string, string>,
    { intent = "save", version }: { intent?: string; version?: number } = {},
  ) {
    const shown = await editor();
    const form: Record<string, string> = {
      intent,
      version: String(version ?? shown.version),
      show: "all",
    };
    for (const section of shown.sections) {
      for (const text of section.texts) {
        form[text.fr.name] = text.fr.value;
        form[text.en.name] = text.en.value;
      }
    }
    return asAdmin(action, "/admin/pages/piping", {
      form: { ...form, ...changes },
      params: { page: "piping" },
    });
  }

  const actions = async () =>
    (await listAudit(db)).entries.map((entry) => [entry.action, entry.target]);

  it("lists the pages by their names, with what waits on each", async () => {
    const list = async () =>
      shape(await asAdmin(listLoader, "/admin/pages")).data as unknown as {
        pages: { page: string; name: string; edited: number; pending: number; toReview: number }[];
        waiting: { href: string; text: string }[];
      };
    const before = await list();
    expect(before.pages[0]).toMatchObject({ page: "common", name: frPages.common });
    expect(before.pages.find((page) => page.page === "piping")).toMatchObject({
      name: frCommon.nav.piping,
      pending: 0,
    });
    expect(before.waiting).toEqual([]);
    await thrown(post({ "hero.title/fr": TITLE }));
    const after = await list();
    expect(after.pages.find((page) => page.page === "piping")).toMatchObject({
      edited: 0,
      pending: 1,
      toReview: 1,
    });
    expect(after.waiting).toEqual([
      { href: "/admin/pages/review", text: fill(frPages.reviewLink, { count: 1 }) },
    ]);
  });

  it("saves an edit as pending, shown by the preview only, then publishes it and logs both", async () => {
    const first = await editor();
    expect(first.sections.map((section) => section.name)).toContain(frPages.sections.hero);
    // Saving what is shown changes nothing and writes nothing.
    const unchanged = await thrown(post({}));
    expect(unchanged.headers.get("location")).toBe("/admin/pages/piping?done=unchanged");
    expect(await db.select().from(pageTexts)).toEqual([]);

    const saved = await thrown(post({ "hero.title/fr": ` ${TITLE} ` }));
    expect(saved.headers.get("location")).toBe("/admin/pages/piping?done=saved&count=1");
    expect(messages("fr", "piping").hero.title).toBe(frPiping.hero.title);
    expect(withPendingTexts(() => messages("fr", "piping").hero.title)).toBe(TITLE);
    const shown = await editor("/admin/pages/piping?done=saved&count=1");
    expect(shown.done).toBe(
      "1 modification(s) enregistrée(s), pas encore publiée(s). Vérifiez-les dans l'aperçu, puis publiez la page.",
    );
    expect(side(shown, "hero.title/fr")).toMatchObject({ value: TITLE, pending: true });
    expect(side(shown, "hero.title/en")).toMatchObject({ toReview: true, pending: false });

    const published = await thrown(post({}, { intent: "publish" }));
    expect(published.headers.get("location")).toBe("/admin/pages/piping?done=published&count=1");
    expect(messages("fr", "piping").hero.title).toBe(TITLE);
    expect(messages("en", "piping").hero.title).toBe(enPiping.hero.title);
    const after = await editor();
    expect(after.counts).toEqual({ edited: 1, pending: 0, review: 1 });
    expect(after.history[0]).toMatchObject({ old: null, new: TITLE, restorable: true });
    expect(await actions()).toEqual([
      ["page_texts_published", "piping"],
      ["page_texts_saved", "piping: hero.title/fr"],
    ]);
  });

  it("refuses what would break the page on its field, keeps everything typed, saves nothing", async () => {
    const refused = shape(
      await post({
        "hero.eyebrow/fr": "Tuyauterie inox",
        "hero.title/fr": "x".repeat(400),
        "hero.title/en": "   ",
      }),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      alert: "invalid",
      typed: { "hero.eyebrow/fr": "Tuyauterie inox", "hero.title/en": "   " },
      errors: {
        "hero.title/fr": "Ce texte est trop long\u00a0: 101 caractères au plus.",
        "hero.title/en": frPages.errors.required,
      },
    });
    expect(await db.select().from(pageTexts)).toEqual([]);
    expect(await actions()).toEqual([]);
  });

  it("refuses a save made from an older version, keeping what was typed", async () => {
    await thrown(post({ "hero.title/fr": TITLE }));
    const stale = shape(await post({ "hero.cta/fr": "Demander un prix" }, { version: 0 }));
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toMatchObject({
      alert: "conflict",
      version: 1,
      typed: { "hero.cta/fr": "Demander un prix" },
    });
    expect(withPendingTexts(() => messages("fr", "piping").hero.cta)).toBe(frPiping.hero.cta);
    // Saving again, knowing of the other save, wins.
    await thrown(post({ "hero.cta/fr": "Demander un prix" }, { version: 1 }));
    expect(withPendingTexts(() => messages("fr", "piping").hero.cta)).toBe("Demander un prix");
  });

  it("undoes a published change from the history, at once, logged", async () => {
    await thrown(post({ "hero.title/fr": TITLE }, { intent: "publish" }));
    const [change] = (await editor()).history;
    const restore = (version: number) =>
      asAdmin(action, "/admin/pages/piping", {
        form: { intent: "restore", historyId: String(change?.id), version: String(version) },
        params: { page: "piping" },
      });
    const stale = shape(await restore(0));
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toBe("stale");
    const restored = await thrown(restore(2));
    expect(restored.headers.get("location")).toBe(
      "/admin/pages/piping?done=restored&text=hero.title%2Ffr",
    );
    expect(messages("fr", "piping").hero.title).toBe(frPiping.hero.title);
    const after = await editor("/en/admin/pages/piping?done=restored&text=hero.title%2Ffr");
    expect(after.done).toBe("Old text restored and online: Top of the page · Title (French).");
    expect(after.history[0]).toMatchObject({ old: TITLE, new: null, restorable: true });
    expect(after.history[1]).toMatchObject({ restorable: false });
    expect((await actions())[0]).toEqual(["page_text_restored", "piping/hero.title/fr"]);
  });

  it("confirms a translation on the page and on the board; a box sends a text back to its original", async () => {
    await thrown(post({ "hero.title/fr": TITLE, "hero.cta/en": "Ask for a price" }));
    const confirmed = await thrown(post({}, { intent: "confirm:hero.title/en" }));
    expect(confirmed.headers.get("location")).toBe(
      "/admin/pages/piping?done=confirmed&text=hero.title%2Fen",
    );
    expect(side(await editor(), "hero.title/en")?.toReview).toBe(false);

    const board = shape(await asAdmin(reviewLoader, "/en/admin/pages/review")).data as unknown as {
      pages: { page: string; texts: { id: string; texts: Record<"fr" | "en" | "nl", string> }[] }[];
    };
    expect(board.pages).toEqual([
      expect.objectContaining({
        page: "piping",
        texts: [
          expect.objectContaining({
            id: "hero.cta/fr",
            texts: { fr: frPiping.hero.cta, en: "Ask for a price", nl: nlPiping.hero.cta },
          }),
        ],
      }),
    ]);
    await thrown(
      asAdmin(reviewAction, "/admin/pages/review", {
        form: { page: "piping", key: "hero.cta", lang: "fr" },
      }),
    );
    expect(side(await editor(), "hero.cta/fr")?.toReview).toBe(false);
    expect((await actions()).slice(0, 2)).toEqual([
      ["page_text_reviewed", "piping/hero.cta/fr"],
      ["page_text_reviewed", "piping/hero.title/en"],
    ]);

    // Back to the original: the pending edit goes, the page follows the code's text again.
    await thrown(post({ "default:hero.cta/en": "on" }));
    expect(withPendingTexts(() => messages("en", "piping").hero.cta)).toBe(enPiping.hero.cta);
    expect(side(await editor(), "hero.cta/en")).toMatchObject({ edited: false, pending: false });
  });

  it("discards the unpublished edits, logged", async () => {
    await thrown(post({ "hero.title/fr": TITLE }));
    const discarded = await thrown(
      asAdmin(action, "/admin/pages/piping", {
        form: { intent: "discard", version: "1" },
        params: { page: "piping" },
      }),
    );
    expect(discarded.headers.get("location")).toBe("/admin/pages/piping?done=discarded");
    expect(withPendingTexts(() => messages("fr", "piping").hero.title)).toBe(frPiping.hero.title);
    expect((await editor()).counts.pending).toBe(0);
    expect((await actions())[0]).toEqual(["page_texts_discarded", "piping"]);
  });

  it("lists a text no longer used and removes it, in the history and the log", async () => {
    await db
      .insert(pageTexts)
      .values({ page: "piping", key: "hero.retired", lang: "fr", value: "Ancien slogan" });
    await refreshPageTexts(db);
    const list = shape(await asAdmin(unusedLoader, "/en/admin/pages/unused")).data as unknown as {
      rows: { id: string; value: string }[];
    };
    expect(list.rows).toEqual([
      expect.objectContaining({ id: "piping/hero.retired/fr", value: "Ancien slogan" }),
    ]);
    const removed = await thrown(
      asAdmin(unusedAction, "/en/admin/pages/unused", { form: { text: "piping/hero.retired/fr" } }),
    );
    expect(removed.headers.get("location")).toBe("/en/admin/pages/unused?removed=1");
    expect(await db.select().from(pageTexts)).toEqual([]);
    const after = shape(await asAdmin(unusedLoader, "/en/admin/pages/unused?removed=1"))
      .data as unknown as { rows: unknown[]; done: string };
    expect(after).toMatchObject({ rows: [], done: enPages.done.removed.replace("{count}", "1") });
    expect((await listHistory(db, "pageTexts", 1))[0]).toMatchObject({
      key: "piping/hero.retired/fr",
      oldValue: "Ancien slogan",
      newValue: null,
    });
    expect((await actions())[0]).toEqual(["page_text_removed", "piping/hero.retired/fr"]);
  });

  it("answers 404 for a page that does not exist", async () => {
    const missing = shape(
      await asAdmin(loader, "/admin/pages/nowhere", { params: { page: "nowhere" } }),
    );
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toMatchObject({ missing: true, title: "Page introuvable" });
  });
});
