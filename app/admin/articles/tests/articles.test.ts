import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ArticleInput,
  articleFormSchema,
  createArticle,
  findArticle,
  MAX_MARKDOWN_LENGTH,
  updateArticle,
} from "~/admin/articles/articles.server";
import type { Database } from "~/platform/database/db.server";
import { blogPosts } from "~/platform/database/schema";
import { findPost } from "~/site/blog/blog.server";
import { type BlogSource, readBlogSources, syncBlogPosts } from "~/site/blog/blog-sync.server";
import { loader as articleLoader } from "~/site/routes/pages/blog-post";
import { routeArgs, startApp, stopApp, testDatabases } from "../../../../tests/integration/harness";

type Args<F> = F extends (args: infer A) => unknown ? A : never;

const raw = (fields: Partial<Record<keyof ArticleInput, string>> = {}) => ({
  title: "Sécurité machine : la directive et le nouveau règlement",
  slug: "securite-machine",
  excerpt: "Ce qui change pour une ligne existante avec le règlement (UE) 2023/1230.",
  category: "Sécurité",
  tags: "Sécurité, Machines",
  language: "fr",
  counterpart: "",
  markdown: "## Le règlement\n\nApplicable dès **janvier 2027**.",
  ...fields,
});
const form = (fields: Partial<Record<keyof ArticleInput, string>> = {}): ArticleInput =>
  articleFormSchema.parse(raw(fields));

/** The public article page's answer for a slug, as a browser would get it. */
async function publicArticle(path: string, slug: string): Promise<Response | unknown> {
  try {
    return await articleLoader(
      routeArgs<Args<typeof articleLoader>>(new Request(`http://localhost${path}`), { slug }),
    );
  } catch (thrown) {
    return thrown;
  }
}

afterAll(stopApp);

