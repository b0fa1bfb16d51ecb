import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { closeDb, type Database } from "~/platform/database/db.server";
import { leads } from "~/platform/database/schema";
import { resetEnvCache } from "~/platform/runtime/env.server";
import { blogCacheSize, clearBlogCache } from "~/site/blog/blog-cache.server";
import { action as contactAction, loader as contactLoader } from "~/site/contact/routes/contact";
import { loader as postLoader } from "~/site/routes/api/blog-post";
import { loader as postsLoader } from "~/site/routes/api/blog-posts";
import {
  clearContacts,
  configure,
  everyDatabase,
  jsonPost,
  routeArgs,
  startApp,
  stopApp,
} from "./harness";

type Args<F> = F extends (args: infer A) => unknown ? A : never;
const post = (request: Request, ip?: string) =>
  contactAction(routeArgs<Args<typeof contactAction>>(request, {}, ip));
const list = (query: string) =>
  postsLoader(
    routeArgs<Args<typeof postsLoader>>(new Request(`http://localhost/api/blog/posts${query}`)),
  );
const one = (slug: string, query = "") =>
  postLoader(
    routeArgs<Args<typeof postLoader>>(
      new Request(`http://localhost/api/blog/posts/${slug}${query}`),
      { slug },
    ),
  );

const valid = {
  name: "Sophie Lambert",
  company: "Laiterie des Flandres",
  email: "s.lambert@laiterie.example",
  phone: "+32 56 12 34 56",
  message: "Nous étudions une nouvelle station NEP pour trois lignes de conditionnement.",
  language: "fr",
};

