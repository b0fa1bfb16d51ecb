import { SAMPLE_SLUGS } from "../../app/admin/site-content/collections/reference-sample-slugs";
import enCareers from "../../app/platform/i18n/messages/en/careers.server";
import frCareers from "../../app/platform/i18n/messages/fr/careers.server";
import {
  allPages,
  articles,
  articlesIn,
  attributeOf,
  expect,
  htmlLang,
  languages,
  lastBlockOfMain,
  localize,
  SITE_URL,
  test,
} from "./fixtures";

const careersTexts = { fr: frCareers, en: enCareers };

const specRoutes = [
  "/",
  "/contact",
  "/automation",
  "/tuyauterie-industrielle",
  "/process-food-beverage",
  "/process-pharma",
  "/brasserie",
  "/meura",
  "/safety",
  "/water-clean",
  "/water-waste",
  "/realisations-clients",
  "/blog",
];

test("the page table holds every route of the specification", () => {
  const paths = allPages.filter((page) => page.lang === "fr").map((page) => page.neutral);
  expect(paths).toEqual(expect.arrayContaining(specRoutes));
});

for (const { path, neutral, lang, id } of allPages) {
  test(`${path} answers 200 with one h1, its language, SEO tags and a way to the contact page`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();

    expect(attributeOf(html, "html", {}, "lang")).toBe(htmlLang[lang]);
    expect(html.match(/<h1[\s>]/g), "h1 elements").toHaveLength(1);
    expect(html.match(/<title>([^<]+)<\/title>/)?.[1]?.trim()).toBeTruthy();
    expect(attributeOf(html, "meta", { name: "description" }, "content")?.trim()).toBeTruthy();

    const url = SITE_URL + path;
    const alternate = (hreflang: string) =>
      attributeOf(html, "link", { rel: "alternate", hreflang }, "href");
    expect(attributeOf(html, "link", { rel: "canonical" }, "href")).toBe(url);
    expect(alternate("fr")).toBe(SITE_URL + localize(neutral, "fr"));
    expect(alternate("en")).toBe(SITE_URL + localize(neutral, "en"));
    expect(alternate("x-default")).toBe(SITE_URL + localize(neutral, "fr"));
    expect(attributeOf(html, "meta", { property: "og:title" }, "content")?.trim()).toBeTruthy();
    expect(attributeOf(html, "meta", { property: "og:url" }, "content")).toBe(url);

    if (id === "contact") {
      // The destination of every call to action carries the form instead.
      expect(html).toMatch(/<main\b[\s\S]*<form\b[^>]*method="post"[\s\S]*<\/main>/);
    } else {
      // The page ends with a call to action leading to the localized contact page, naming the
      // page it was on (decision 028).
      expect(lastBlockOfMain(html)).toContain(
        `href="${localize("/contact", lang)}?from=${localize(neutral, lang)}"`,
      );
    }
  });
}

test.describe("sitemap, robots and feeds", () => {
  test("/sitemap.xml lists every page in both languages and every article, with alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1]);

    const expectedPages = allPages.map((page) => SITE_URL + page.path);
    const expectedArticles = articles.map(
      (article) => SITE_URL + localize(`/blog/${article.slug}`, article.language),
    );
    // The open job posts: the three samples written at the first start, in both languages.
    const expectedPosts = languages.flatMap((lang) =>
      careersTexts[lang].samples.map(
        (sample) => SITE_URL + localize(`/carrieres/${sample.slug}`, lang),
      ),
    );
    // The sample references, each in both languages under the projects page.
    const expectedReferences = SAMPLE_SLUGS.flatMap((slugs) =>
      languages.map((lang) => SITE_URL + localize(`/realisations-clients/${slugs[lang]}`, lang)),
    );
    expect(articles).toHaveLength(10);
    expect(locs.sort()).toEqual(
      [...expectedPages, ...expectedArticles, ...expectedPosts, ...expectedReferences].sort(),
    );

    for (const article of articles) {
      const loc = SITE_URL + localize(`/blog/${article.slug}`, article.language);
      const entry = entries.find((candidate) => candidate.includes(`<loc>${loc}</loc>`)) ?? "";
      for (const lang of languages) {
        const sibling = articles.find(
          (other) => other.translationKey === article.translationKey && other.language === lang,
        );
        expect(entry, `alternate ${lang} of ${loc}`).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE_URL}${localize(`/blog/${sibling?.slug}`, lang)}"/>`,
        );
      }
    }
    const automation = entries.find((entry) => entry.includes(`<loc>${SITE_URL}/automation</loc>`));
    expect(automation).toContain(`hreflang="en" href="${SITE_URL}/en/automation"`);
    expect(automation).toContain(`hreflang="x-default" href="${SITE_URL}/automation"`);
  });

  test("/robots.txt points crawlers to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(
      new RegExp(`^Sitemap: ${SITE_URL.replace(/\./g, "\\.")}/sitemap\\.xml$`, "m"),
    );
  });

  for (const lang of languages) {
    const feed = localize("/blog/feed.xml", lang);
    test(`${feed} is an RSS feed of the five ${lang} articles`, async ({ request }) => {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<\/item>/g)].map(
        (match) => match[1],
      );
      expect(links.sort()).toEqual(
        articlesIn(lang)
          .map((article) => SITE_URL + localize(`/blog/${article.slug}`, lang))
          .sort(),
      );
    });
  }
});