describe("the article form", () => {
  it("reads tags from a comma-separated list and refuses a malformed slug", () => {
    expect(form({ tags: " NEP, Inox 316L ,,NEP " }).tags).toEqual(["NEP", "Inox 316L"]);
    const refused = articleFormSchema.safeParse(raw({ slug: "Sécurité machine", tags: "" }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(["slug"]);
  });

  it("counts the text as the editor does, a browser's CRLF as one character", () => {
    const half = "é".repeat(MAX_MARKDOWN_LENGTH / 2);
    const longest = `${half}\r\n${half.slice(1)}`;
    expect(form({ markdown: longest }).markdown).toBe(`${half}\n${half.slice(1)}`);
    const over = articleFormSchema.safeParse(raw({ markdown: `${longest}é` }));
    expect(over.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["markdown", "markdownTooLong"],
    ]);
  });
});

describe.each(testDatabases)("Articles on $name", (database) => {
  let db: Database;
  let sources: BlogSource[];
  beforeAll(async () => {
    db = await startApp(database);
    sources = await readBlogSources();
  });

  it("fills each seeded row's Markdown from its file", async () => {
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, sources[0]?.slug ?? ""));
    expect(row?.origin).toBe("file");
    expect(row?.markdown).toBe(sources[0]?.markdown);
    expect(row?.markdown.length).toBeGreaterThan(500);
  });

  it("refuses a save made from an older version instead of overwriting", async () => {
    const created = await createArticle(db, form(), false);
    if (!created.ok) throw new Error(created.reason);
    const { id, version } = created.post;

    const first = await updateArticle(db, id, version, form({ title: "Version d'Anne" }), false);
    expect(first.ok).toBe(true);
    const second = await updateArticle(db, id, version, form({ title: "Version de Marc" }), false);
    expect(second).toEqual({ ok: false, reason: "conflict" });

    const stored = await findArticle(db, id);
    expect(stored).toMatchObject({
      title: "Version d'Anne",
      version: version + 1,
      origin: "admin",
    });
    // Both saves at once: exactly one of them lands.
    const racing = await Promise.all(
      ["A", "B"].map((who) =>
        updateArticle(db, id, version + 1, form({ title: `Course ${who}` }), false),
      ),
    );
    expect(racing.filter((result) => result.ok)).toHaveLength(1);
  });

  it("keeps slugs unique and a counterpart to one per language", async () => {
    const taken = await createArticle(db, form({ title: "Autre" }), false);
    expect(taken).toEqual({ ok: false, reason: "slugTaken" });

    const [fileFr] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.language, "fr"), eq(blogPosts.origin, "file")))
      .limit(1);
    const [fileEn] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.translationKey, fileFr?.translationKey ?? ""))
      .then((rows) => rows.filter((row) => row.language === "en"));
    // The English file article already has its French version: a second one is refused.
    const second = await createArticle(
      db,
      form({ slug: "deuxieme-version", counterpart: String(fileEn?.id) }),
      false,
    );
    expect(second).toEqual({ ok: false, reason: "counterpartTaken" });
    const sameLanguage = await createArticle(
      db,
      form({ slug: "meme-langue", counterpart: String(fileFr?.id) }),
      false,
    );
    expect(sameLanguage).toEqual({ ok: false, reason: "counterpartInvalid" });
  });

  it("answers a published article's old slug with a 301 to its new one", async () => {
    const created = await createArticle(
      db,
      form({ slug: "pompes-doseuses", title: "Pompes doseuses" }),
      true,
    );
    if (!created.ok) throw new Error(created.reason);
    const renamed = await updateArticle(
      db,
      created.post.id,
      created.post.version,
      form({ slug: "pompes-doseuses-nep", title: "Pompes doseuses" }),
      true,
    );
    expect(renamed.ok).toBe(true);

    const old = (await publicArticle("/blog/pompes-doseuses", "pompes-doseuses")) as Response;
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/blog/pompes-doseuses-nep");
    // Only in its own language, and never towards a draft.
    const english = (await publicArticle("/en/blog/pompes-doseuses", "pompes-doseuses")) as {
      init: ResponseInit | null;
    };
    expect(english.init?.status).toBe(404);
    expect(await findPost(db, "pompes-doseuses")).toBeUndefined();

    if (!renamed.ok) return;
    await updateArticle(
      db,
      renamed.post.id,
      renamed.post.version,
      form({ slug: "pompes-doseuses-nep" }),
      false,
    );
    const toDraft = (await publicArticle("/blog/pompes-doseuses", "pompes-doseuses")) as {
      init: ResponseInit | null;
    };
    expect(toDraft.init?.status).toBe(404);
  });

  it("lets the start-up sync add missing files but never touch a back-office article", async () => {
    const [source] = sources;
    if (!source) throw new Error("no seed article");
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, source.slug));
    if (!row) throw new Error("not seeded");

    // Edited in the back office: the next start keeps the edit, even with the file changed.
    const edited = await updateArticle(
      db,
      row.id,
      row.version,
      form({
        slug: source.slug,
        language: source.language,
        title: "Titre revu dans l'administration",
        markdown: "Texte revu.",
      }),
      false,
    );
    expect(edited.ok).toBe(true);
    const changedFile = { ...source, title: "Titre changé dans le fichier", published: true };
    // A file article deleted from the database comes back; a file whose file is gone is unpublished.
    const [other] = sources.filter((s) => s.slug !== source.slug);
    if (!other) throw new Error("one seed article only");
    await db.delete(blogPosts).where(eq(blogPosts.slug, other.slug));
    const remaining = sources.filter(
      (s) => s.slug !== source.slug && s.slug !== sources.at(-1)?.slug,
    );
    await syncBlogPosts(db, [changedFile, ...remaining]);

    const after = await findArticle(db, row.id);
    expect(after).toMatchObject({
      title: "Titre revu dans l'administration",
      markdown: "Texte revu.",
      published: false,
      origin: "admin",
    });
    const [back] = await db.select().from(blogPosts).where(eq(blogPosts.slug, other.slug));
    expect(back).toMatchObject({ origin: "file", published: true, title: other.title });
    const [gone] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, sources.at(-1)?.slug ?? ""));
    expect(gone?.published).toBe(false);

    // An admin article whose file is gone stays published.
    const mine = await createArticle(db, form({ slug: "article-maison", title: "Maison" }), true);
    expect(mine.ok).toBe(true);
    await syncBlogPosts(db, sources);
    expect(await findPost(db, "article-maison")).toBeDefined();
    // Running it again changes nothing (idempotent).
    const all = () => db.select().from(blogPosts).orderBy(blogPosts.id);
    const before = await all();
    await syncBlogPosts(db, sources);
    expect(await all()).toEqual(before);
  });

  it("does not re-add a file article renamed in the back office under its old slug", async () => {
    const source = sources.find((s) => s.language === "en");
    if (!source) throw new Error("no English seed");
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, source.slug));
    if (!row) throw new Error("not seeded");
    const renamed = await updateArticle(
      db,
      row.id,
      row.version,
      form({
        slug: `${source.slug}-2026`,
        language: "en",
        title: source.title,
        markdown: row.markdown,
      }),
      true,
    );
    expect(renamed.ok).toBe(true);
    await syncBlogPosts(db, sources);
    const rows = await db.select().from(blogPosts).where(eq(blogPosts.slug, source.slug));
    expect(rows).toHaveLength(0);
  });
});
