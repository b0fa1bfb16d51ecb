import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { seedSamplePosts } from "~/admin/careers/job-posts.server";
import type { Database } from "~/platform/database/db.server";
import { jobPosts, jobRuns } from "~/platform/database/schema";
import { loader as listLoader } from "~/site/routes/pages/careers";
import { loader as postLoader } from "~/site/routes/pages/careers-post";
import { loader as sitemapLoader } from "~/site/routes/seo/sitemap";
import {
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

afterAll(stopApp);

const SITE = "https://www.procelia.example";
type Loaded = {
  data: {
    shown: { kind: string };
    seo: { jsonLd?: Record<string, unknown>; alternates: Record<string, string> } | null;
    languagePaths: Record<string, string>;
  };
  init: { status: number };
};

const get = async (path: string, slug: string) =>
  JSON.parse(
    JSON.stringify(await postLoader(routeArgs(new Request(`${SITE}${path}`), { slug }))),
  ) as Loaded;

/** What Google for Jobs requires of a JobPosting, and what each property must hold. */
function expectGoogleRequired(jsonLd: Record<string, unknown> | undefined) {
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: expect.any(String),
    description: expect.stringMatching(/^<p>.+<\/ul>$/s),
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    hiringOrganization: { "@type": "Organization", name: "Procelia Engineering" },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Tournai",
        postalCode: "7500",
        addressRegion: "Hainaut",
        addressCountry: "BE",
      },
    },
    employmentType: ["FULL_TIME"],
  });
}

describe.each(testDatabases)("the careers pages ($name)", (database) => {
  let db: Database;
  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(jobPosts);
    await db.delete(jobRuns);
    configure({ PUBLIC_SITE_URL: SITE });
    expect(await seedSamplePosts(db)).toBe(3);
  });

  it("seeds the three sample posts once: a deleted one does not come back", async () => {
    await db.delete(jobPosts).where(eq(jobPosts.sampleKey, "process-draughtsman"));
    expect(await seedSamplePosts(db)).toBe(0);
    expect(await db.$count(jobPosts)).toBe(2);
  });

  it("lists the open posts in each language and gives each post JobPosting data with every property Google requires", async () => {
    for (const lang of ["fr", "en"] as const) {
      const path = lang === "en" ? "/en/carrieres" : "/carrieres";
      const list = (await listLoader(routeArgs(new Request(`${SITE}${path}`)))) as unknown as {
        posts: { slug: string; title: string }[];
      };
      expect(list.posts).toHaveLength(3);
      for (const post of list.posts) {
        const page = await get(`${path}/${post.slug}`, post.slug);
        expect(page.init.status).toBe(200);
        expect(page.data.shown.kind).toBe("post");
        expectGoogleRequired(page.data.seo?.jsonLd);
        expect(page.data.seo?.jsonLd?.title).toBe(post.title);
      }
    }
  });

  it("switches language to the counterpart's slug, with hreflang for both", async () => {
    const slug = "chef-de-chantier-tuyauterie-industrielle";
    const page = await get(`/carrieres/${slug}`, slug);
    expect(page.data.languagePaths).toEqual({
      fr: `/carrieres/${slug}`,
      en: "/en/carrieres/industrial-piping-site-supervisor",
    });
    expect(page.data.seo?.alternates).toEqual({
      fr: `${SITE}/carrieres/${slug}`,
      en: `${SITE}/en/carrieres/industrial-piping-site-supervisor`,
    });
    // The French slug under /en leads to the English page.
    const moved = await thrown(
      postLoader(routeArgs(new Request(`${SITE}/en/carrieres/${slug}`), { slug })),
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/en/carrieres/industrial-piping-site-supervisor");
  });

  it("answers 410 for a post past its date, with no structured data, and drops it from the list and the sitemap", async () => {
    const slug = "dessinateur-projeteur-process";
    await db
      .update(jobPosts)
      .set({ validThrough: new Date(Date.now() - 60_000) })
      .where(eq(jobPosts.slugFr, slug));
    const page = await get(`/carrieres/${slug}`, slug);
    expect(page.init.status).toBe(410);
    expect(page.data.shown.kind).toBe("closed");
    expect(page.data.seo).toBeNull();
    const list = (await listLoader(routeArgs(new Request(`${SITE}/carrieres`)))) as unknown as {
      posts: { slug: string }[];
    };
    expect(list.posts.map((post) => post.slug)).not.toContain(slug);
    const sitemap = await (await sitemapLoader()).text();
    expect(sitemap).not.toContain(slug);
    expect(sitemap).not.toContain("/en/carrieres/process-draughtsman");
    expect(sitemap).toContain(`<loc>${SITE}/carrieres/ingenieur-automaticien-plc-scada</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/carrieres/automation-engineer-plc-scada"/>`,
    );
    expect(sitemap).toContain(`<loc>${SITE}/en/carrieres</loc>`);
  });

  it("shows the spontaneous application in both languages, and 404 for an unknown slug", async () => {
    const fr = await get("/carrieres/candidature-spontanee", "candidature-spontanee");
    expect([fr.init.status, fr.data.shown.kind]).toEqual([200, "spontaneous"]);
    expect(fr.data.languagePaths.en).toBe("/en/carrieres/spontaneous-application");
    const en = await get("/en/carrieres/spontaneous-application", "spontaneous-application");
    expect([en.init.status, en.data.shown.kind]).toEqual([200, "spontaneous"]);
    const missing = await get("/carrieres/soudeur-tig", "soudeur-tig");
    expect(missing.init.status).toBe(404);
  });
});
