import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAutosave, storeAutosave } from "~/admin/articles/article-autosaves.server";
import { findArticle } from "~/admin/articles/articles.server";
import { action as editAction, loader as editLoader } from "~/admin/articles/routes/article-edit";
import {
  loader as compareLoader,
  action as restoreAction,
} from "~/admin/articles/routes/article-revision";
import fr from "~/admin/articles/texts/fr.server";
import type { Database } from "~/platform/database/db.server";
import { articleRevisions, auditLog, blogPosts } from "~/platform/database/schema";
import { asAdmin, stopApp, testDatabases } from "../../../../tests/integration/harness";
import { editorSession } from "./editor-harness";

/** A saved version of an article, compared with the article now and restored as a new save. */

afterAll(stopApp);

const r = fr.editor.revisions;
const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown>;
    init?: { status?: number };
  };

const first = {
  title: "Nettoyage en place d'une ligne de yaourt",
  slug: "nep-ligne-yaourt",
  excerpt: "Trois circuits, une cuve de soude, une cuve d'acide.",
  category: "Hygiène",
  tags: "NEP, Laiterie",
  language: "fr",
  counterpart: "",
  markdown: "## Les circuits\n\nTrois circuits indépendants.\n\nUne cuve de soude à 80 °C.",
  publishedAt: "",
  publishAt: "",
};

