import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { articleFormSchema, createArticle } from "~/admin/articles/articles.server";
import { action as previewAction } from "~/admin/articles/routes/article-preview";
import { insertMedia, updateMediaTexts } from "~/admin/media/media.server";
import type { Database } from "~/platform/database/db.server";
import { loader as articleLoader } from "~/site/routes/pages/blog-post";
import {
  asAdmin,
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";

/** Library pictures in articles: the public page's <picture>, the preview's warnings. */

afterAll(stopApp);

type Args<F> = F extends (args: infer A) => unknown ? A : never;

/** A library row; the variants are made on request, so the bytes need not be a real picture. */
async function addPicture(
  db: Database,
  name: string,
  texts: { altFr: string; altEn: string; captionFr?: string; captionEn?: string },
) {
  const original = Buffer.from(`picture ${name}`);
  const result = await insertMedia(
    db,
    {
      original,
      contentHash: createHash("sha256").update(original).digest("hex").slice(0, 32),
      type: "image/jpeg",
      width: 2400,
      height: 1600,
      fileName: `${name}.jpg`,
    },
    "sophie.lambert",
  );
  if (!result.ok) throw new Error("not stored");
  await updateMediaTexts(db, result.id, { captionFr: "", captionEn: "", ...texts });
  return result.id;
}

const article = (language: "fr" | "en", slug: string, markdown: string) =>
  articleFormSchema.parse({
    title: `Skid NEP ${language}`,
    slug,
    excerpt: "Un skid NEP livré.",
    category: "Projets",
    tags: "NEP",
    language,
    counterpart: "",
    markdown,
  });

async function publicHtml(path: string, slug: string): Promise<string> {
  const result = await articleLoader(
    routeArgs<Args<typeof articleLoader>>(new Request(`http://localhost${path}`), { slug }),
  );
  return (result as { post: { content: string } }).post.content;
}

describe.each(testDatabases)("Library pictures in articles on $name", (database) => {
  let db: Database;
  let skid: number;
  let noAlt: number;
  let cookie = "";
  let markdown = "";
  beforeAll(async () => {
    db = await startApp(database);
    configure({ PUBLIC_SITE_URL: "http://localhost" });
    skid = await addPicture(db, "skid-nep", {
      altFr: "Skid NEP en inox, trois cuves",
      altEn: "Stainless CIP skid, three tanks",
      captionFr: "Le skid livré à Gembloux",
    });
    noAlt = await addPicture(db, "echangeur", { altFr: "Échangeur à plaques", altEn: "" });
    markdown = [
      "## Le skid",
      `Avant ![Texte de l'article](/media/${skid}/skid-nep) après.`,
      `![Sans texte anglais](/media/${noAlt}/echangeur)`,
      "![Image externe](https://example.com/photo.jpg)",
      "![Image supprimée](/media/987654/ancienne)",
      `Écrite en HTML : <img src="/media/${skid}/skid-nep" alt="En HTML">`,
    ].join("\n\n");
    await createArticle(db, article("fr", "skid-nep-photos", markdown), true);
    await createArticle(db, article("en", "cip-skid-photos", markdown), true);
    const user = await insertUser(db, "sophie.lambert", "not-a-real-hash");
    if (!user) throw new Error("no user");
    cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
  });

  it("shows a library picture as <picture> in the article's language, and nothing for the others", async () => {
    const html = await publicHtml("/blog/skid-nep-photos", "skid-nep-photos");
    const figures = html.match(/<figure[\s\S]*?<\/figure>/g) ?? [];
    expect(figures).toHaveLength(2);
    const [first = "", second = ""] = figures;
    expect(first).toContain('<source type="image/avif" srcset="/media/');
    expect(first).toMatch(
      /<source type="image\/webp" srcset="[^"]*-480\.webp 480w, [^"]*-768\.webp 768w, [^"]*-1280\.webp 1280w, [^"]*-1920\.webp 1920w"/,
    );
    expect(first).toContain('sizes="(min-width: 48rem) 720px');
    expect(first).toMatch(/<img src="\/media\/[0-9a-f]{32}\/skid-nep-1280\.jpg"/);
    expect(first).toContain('alt="Skid NEP en inox, trois cuves"');
    expect(first).toContain('width="1920" height="1280"');
    // Below the title: fetched when near, so the title paints first.
    expect(first).toContain('loading="lazy" decoding="async"');
    expect(first).toContain("<figcaption>Le skid livré à Gembloux</figcaption>");
    expect(second).toContain('loading="lazy" decoding="async"');
    // Text around a picture stays in its paragraphs; a figure is never inside one.
    expect(html).toContain("<p>Avant</p>");
    expect(html).not.toMatch(/<p>[^<]*<figure/);
    // Refused pictures leave no trace on the public page.
    expect(html).not.toContain("example.com");
    expect(html).not.toContain("/media/outside");
    expect(html).not.toContain("echangeur");
    expect(html).not.toContain("987654");
    expect(html).not.toContain("picture-warning");
  });

  it("takes the English alternative text on the English page, without a caption it lacks", async () => {
    const html = await publicHtml("/en/blog/cip-skid-photos", "cip-skid-photos");
    expect(html).toContain('alt="Stainless CIP skid, three tanks"');
    expect(html).not.toContain("<figcaption>");
  });

  it("warns in the preview, in the back office's language, where a picture will not be shown", async () => {
    const preview = async (ui: "fr" | "en") => {
      const request = new Request("http://localhost/admin/api/articles/preview", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost", cookie },
        body: JSON.stringify({ title: "Skid", markdown, language: "fr", ui }),
      });
      const response = (await asAdmin(previewAction, request)) as Response;
      return ((await response.json()) as { html: string }).html.replaceAll("&#39;", "'");
    };
    const fr = await preview("fr");
    expect(fr.match(/<figure/g)).toHaveLength(2);
    const warnings = fr.match(/<p class="picture-warning" role="note">[^<]*<\/p>/g) ?? [];
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain("« Sans texte anglais » n'a pas encore son texte alternatif");
    expect(warnings[1]).toContain("« Image externe » ne vient pas de la médiathèque");
    expect(warnings[2]).toContain("« Image supprimée » n'existe plus dans la médiathèque");
    const en = await preview("en");
    expect(en).toContain("Picture not shown: “Image externe” is not from the media library.");
  });
});
