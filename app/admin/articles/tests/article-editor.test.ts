import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findArticle, findCounterpart } from "~/admin/articles/articles.server";
import { action as editAction, loader as editLoader } from "~/admin/articles/routes/article-edit";
import { loader as listLoader } from "~/admin/articles/routes/articles";
import type { Database } from "~/platform/database/db.server";
import { auditLog, blogPosts } from "~/platform/database/schema";
import { asAdmin, stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { editorSession } from "./editor-harness";

/** The editor as the team uses it: the English version of a French article, and planning. */

afterAll(stopApp);

interface EditorData {
  values: Record<string, string>;
  counterparts: Record<"fr" | "en", { value: number; label: string }[]>;
  translationNote: string | null;
  scheduledAt: string;
  links: { translation: { href: string; text: string } | null };
  article: { state: string } | null;
  errors?: Record<string, string>;
}
const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as { data: EditorData; init?: { status?: number } };

const french = {
  title: "Supervision d'une station de NEP",
  slug: "supervision-station-nep",
  excerpt: "Recettes, traçabilité des cycles et alarmes d'une NEP à trois cuves.",
  category: "Automatisation",
  tags: "NEP, Supervision",
  language: "fr",
  counterpart: "",
  markdown: "## Les recettes\n\nUne recette par circuit.",
  publishedAt: "",
  publishAt: "",
};

describe.each(testDatabases)("The article editor on $name", (database) => {
  let db: Database;
  const { start, get, post } = editorSession(database);
  beforeAll(async () => {
    ({ db } = await start());
  });
  const load = async (path: string, id?: string) =>
    shape(await asAdmin(editLoader, get(path), id ? { id } : {})).data;
  /** Submits the editor; the redirect's location, or the refusal's data. */
  const submit = async (path: string, fields: Record<string, string>, id?: string) => {
    try {
      return shape(await asAdmin(editAction, post(path, fields), id ? { id } : {}));
    } catch (error) {
      if (error instanceof Response) return error.headers.get("location") ?? "";
      throw error;
    }
  };
  const entries = async (action: string, target: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

  it("starts the English version of a French article from its texts, linked to it", async () => {
    const saved = await submit("/admin/articles/new", { ...french, intent: "publish" });
    expect(saved).toMatch(/^\/admin\/articles\/\d+\?done=published$/);
    const [original] = await db.select().from(blogPosts).where(eq(blogPosts.slug, french.slug));
    if (!original) throw new Error("not saved");

    const editor = await load(`/admin/articles/${original.id}`, String(original.id));
    expect(editor.links.translation).toEqual({
      href: `/admin/articles/new?from=${original.id}`,
      text: "Créer la version anglaise",
    });
    const start = await load(`/admin/articles/new?from=${original.id}`);
    expect(start.values).toMatchObject({
      language: "en",
      counterpart: String(original.id),
      title: french.title,
      excerpt: french.excerpt,
      markdown: french.markdown,
      tags: french.tags,
      slug: "",
      // The category its translated articles use: Automatisation -> Automation.
      category: "Automation",
    });
    expect(start.translationNote).toContain(french.title);
    // Offered as counterparts: only English articles without a French version (none seeded).
    expect(start.counterparts.en).toEqual([]);
    expect(start.counterparts.fr.map((option) => option.value)).toEqual([original.id]);

    const english = await submit("/admin/articles/new", {
      ...start.values,
      title: "Supervising a CIP station",
      excerpt: "Recipes, cycle records and alarms of a three-tank CIP.",
      markdown: "## Recipes\n\nOne recipe per circuit.",
      intent: "save",
    });
    expect(english).toMatch(/done=created$/);
    const counterpart = await findCounterpart(db, original);
    expect(counterpart).toMatchObject({ language: "en", slug: "supervising-a-cip-station" });

    // Now paired: English no longer offered (Dutch still is), and "create" leads to the version it has.
    const again = await thrown(asAdmin(editLoader, get(`/admin/articles/new?from=${original.id}`)));
    expect(again.headers.get("location")).toBe(`/admin/articles/${counterpart?.id}`);
    const fresh = await load("/admin/articles/new");
    expect(fresh.counterparts.fr.map((option) => option.value)).not.toContain(original.id);
    const list = shape(await asAdmin(listLoader, get("/en/admin/articles"))).data as unknown as {
      articles: { id: number; translate: unknown; counterpart: unknown }[];
    };
    const row = list.articles.find((article) => article.id === original.id);
    expect(row).toMatchObject({
      translate: [
        {
          href: `/en/admin/articles/new?from=${original.id}&to=nl`,
          text: "Create the Dutch version",
        },
      ],
      counterpart: { title: "Supervising a CIP station" },
    });
  });

  it("plans a draft's publication in Brussels time, shows it, and cancels it, in the activity log", async () => {
    const fields = { ...french, title: "Dosage NEP", slug: "dosage-nep", intent: "save" };
    const created = await submit("/admin/articles/new", fields);
    const id = String(created).match(/articles\/(\d+)/)?.[1] ?? "";
    const version = () => findArticle(db, Number(id)).then((row) => String(row?.version));

    // Without a time, "Schedule" asks for one.
    const missing = await submit(
      `/admin/articles/${id}`,
      { ...fields, intent: "schedule", version: await version() },
      id,
    );
    expect(typeof missing === "string" ? missing : missing.data.errors).toEqual({
      publishAt: "scheduleRequired",
    });

    const year = new Date().getFullYear() + 1;
    const planned = await submit(
      `/admin/articles/${id}`,
      { ...fields, publishAt: `${year}-01-15T09:30`, intent: "schedule", version: await version() },
      id,
    );
    expect(planned).toBe(`/admin/articles/${id}?done=scheduled`);
    const row = await findArticle(db, Number(id));
    expect(row?.publishAt?.toISOString()).toBe(`${year}-01-15T08:30:00.000Z`);
    expect(row?.published).toBe(false);
    const editor = await load(`/admin/articles/${id}?done=scheduled`, id);
    expect(editor.values.publishAt).toBe(`${year}-01-15T09:30`);
    expect(editor.scheduledAt).toBe(`15 janv. ${year}, 09:30`);
    expect(editor.article?.state).toBe(`publication programmée le 15 janv. ${year}, 09:30`);
    const list = shape(await asAdmin(listLoader, get("/admin/articles"))).data as unknown as {
      articles: { id: number; scheduledAt: string | null; published: boolean }[];
    };
    expect(list.articles.find((article) => article.id === Number(id))).toMatchObject({
      published: false,
      scheduledAt: `15 janv. ${year}, 09:30`,
    });
    expect(await entries("article_scheduled", "fr/dosage-nep")).toHaveLength(1);

    const cancelled = await submit(
      `/admin/articles/${id}`,
      {
        ...fields,
        publishAt: `${year}-01-15T09:30`,
        intent: "unschedule",
        version: await version(),
      },
      id,
    );
    expect(cancelled).toBe(`/admin/articles/${id}?done=unscheduled`);
    expect((await findArticle(db, Number(id)))?.publishAt).toBeNull();
    expect(await entries("article_unscheduled", "fr/dosage-nep")).toHaveLength(1);
  });

  it("saves a draft with only a title, and refuses to publish it until it is complete", async () => {
    const bare = {
      ...french,
      title: "Idée : dégazage des cuves",
      slug: "",
      excerpt: "",
      category: "",
      tags: "",
      markdown: "",
    };
    const created = await submit("/admin/articles/new", { ...bare, intent: "save" });
    expect(created).toMatch(/^\/admin\/articles\/\d+\?done=created$/);
    const id = String(created).match(/articles\/(\d+)/)?.[1] ?? "";
    const draft = await findArticle(db, Number(id));
    expect(draft).toMatchObject({ published: false, excerpt: "", category: "", markdown: "" });

    // No title: still refused, even for a draft.
    const untitled = await submit("/admin/articles/new", { ...bare, title: "", intent: "save" });
    expect(untitled).toMatchObject({
      init: { status: 400 },
      data: { errors: { title: "required" } },
    });

    // Publishing (or planning) asks for everything, each on its field.
    const version = String(draft?.version);
    for (const intent of ["publish", "schedule"]) {
      const refused = await submit(`/admin/articles/${id}`, { ...bare, intent, version }, id);
      expect(refused).toMatchObject({
        init: { status: 400 },
        data: { errors: { excerpt: "required", category: "required", markdown: "required" } },
      });
    }
    expect((await findArticle(db, Number(id)))?.published).toBe(false);
    const published = await submit(
      `/admin/articles/${id}`,
      { ...french, slug: "idee-degazage-cuves", intent: "publish", version },
      id,
    );
    expect(published).toBe(`/admin/articles/${id}?done=published`);
  });

  it("lists each save of an article with who made it and what it did, newest first", async () => {
    const fields = { ...french, title: "Rinçage final", slug: "rincage-final" };
    const created = await submit("/admin/articles/new", { ...fields, intent: "save" });
    const id = String(created).match(/articles\/(\d+)/)?.[1] ?? "";
    const version = async () => String((await findArticle(db, Number(id)))?.version);
    await submit(
      `/admin/articles/${id}`,
      { ...fields, intent: "save", version: await version() },
      id,
    );
    await submit(
      `/admin/articles/${id}`,
      { ...fields, intent: "publish", version: await version() },
      id,
    );
    const editor = (await load(`/admin/articles/${id}`, id)) as unknown as {
      revisions: { actor: string; change: string; at: string }[];
    };
    expect(editor.revisions.map(({ actor, change }) => `${actor} ${change}`)).toEqual([
      "sophie.renard publication",
      "sophie.renard enregistrement",
      "sophie.renard création",
    ]);
    expect(editor.revisions[0]?.at).toMatch(/\d{4}, \d{2}:\d{2}$/);
  });
});