describe.each(testDatabases)("Restoring a version of an article on $name", (database) => {
  let db: Database;
  let userId: number;
  const { start, get, post } = editorSession(database);
  beforeAll(async () => {
    ({ db, userId } = await start());
  });
  /** Runs an action: the redirect's location, or the refusal's data and status. */
  const run = async (
    action: (args: never) => unknown,
    path: string,
    fields: Record<string, string>,
    params: Record<string, string>,
  ) => {
    try {
      return shape(await asAdmin(action, post(path, fields), params));
    } catch (error) {
      if (error instanceof Response) return error.headers.get("location") ?? "";
      throw error;
    }
  };
  const save = (id: number, fields: Record<string, string>, intent = "save") =>
    findArticle(db, id).then((row) =>
      run(
        editAction,
        `/admin/articles/${id}`,
        { ...fields, intent, version: String(row?.version) },
        { id: String(id) },
      ),
    );
  const revisions = (id: number) =>
    db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, id))
      .orderBy(desc(articleRevisions.id));
  const restore = (id: number, revisionId: number, version: number) =>
    run(
      restoreAction,
      `/admin/articles/${id}/revisions/${revisionId}`,
      { version: String(version) },
      { id: String(id), revisionId: String(revisionId) },
    );
  const compare = async (id: number, revisionId: number, path = "/admin") =>
    shape(
      await asAdmin(compareLoader, get(`${path}/articles/${id}/revisions/${revisionId}`), {
        id: String(id),
        revisionId: String(revisionId),
      }),
    );

  /** A published article saved twice: its first version, and a second with other texts. */
  async function publishedTwice(slug: string) {
    const created = await run(
      editAction,
      "/admin/articles/new",
      { ...first, slug, intent: "publish" },
      {},
    );
    const id = Number(String(created).match(/articles\/(\d+)/)?.[1]);
    const [original] = await revisions(id);
    if (!original) throw new Error("no revision");
    await save(id, {
      ...first,
      slug: `${slug}-v2`,
      title: "Nettoyage en place d'une ligne de skyr",
      tags: "NEP",
      markdown: "## Les circuits\n\nQuatre circuits indépendants.\n\nUne cuve de soude à 80 °C.",
    });
    return { id, original };
  }

  it("shows the version beside the article now, what differs marked", async () => {
    const { id, original } = await publishedTwice("nep-yaourt-comparaison");
    const { data } = await compare(id, original.id);
    const fields = data.fields as { name: string; sides: unknown; value: string }[];
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
    expect(byName.title?.sides).toEqual({
      before: [{ text: "Nettoyage en place d'une ligne de " }, { text: "yaourt", mark: "del" }],
      after: [{ text: "Nettoyage en place d'une ligne de " }, { text: "skyr", mark: "ins" }],
    });
    expect(byName.excerpt).toMatchObject({ sides: null, value: first.excerpt });
    expect(byName.category?.sides).toBeNull();
    const body = data.body as { blocks: { kind: string; before?: unknown[]; after?: unknown[] }[] };
    const changed = body.blocks.find((block) => block.kind === "changed");
    expect(changed?.before).toContainEqual({ text: "Trois", mark: "del" });
    expect(changed?.after).toContainEqual({ text: "Quatre", mark: "ins" });
    expect(data).toMatchObject({ published: true, identical: false });
    expect(data.summary).toContain("sophie.renard");
    // The English back office, in English.
    const english = await compare(id, original.id, "/en/admin");
    expect(english.data.title).toBe("Compare a version");
  });

  it("restores the version's texts as a new save, keeping the publication as it is", async () => {
    const { id, original } = await publishedTwice("nep-yaourt");
    const before = await findArticle(db, id);
    if (!before) throw new Error("no article");
    await storeAutosave(db, userId, id, { ...first, title: "Copie de travail" });

    const location = await restore(id, original.id, before.version);
    expect(location).toBe(`/admin/articles/${id}?done=restored&revision=${original.id}`);

    const after = await findArticle(db, id);
    expect(after).toMatchObject({
      title: first.title,
      slug: "nep-yaourt",
      tags: ["NEP", "Laiterie"],
      markdown: first.markdown,
      published: true,
      version: before.version + 1,
    });
    expect(after?.content).toContain("Trois circuits");
    expect(after?.publishedAt?.toISOString()).toBe(before.publishedAt?.toISOString());
    // The replaced texts stay in the history; the restore is its newest entry.
    const history = await revisions(id);
    expect(history.map((revision) => revision.change)).toEqual(["restored", "saved", "created"]);
    expect(history[0]).toMatchObject({ actor: "sophie.renard", version: before.version + 1 });
    expect(history[1]?.fields.title).toBe("Nettoyage en place d'une ligne de skyr");
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "article_restored"), eq(auditLog.target, "fr/nep-yaourt")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe("sophie.renard");
    expect(await findAutosave(db, userId, id)).toBeUndefined();

    const editor = shape(await asAdmin(editLoader, get(location as string), { id: String(id) }))
      .data as { restored: string; revisions: { change: string }[] };
    expect(editor.restored).toMatch(/^Version du .+ restaurée\.$/);
    expect(editor.revisions[0]?.change).toBe(r.changes.restored);
  });

  it("restores nothing when the article was saved since the page was shown", async () => {
    const { id, original } = await publishedTwice("nep-yaourt-conflit");
    const shown = await findArticle(db, id);
    if (!shown) throw new Error("no article");
    await save(id, { ...first, slug: "nep-yaourt-conflit-v3", title: "Troisième titre" });

    const refused = await restore(id, original.id, shown.version);
    expect(refused).toMatchObject({
      data: { problem: r.restore.refused.conflict, conflict: true },
      init: { status: 409 },
    });
    expect(await findArticle(db, id)).toMatchObject({ title: "Troisième titre" });
    expect((await revisions(id))[0]?.change).toBe("saved");
  });

  it("restores nothing when another article now has the version's address", async () => {
    const { id, original } = await publishedTwice("nep-yaourt-adresse");
    // Another article takes the address the version had.
    await run(
      editAction,
      "/admin/articles/new",
      { ...first, title: "Autre article", slug: "nep-yaourt-adresse", intent: "save" },
      {},
    );
    const current = await findArticle(db, id);
    if (!current) throw new Error("no article");

    const refused = await restore(id, original.id, current.version);
    expect(refused).toMatchObject({
      data: { problem: r.restore.refused.slugTaken },
      init: { status: 400 },
    });
    expect(await findArticle(db, id)).toMatchObject({
      slug: "nep-yaourt-adresse-v2",
      version: current.version,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "article_restored"));
    expect(audit.map((entry) => entry.target)).not.toContain("fr/nep-yaourt-adresse-v2");
  });

  it("restores nothing into a published article from a draft that lacked a field", async () => {
    const created = await run(
      editAction,
      "/admin/articles/new",
      { ...first, slug: "nep-yaourt-brouillon", excerpt: "", intent: "save" },
      {},
    );
    const id = Number(String(created).match(/articles\/(\d+)/)?.[1]);
    const [draft] = await revisions(id);
    if (!draft) throw new Error("no revision");
    await save(id, { ...first, slug: "nep-yaourt-brouillon" }, "publish");
    const current = await findArticle(db, id);
    if (!current) throw new Error("no article");

    const refused = await restore(id, draft.id, current.version);
    expect(refused).toMatchObject({
      data: { problem: r.restore.refused.incomplete.replace("{fields}", fr.editor.excerpt) },
      init: { status: 400 },
    });
    expect(await findArticle(db, id)).toMatchObject({
      excerpt: first.excerpt,
      version: current.version,
    });
  });

  it("keeps the state it replaces when no revision holds it yet", async () => {
    const { id, original } = await publishedTwice("nep-yaourt-ancien");
    // A change made before revisions were recorded (or by the site's files): none holds it.
    await db
      .update(blogPosts)
      .set({ title: "Titre d'avant l'historique", version: sql`${blogPosts.version} + 1` })
      .where(eq(blogPosts.id, id));
    const current = await findArticle(db, id);
    if (!current) throw new Error("no article");

    await restore(id, original.id, current.version);
    const [restored, kept] = await revisions(id);
    expect(restored?.change).toBe("restored");
    expect(kept).toMatchObject({ version: current.version, actor: null });
    expect(kept?.fields.title).toBe("Titre d'avant l'historique");
    expect(kept?.savedAt.toISOString()).toBe(current.updatedAt.toISOString());
  });
});
