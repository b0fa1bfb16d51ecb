// The social-preview route against a real database: an article's picture follows its version,
// and drafts or unknown slugs have none.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/database/db.server";
import { blogPosts } from "~/platform/database/schema";
import { ogArticlePath } from "~/platform/seo/og-paths";
import { loader } from "~/site/routes/seo/og-image";
import { routeArgs, startApp, stopApp, testDatabases } from "./harness";

type Args = Parameters<typeof loader>[0];
const get = (path: string) => {
  const url = new URL(path, "http://localhost");
  return loader(
    routeArgs<Args>(new Request(url), { "*": url.pathname.slice("/og/".length) }),
  ) as Promise<Response>;
};

/** Width and height from the PNG header (signature, then the IHDR chunk). */
async function pngSize(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes };
}

afterAll(stopApp);

describe.each(testDatabases)("social previews on $name", (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await startApp(database);
  });

  const firstPost = async () => {
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.published, true)).limit(1);
    if (!post) throw new Error("no published article in the seed");
    return post;
  };

  it("renders a published article's 1200x630 PNG, cached for good at its current version", async () => {
    const post = await firstPost();
    const response = await get(
      ogArticlePath({ ...post, updatedAt: post.updatedAt.toISOString(), cover: null }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(await pngSize(response)).toMatchObject({ width: 1200, height: 630 });
  });

  it("gives a republished article a new URL and a new picture; the old URL is not kept long", async () => {
    const post = await firstPost();
    const before = ogArticlePath({ ...post, updatedAt: post.updatedAt.toISOString(), cover: null });
    const old = await pngSize(await get(before));
    const updatedAt = new Date(post.updatedAt.getTime() + 60_000);
    await db
      .update(blogPosts)
      .set({ title: `${post.title} (mise à jour)`, updatedAt })
      .where(eq(blogPosts.id, post.id));
    const after = ogArticlePath({ ...post, updatedAt: updatedAt.toISOString(), cover: null });
    expect(after).not.toBe(before);
    const fresh = await get(after);
    expect(fresh.headers.get("Cache-Control")).toContain("immutable");
    expect((await pngSize(fresh)).bytes.equals(old.bytes)).toBe(false);
    const stale = await get(before);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("answers 404 for a draft and for an unknown slug", async () => {
    const post = await firstPost();
    await db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, post.id));
    expect((await get(`/og/blog/${post.slug}.png`)).status).toBe(404);
    await db.update(blogPosts).set({ published: true }).where(eq(blogPosts.id, post.id));
    expect((await get("/og/blog/no-such-article.png")).status).toBe(404);
  });

  it("renders a page's preview by language and page, and nothing for another path", async () => {
    expect(await pngSize(await get("/og/en/food-beverage.png"))).toMatchObject({
      width: 1200,
      height: 630,
    });
    for (const path of ["/og/de/home.png", "/og/fr/nowhere.png", "/og/fr/home.jpg", "/og/x"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
