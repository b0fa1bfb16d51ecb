import { type APIResponse, articlesIn, expect, languages, test } from "./fixtures";

interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  createdAt: string;
}

const validContact = {
  name: "Sophie Martin",
  company: "Pharma Wallonie",
  email: "sophie.martin@example.com",
  phone: "+32 4 123 45 67",
  message: "Nous souhaitons qualifier un skid de NEP.",
  language: "fr",
};

async function expectJsonError(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  return (await response.json()) as Record<string, unknown>;
}

test.describe("GET /api/blog/posts", () => {
  for (const lang of languages) {
    test(`?language=${lang} returns the five ${lang} posts, newest first, with the spec's fields`, async ({
      request,
    }) => {
      const response = await request.get(`/api/blog/posts?language=${lang}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/json");
      const posts = (await response.json()) as Post[];
      const expected = articlesIn(lang).sort((a, b) => b.date.localeCompare(a.date));
      expect(posts.map((post) => post.slug)).toEqual(expected.map((article) => article.slug));

      for (const [index, post] of posts.entries()) {
        const article = expected[index];
        expect(post).toEqual(
          expect.objectContaining({
            id: expect.any(Number),
            slug: article?.slug,
            title: article?.title,
            excerpt: article?.excerpt,
            content: expect.stringContaining("<h2"),
            category: article?.category,
            tags: article?.tags,
          }),
        );
        expect(new Date(post.createdAt).toISOString().slice(0, 10)).toBe(article?.date);
      }
      const times = posts.map((post) => new Date(post.createdAt).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  }

  test("with a category returns only that category's posts", async ({ request }) => {
    const category = articlesIn("en")[0]?.category ?? "";
    const response = await request.get(
      `/api/blog/posts?language=en&category=${encodeURIComponent(category)}`,
    );
    expect(response.status()).toBe(200);
    const posts = (await response.json()) as Post[];
    expect(posts.length).toBe(articlesIn("en").filter((a) => a.category === category).length);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.category).toBe(category);
  });

  test("an invalid language is refused with a JSON 400", async ({ request }) => {
    await expectJsonError(await request.get("/api/blog/posts?language=de"), 400);
  });
});

test.describe("GET /api/blog/posts/:slug", () => {
  test("returns the post in its language", async ({ request }) => {
    const article = articlesIn("fr")[0];
    const response = await request.get(`/api/blog/posts/${article?.slug}?language=fr`);
    expect(response.status()).toBe(200);
    const post = (await response.json()) as Post;
    expect(post.slug).toBe(article?.slug);
    expect(post.title).toBe(article?.title);
    expect(post.content).toContain("<h2");
  });

  test("an unknown slug, or a slug asked in the other language, is a JSON 404", async ({
    request,
  }) => {
    await expectJsonError(await request.get("/api/blog/posts/no-such-post?language=en"), 404);
    const french = articlesIn("fr")[0];
    await expectJsonError(await request.get(`/api/blog/posts/${french?.slug}?language=en`), 404);
  });
});

test.describe("POST /api/contact", () => {
  test("a valid request is stored: 201 with a numeric id", async ({ request }) => {
    const response = await request.post("/api/contact", { data: validContact });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { id: unknown };
    expect(typeof body.id).toBe("number");
    const second = await request.post("/api/contact", {
      data: { ...validContact, language: "en", phone: "" },
    });
    expect(second.status()).toBe(201);
    expect(((await second.json()) as { id: number }).id).not.toBe(body.id);
  });

  test("missing fields give 400 with an error per field", async ({ request }) => {
    const body = await expectJsonError(
      await request.post("/api/contact", { data: { phone: "", language: "fr" } }),
      400,
    );
    const fields = body.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(["company", "email", "message", "name"]);
  });

  test("a body that is not JSON gets 415", async ({ request }) => {
    await expectJsonError(
      await request.post("/api/contact", {
        headers: { "Content-Type": "text/plain" },
        data: "name=Sophie",
      }),
      415,
    );
  });

  test("a body over 32 KB gets 413", async ({ request }) => {
    await expectJsonError(
      await request.post("/api/contact", {
        data: { ...validContact, message: "x".repeat(33 * 1024) },
      }),
      413,
    );
  });

  test("an e-mail of 255 characters is refused with 400", async ({ request }) => {
    const email = `${"a".repeat(255 - "@example.com".length)}@example.com`;
    expect(email).toHaveLength(255);
    const body = await expectJsonError(
      await request.post("/api/contact", { data: { ...validContact, email } }),
      400,
    );
    expect(Object.keys(body.fields as object)).toEqual(["email"]);
  });

  test('language "de" is refused with 400', async ({ request }) => {
    const body = await expectJsonError(
      await request.post("/api/contact", { data: { ...validContact, language: "de" } }),
      400,
    );
    expect(Object.keys(body.fields as object)).toEqual(["language"]);
  });

  test("GET is not allowed: JSON 405", async ({ request }) => {
    await expectJsonError(await request.get("/api/contact"), 405);
  });

  test("bad input never causes a server error", async ({ request }) => {
    const attempts: [string, () => Promise<APIResponse>][] = [
      [
        "malformed JSON",
        () =>
          request.post("/api/contact", {
            headers: { "Content-Type": "application/json" },
            data: "{ not json",
          }),
      ],
      ["a JSON array", () => request.post("/api/contact", { data: [1, 2, 3] })],
      [
        "JSON null",
        () =>
          request.post("/api/contact", {
            headers: { "Content-Type": "application/json" },
            data: "null",
          }),
      ],
      [
        "fields of the wrong type",
        () =>
          request.post("/api/contact", {
            data: { ...validContact, name: 42, tags: { a: 1 }, message: ["x"] },
          }),
      ],
      [
        "no body at all",
        () => request.post("/api/contact", { headers: { "Content-Type": "application/json" } }),
      ],
      ["an empty category", () => request.get("/api/blog/posts?language=fr&category=")],
      ["a huge category", () => request.get(`/api/blog/posts?category=${"x".repeat(500)}`)],
      ["an odd slug", () => request.get("/api/blog/posts/%27%22%3C%3E?language=fr")],
      ["a slug with a bad language", () => request.get("/api/blog/posts/x?language=xx")],
      ["DELETE on the posts", () => request.delete("/api/blog/posts")],
      ["PUT on the contact", () => request.put("/api/contact", { data: validContact })],
    ];
    for (const [label, attempt] of attempts) {
      const response = await attempt();
      expect(response.status(), label).toBeLessThan(500);
      expect(response.status(), label).not.toBe(201);
    }
  });
});