/** The articles as authored, read here from their front matter (not through the app's reader). */
interface Authored {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  date: string;
}
function authored(language: "fr" | "en"): Authored[] {
  const dir = join(import.meta.dirname, "../../content/blog", language);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const head = readFileSync(join(dir, file), "utf8").match(/^---\s*\n([\s\S]*?)\n---/)?.[1];
      // Failsafe: every value as written (a date stays text), the tags as a list of text.
      const fields = parseYaml(head ?? "", { schema: "failsafe" }) as Record<string, string> & {
        tags?: string[];
      };
      return {
        slug: fields.slug ?? "",
        title: fields.title ?? "",
        excerpt: fields.excerpt ?? "",
        category: fields.category ?? "",
        tags: fields.tags ?? [],
        date: fields.date ?? "",
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** A JSON error answer: its status and its content type. */
async function jsonError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as { fields?: Record<string, string> };
}

afterAll(stopApp);

describe.each(everyDatabase)("API on $name", (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await startApp(database);
  });
  beforeEach(() => clearContacts(db));

  it("stores a contact request and answers 201 with its id", async () => {
    const res = await post(jsonPost("/api/contact", valid));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    const [row] = await db.select().from(leads).where(eq(leads.id, body.id));
    expect(row).toMatchObject({
      name: "Sophie Lambert",
      company: "Laiterie des Flandres",
      language: "fr",
    });
    expect(row?.notificationStatus).toBe("pending");
  });

  it("defaults the language to fr and keeps an empty phone as no phone", async () => {
    const { language: _l, ...withoutLanguage } = valid;
    const res = await post(jsonPost("/api/contact", { ...withoutLanguage, phone: "" }));
    const { id } = (await res.json()) as { id: number };
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    expect(row?.language).toBe("fr");
    expect(row?.phone).toBeNull();
  });

  it("answers 400 with a code per invalid field and stores nothing", async () => {
    const res = await post(
      jsonPost("/api/contact", {
        name: " ",
        company: "x".repeat(151),
        email: `${"a".repeat(250)}@x.be`,
        message: "",
        language: "de",
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      name: "required",
      company: "tooLong",
      email: "tooLong",
      message: "required",
      language: "language",
    });
    expect(await db.select().from(leads)).toHaveLength(0);
  });

  it("refuses malformed bodies with 4xx, never 5xx", async () => {
    const bodies = [
      "",
      "{",
      "null",
      "[]",
      "42",
      '"text"',
      '{"name":{"$gt":""}}',
      '{"email":[1,2]}',
    ];
    for (const body of bodies) {
      const res = await post(jsonPost("/api/contact", body));
      expect(res.status, body).toBe(400);
    }
    expect(
      (await post(jsonPost("/api/contact", valid, { "content-type": "text/plain" }))).status,
    ).toBe(415);
    const huge = JSON.stringify({ ...valid, message: "é".repeat(20_000) });
    expect((await post(jsonPost("/api/contact", huge))).status).toBe(413);
  });

  it("refuses control characters in every field with a field code, and stores nothing", async () => {
    // NUL, and a C1 CSI (U+009B) that some terminals read as an escape sequence.
    for (const control of ["\u0000", "\u009b"]) {
      for (const field of ["name", "company", "email", "phone", "message"] as const) {
        const res = await post(
          jsonPost("/api/contact", { ...valid, [field]: `${valid[field]}${control}` }),
        );
        expect(res.status, field).toBe(400);
        const body = (await res.json()) as { error: string; fields: Record<string, string> };
        expect(body.error).toBe("validation_failed");
        expect(body.fields[field], field).toBe("invalid");
      }
    }
    const multiLine = await post(
      jsonPost("/api/contact", { ...valid, message: "Ligne 1\r\nLigne 2\tcolonne" }),
    );
    expect(multiLine.status).toBe(201);
    expect(await db.select().from(leads)).toHaveLength(1);
  });

  it("keeps a filled honeypot's request, held for review, and answers as for any other", async () => {
    const res = await post(jsonPost("/api/contact", { ...valid, website: "http://spam.example" }));
    expect(res.status).toBe(201);
    const [row] = await db.select().from(leads);
    expect(row).toMatchObject({ triage: "held" });
    expect(row?.spamReasons).toContain("honeypot");
  });

  it("limits stored requests per client with 429 and Retry-After", async () => {
    configure({ CONTACT_RATE_LIMIT: "2" });
    expect((await post(jsonPost("/api/contact", valid), "198.51.100.1")).status).toBe(201);
    expect((await post(jsonPost("/api/contact", valid), "198.51.100.1")).status).toBe(201);
    const limited = await post(jsonPost("/api/contact", valid), "198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await post(jsonPost("/api/contact", valid), "198.51.100.2")).status).toBe(201);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    configure({ CONTACT_RATE_LIMIT: "2" });
    const from = (ip: string) => post(jsonPost("/api/contact", valid), ip);
    expect((await from("2001:db8:42:7::1")).status).toBe(201);
    expect((await from("2001:db8:42:7:a:b:c:d")).status).toBe(201);
    expect((await from("2001:0db8:0042:0007:ffff:0:0:2")).status).toBe(429);
    // The next /64 is another client; an IPv4 client is the same through a mapped address.
    expect((await from("2001:db8:42:8::1")).status).toBe(201);
    expect((await from("198.51.100.9")).status).toBe(201);
    expect((await from("198.51.100.9")).status).toBe(201);
    expect((await from("::ffff:198.51.100.9")).status).toBe(429);
  });

  it("answers GET /api/contact with a JSON 405", async () => {
    const res = contactLoader();
    await jsonError(res, 405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("lists the published posts of a language, newest first", async () => {
    const res = await list("?language=fr");
    expect(res.status).toBe(200);
    const posts = (await res.json()) as {
      slug: string;
      createdAt: string;
      content: string;
      tags: string[];
    }[];
    expect(posts).toHaveLength(5);
    const dates = posts.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        slug: expect.any(String),
        title: expect.any(String),
        excerpt: expect.any(String),
        content: expect.stringContaining("<h2"),
        category: expect.any(String),
        tags: expect.any(Array),
        createdAt: expect.any(String),
      }),
    );
  });

  it("filters by category and validates the query", async () => {
    const res = await list("?language=en&category=Piping");
    const posts = (await res.json()) as { category: string }[];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.category === "Piping")).toBe(true);
    expect((await list("?language=de")).status).toBe(400);
    expect(await (await list("?language=fr&category=Inconnue")).json()).toEqual([]);
  });

  it("caches only categories that exist: made-up ones leave no entry and list nothing", async () => {
    clearBlogCache();
    const known = (await (await list("?language=fr")).json()) as { category: string }[];
    const category = known[0]?.category as string;
    expect((await list(`?language=fr&category=${encodeURIComponent(category)}`)).status).toBe(200);
    const size = blogCacheSize();
    for (let n = 0; n < 2_000; n++) {
      const res = await list(`?language=fr&category=invented-${n}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    }
    expect(blogCacheSize()).toBe(size);
    expect((await list("?language=fr&category=%00")).status).toBe(400);
  });

  it("returns one post by slug and language, or a JSON 404", async () => {
    const found = await one("tuyauterie-industrielle-guide-complet", "?language=fr");
    expect(found.status).toBe(200);
    expect(((await found.json()) as { language: string }).language).toBe("fr");
    const wrongLanguage = await one("tuyauterie-industrielle-guide-complet", "?language=en");
    expect(wrongLanguage.status).toBe(404);
    const missing = await one("nope");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
  });

  it.each(["fr", "en"] as const)(
    "lists every %s article as authored, newest first, with its fields",
    async (language) => {
      const res = await list(`?language=${language}`);
      expect(res.headers.get("content-type")).toContain("application/json");
      const posts = (await res.json()) as (Authored & {
        id: number;
        content: string;
        createdAt: string;
      })[];
      const expected = authored(language);
      expect(posts.map((post) => post.slug)).toEqual(expected.map((article) => article.slug));
      for (const [index, post] of posts.entries()) {
        const { date, ...fields } = expected[index] as Authored;
        expect(post).toMatchObject({ ...fields, id: expect.any(Number) });
        expect(post.content).toContain("<h2");
        expect(post.createdAt.slice(0, 10)).toBe(date);
      }
    },
  );

  it("lists exactly the posts of a category, and refuses another language as JSON", async () => {
    const category = authored("en")[0]?.category ?? "";
    const res = await list(`?language=en&category=${encodeURIComponent(category)}`);
    const posts = (await res.json()) as { category: string }[];
    expect(posts).toHaveLength(authored("en").filter((a) => a.category === category).length);
    await jsonError(await list("?language=de"), 400);
  });

  it("returns a post by slug with its title and text", async () => {
    const article = authored("fr")[0] as Authored;
    const post = (await (await one(article.slug, "?language=fr")).json()) as Authored & {
      content: string;
    };
    expect(post).toMatchObject({ slug: article.slug, title: article.title });
    expect(post.content).toContain("<h2");
  });

  it("names every missing field, and the one field that is wrong", async () => {
    const missing = await jsonError(
      await post(jsonPost("/api/contact", { phone: "", language: "fr" })),
      400,
    );
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual([
      "company",
      "email",
      "message",
      "name",
    ]);
    const email = `${"a".repeat(255 - "@example.com".length)}@example.com`;
    const long = await jsonError(await post(jsonPost("/api/contact", { ...valid, email })), 400);
    expect(Object.keys(long.fields ?? {})).toEqual(["email"]);
    const german = await jsonError(
      await post(jsonPost("/api/contact", { ...valid, language: "de" })),
      400,
    );
    expect(Object.keys(german.fields ?? {})).toEqual(["language"]);
    await jsonError(
      await post(jsonPost("/api/contact", valid, { "content-type": "text/plain" })),
      415,
    );
    const huge = JSON.stringify({ ...valid, message: "x".repeat(33 * 1024) });
    await jsonError(await post(jsonPost("/api/contact", huge)), 413);
  });

  it("gives each stored request an id of its own", async () => {
    const first = (await (await post(jsonPost("/api/contact", valid))).json()) as { id: number };
    const second = (await (
      await post(jsonPost("/api/contact", { ...valid, language: "en", phone: "" }))
    ).json()) as { id: number };
    expect(second.id).not.toBe(first.id);
  });
});

describe("a database that is down", () => {
  it("gives JSON 503 answers, not errors", async () => {
    await closeDb();
    clearBlogCache(); // A server that just started, with nothing in memory yet.
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/none";
    resetEnvCache();
    try {
      const res = await list("?language=fr");
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toBe("service_unavailable");
      const write = await post(jsonPost("/api/contact", valid));
      expect(write.status).toBe(503);
    } finally {
      delete process.env.DATABASE_URL;
      resetEnvCache();
    }
  });
});
