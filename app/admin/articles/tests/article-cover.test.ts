import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findRevision,
  listRevisions,
  recordRevision,
} from "~/admin/articles/article-revisions.server";
import { articleFormSchema, createArticle, updateArticle } from "~/admin/articles/articles.server";
import { valuesOf } from "~/admin/articles/routes/article-editor-data.server";
import { restoreRevision } from "~/admin/articles/routes/article-restore.server";
import { addPicture, replacePicture } from "~/admin/media/intake.server";
import { deleteMedia, mediaUsage, updateMediaTexts } from "~/admin/media/media.server";
import type { Database } from "~/platform/database/db.server";
import { blogPosts } from "~/platform/database/schema";
import { ogArticlePath } from "~/platform/seo/og-paths";
import { findPost, listPosts } from "~/site/blog/blog.server";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import { loader as postsLoader } from "~/site/routes/api/blog-posts";
import { loader as articleLoader } from "~/site/routes/pages/blog-post";
import { loader as ogLoader } from "~/site/routes/seo/og-image";
import {
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { file } from "../../../../tests/integration/media-harness";
import { photo } from "../../../../tests/integration/media-samples";

/**
 * An article's cover: chosen from the library, kept off public pages until its alternative texts
 * are written, shown on the card and the article, and cropped to 1200 x 630 as its social preview.
 */

afterAll(stopApp);

type Args<F> = F extends (args: infer A) => unknown ? A : never;

const form = (slug: string, cover: number | null, language: "fr" | "en" = "fr") =>
  articleFormSchema.parse({
    title: `Réception d'un skid NEP ${slug}`,
    slug,
    excerpt: "Essais de réception d'un skid de nettoyage en place.",
    category: "Projets",
    tags: "NEP",
    language,
    counterpart: "",
    cover: cover === null ? "" : String(cover),
    markdown: "## Les essais\n\nDébits et conductivités relevés à chaque étape.",
  });

async function og(path: string): Promise<Response> {
  const url = new URL(path, "http://localhost");
  return (await ogLoader(
    routeArgs<Args<typeof ogLoader>>(new Request(url), { "*": url.pathname.slice(4) }),
  )) as Response;
}

describe.each(testDatabases)("Article covers on $name", (database) => {
  let db: Database;
  let cover = 0;
  beforeAll(async () => {
    db = await startApp(database);
    configure({ PUBLIC_SITE_URL: "http://localhost" });
    // A portrait photo: the crop to 1.91:1 must cut it, not squash it.
    const added = await addPicture(db, file("skid NEP.jpg", await photo(1600, 2000)), "sophie");
    if (!added.ok) throw new Error(`not added: ${added.reason}`);
    cover = added.id;
  });

  it("refuses to publish with a cover still without its alternative texts; a draft may wait", async () => {
    const published = await createArticle(db, form("couverture-sans-texte", cover), true);
    expect(published).toMatchObject({ ok: false, reason: "coverAltMissing" });
    const draft = await createArticle(db, form("couverture-brouillon", cover), false);
    expect(draft.ok).toBe(true);
    const unknown = await createArticle(db, form("couverture-inconnue", 999_999), false);
    expect(unknown).toMatchObject({ ok: false, reason: "coverUnknown" });
  });

  it("shows the cover in the article's language on the blog list, the API and the article", async () => {
    await updateMediaTexts(db, cover, {
      altFr: "Skid NEP en inox devant trois cuves",
      altEn: "Stainless CIP skid in front of three tanks",
      captionFr: "",
      captionEn: "",
    });
    const fr = await createArticle(db, form("skid-nep-couverture", cover), true);
    const en = await createArticle(db, form("cip-skid-cover", cover, "en"), true);
    expect(fr.ok && en.ok).toBe(true);
    clearBlogCache();

    const listed = (await listPosts(db, "fr")).find((post) => post.slug === "skid-nep-couverture");
    expect(listed?.cover?.alt).toBe("Skid NEP en inox devant trois cuves");
    expect((await findPost(db, "cip-skid-cover"))?.cover?.alt).toBe(
      "Stainless CIP skid in front of three tanks",
    );
    // Never wider than the original: 1600 px, in the three formats.
    expect(listed?.cover?.source.variants.avif.map((variant) => variant.width)).toEqual([
      480, 768, 1280, 1600,
    ]);

    const api = (await postsLoader(
      routeArgs<Args<typeof postsLoader>>(
        new Request("http://localhost/api/blog/posts?language=en"),
      ),
    )) as Response;
    const posts = (await api.json()) as { slug: string; cover: { alt: string } | null }[];
    expect(posts.find((post) => post.slug === "cip-skid-cover")?.cover?.alt).toBe(
      "Stainless CIP skid in front of three tanks",
    );

    const page = (await articleLoader(
      routeArgs<Args<typeof articleLoader>>(
        new Request("http://localhost/blog/skid-nep-couverture"),
        { slug: "skid-nep-couverture" },
      ),
    )) as { post: { cover: { alt: string } | null }; seo: { image: { url: string } } };
    expect(page.post.cover?.alt).toBe("Skid NEP en inox devant trois cuves");
    expect(page.seo.image.url).toMatch(/\/og\/blog\/skid-nep-couverture\.jpg\?v=/);
  });

  it("crops the cover to a 1200 x 630 JPEG as the social preview, new when the file is replaced", async () => {
    const post = await findPost(db, "skid-nep-couverture");
    if (!post) throw new Error("no article");
    const address = ogArticlePath(post);
    const response = await og(address);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The card's address of an article that has a cover leads to the cover.
    const old = await og(address.replace(".jpg", ".png"));
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(address);

    const replaced = await replacePicture(db, cover, file("skid.jpg", await photo(2400, 1260)));
    expect(replaced.ok).toBe(true);
    clearBlogCache();
    const after = await findPost(db, "skid-nep-couverture");
    if (!after) throw new Error("no article");
    expect(ogArticlePath(after)).not.toBe(address);
  });

  it("counts a cover as a use of the picture: it cannot be deleted while an article shows it", async () => {
    const uses = await mediaUsage(db, { id: cover, contentHash: "0".repeat(32) });
    expect(uses.map((use) => use.slug).sort()).toEqual([
      "cip-skid-cover",
      "couverture-brouillon",
      "skid-nep-couverture",
    ]);
    expect(await deleteMedia(db, cover)).toMatchObject({ ok: false, reason: "inUse" });

    // Without its cover, the article has the card preview again, and the last use goes.
    for (const slug of ["cip-skid-cover", "couverture-brouillon", "skid-nep-couverture"]) {
      const [current] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      if (!current) throw new Error(`no article ${slug}`);
      const saved = await updateArticle(
        db,
        current.id,
        current.version,
        form(slug, null, current.language as "fr" | "en"),
        current.published,
      );
      expect(saved.ok).toBe(true);
    }
    clearBlogCache();
    const bare = await findPost(db, "skid-nep-couverture");
    expect(bare?.cover).toBeNull();
    expect(bare && ogArticlePath(bare)).toMatch(/\.png\?v=/);
    expect(await deleteMedia(db, cover)).toMatchObject({ ok: true });
  });

  it("brings a version's cover back when that version is restored", async () => {
    const added = await addPicture(db, file("Filtre presse.jpg", await photo(1400, 900)), "sophie");
    if (!added.ok) throw new Error(`not added: ${added.reason}`);
    const created = await createArticle(db, form("filtre-presse-couverture", added.id), false);
    if (!created.ok) throw new Error(created.reason);
    await recordRevision(db, {
      articleId: created.post.id,
      version: created.post.version,
      actor: "sophie",
      change: "created",
      fields: { ...valuesOf(created.post, undefined) },
    });
    const bare = await updateArticle(
      db,
      created.post.id,
      1,
      form("filtre-presse-couverture", null),
      false,
    );
    if (!bare.ok) throw new Error(bare.reason);
    expect(bare.post.coverMediaId).toBeNull();

    const [revision] = await listRevisions(db, created.post.id);
    const kept = revision && (await findRevision(db, created.post.id, revision.id));
    if (!kept) throw new Error("no revision");
    const restored = await restoreRevision(db, bare.post, kept, bare.post.version, "sophie");
    expect(restored.ok && restored.post.coverMediaId).toBe(added.id);
  });
});
