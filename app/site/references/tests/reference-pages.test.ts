import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as itemLoader } from "~/admin/site-content/routes/collection-item";
import type { Database } from "~/platform/database/db.server";
import { collectionItems } from "~/platform/database/schema";
import { loader as referenceLoader } from "~/site/references/routes/reference";
import { loader as breweryLoader } from "~/site/routes/pages/brewery";
import { loader as projectsLoader } from "~/site/routes/pages/projects";
import { loader as ogLoader } from "~/site/routes/seo/og-image";
import { loader as sitemapLoader } from "~/site/routes/seo/sitemap";
import { routeArgs, stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import { photo } from "../../../../tests/integration/media-samples";
import { collectionsUser } from "../../../admin/site-content/tests/content-harness";

/**
 * The reference pages (a page per project of the list), the list's filter and the service pages'
 * references, fed by the "projects" collection as the back office edits it.
 */

afterAll(stopApp);

const ORIGIN = "http://localhost";
type Loaded = Awaited<ReturnType<typeof referenceLoader>>;
type Page = Exclude<Loaded, { data: unknown }> & { reference: NonNullable<unknown> };

/** A reference page's loader answer: its data, and its status (200 unless the loader said). */
async function reference(path: string) {
  const slug = path.split("/").at(-1) ?? "";
  const answer = (await referenceLoader(routeArgs(new Request(`${ORIGIN}${path}`), { slug }))) as
    | Page
    | { data: Page; init: { status: number } };
  return "init" in answer && answer.init
    ? { status: answer.init.status, ...(answer.data as Page) }
    : { status: 200, ...(answer as Page) };
}

const projects = async (path: string) =>
  (await projectsLoader(routeArgs(new Request(`${ORIGIN}${path}`)))) as Awaited<
    ReturnType<typeof projectsLoader>
  >;

const sitemap = async () => (await (await sitemapLoader()).text()) as string;

describe.each(testDatabases)("the reference pages on $name", (database) => {
  const { reset, upload, saveItem: save, asAdmin } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });
  // A picture a project shows cannot be deleted: the next reset empties the library.
  afterEach(() => db.delete(collectionItems));

  it("gives each project of the list a page in each language, with its figures and its counterpart", async () => {
    const fr = await reference("/realisations-clients/salle-de-brassage-40-hl-ath");
    expect(fr.status).toBe(200);
    const page = fr.reference;
    if (!page) throw new Error("no reference");
    expect(page.title).toBe("Salle de brassage de 40\u00a0hl");
    expect(page.category).toBe("Agroalimentaire");
    expect(page.facts[0]).toEqual({ label: "Capacité de brassage", value: "40\u00a0hl/brassin" });
    expect(page.scope).toHaveLength(6);
    expect(page.quoteRole).toBe("Maître brasseur et gérant");
    expect(page.services.map((service) => service.path)).toEqual([
      "/automation",
      "/tuyauterie-industrielle",
      "/brasserie",
    ]);
    // The language switch and hreflang lead to the counterpart's own slug.
    expect(fr.languagePaths).toEqual({
      fr: "/realisations-clients/salle-de-brassage-40-hl-ath",
      en: "/en/realisations-clients/40-hl-brewhouse-ath",
    });
    expect(fr.seo?.alternates.en).toBe(`${ORIGIN}/en/realisations-clients/40-hl-brewhouse-ath`);
    expect(fr.seo?.image.url).toMatch(/\/og\/reference\/salle-de-brassage-40-hl-ath\.png\?v=/);
    const graph = (fr.seo?.jsonLd?.["@graph"] ?? []) as { "@type": string }[];
    expect(graph.map((node) => node["@type"])).toEqual(["CreativeWork", "BreadcrumbList"]);

    const en = await reference("/en/realisations-clients/40-hl-brewhouse-ath");
    expect(en.reference?.facts[0]).toEqual({ label: "Brewing capacity", value: "40\u00a0hl/brew" });
    // A slug of the other language is no address in this one.
    expect((await reference("/en/realisations-clients/salle-de-brassage-40-hl-ath")).status).toBe(
      404,
    );
    expect((await reference("/realisations-clients/nothing-here")).status).toBe(404);

    // Each card of the list links to its page; the sitemap lists them with their counterparts.
    const list = await projects("/realisations-clients");
    expect(list.projects.map((project) => project.path)).toContain(
      "/realisations-clients/salle-de-brassage-40-hl-ath",
    );
    const xml = await sitemap();
    expect(xml).toContain(
      `<loc>${ORIGIN}/en/realisations-clients/40-hl-brewhouse-ath</loc>\n    <xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/realisations-clients/salle-de-brassage-40-hl-ath"/>`,
    );

    // Its social preview is a card rendered on request.
    const og = (await ogLoader(
      routeArgs(new Request(`${ORIGIN}/og/reference/40-hl-brewhouse-ath.png`), {
        "*": "reference/40-hl-brewhouse-ath.png",
      }),
    )) as Response;
    expect(og.status).toBe(200);
    expect(og.headers.get("content-type")).toBe("image/png");
  });

  it("lists on each service page the published references that name it", async () => {
    const brewery = (await breweryLoader(
      routeArgs(new Request(`${ORIGIN}/brasserie`)),
    )) as unknown as { references: { title: string; path: string }[] };
    expect(brewery.references.map((one) => one.path)).toEqual([
      "/realisations-clients/salle-de-brassage-40-hl-ath",
    ]);
  });

  it("filters the list by sector and by trade from the query, and ignores an unknown value", async () => {
    const pharma = await projects("/realisations-clients?secteur=pharmaceutique");
    expect(pharma.projects.map((project) => project.category)).toEqual([
      "Pharmaceutique",
      "Pharmaceutique",
    ]);
    expect(pharma.filter).toMatchObject({
      shown: 2,
      total: 6,
      chosen: { sector: "pharmaceutique" },
    });
    expect(pharma.seo.noindex).toBe(true);

    const both = await projects(
      "/en/realisations-clients?sector=pharmaceutical&trade=tuyauterie-industrielle",
    );
    expect(both.projects.map((project) => project.path)).toEqual([
      "/realisations-clients/purified-water-loop-wavre",
    ]);

    const unknown = await projects("/realisations-clients?secteur=spatial");
    expect(unknown.projects).toHaveLength(6);
    expect(unknown.filter.chosen).toEqual({ sector: "", service: "" });
    expect(unknown.seo.noindex).toBeUndefined();
    // The form offers what the published references name, nothing else.
    expect(unknown.filter.services.map((service) => service.key)).toEqual([
      "automation",
      "tuyauterie-industrielle",
      "process-food-beverage",
      "process-pharma",
      "brasserie",
      "safety",
      "water-clean",
      "water-waste",
    ]);
  });

  it("keeps a hidden (draft) reference off the site: page, list, service page, sitemap", async () => {
    await thrown(save("projects", "d2", { visible: "" }));
    expect((await reference("/realisations-clients/salle-de-brassage-40-hl-ath")).status).toBe(404);
    expect((await projects("/realisations-clients")).projects).toHaveLength(5);
    const brewery = (await breweryLoader(
      routeArgs(new Request(`${ORIGIN}/brasserie`)),
    )) as unknown as { references: unknown[] };
    expect(brewery.references).toEqual([]);
    expect(await sitemap()).not.toContain("salle-de-brassage");
  });

  it("shows what the back office saves: a new address, figures, a gallery of library pictures, services", async () => {
    const first = await upload("brewhouse.jpg", await photo(1600, 1000));
    const second = await upload("mash-filter.jpg", await photo(1200, 900));
    const form = shape(
      await asAdmin(itemLoader, "/admin/collections/projects/d2", {
        params: { slug: "projects", ref: "d2" },
      }),
    ).data as { fields: { name: string; kind: string }[]; pictures: { id: number }[] };
    expect(form.fields.find((field) => field.name === "gallery")?.kind).toBe("pictures");
    expect(form.pictures.map((picture) => picture.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );

    await thrown(
      save("projects", "d2", {
        "slug.fr": "brasserie-ath-40-hl",
        "facts.fr": "Capacité de brassage | 120 hl/brassin\nCadence | 8 brassins/jour",
        // Ticked boxes: one value each, read as one per line.
        gallery: `${first.id}\n${second.id}`,
        referenceServices: "brewery\nmeura",
      }),
    );
    expect((await reference("/realisations-clients/salle-de-brassage-40-hl-ath")).status).toBe(404);
    const page = (await reference("/realisations-clients/brasserie-ath-40-hl")).reference;
    expect(page?.facts).toEqual([
      { label: "Capacité de brassage", value: "120\u00a0hl/brassin" },
      { label: "Cadence", value: "8 brassins/jour" },
    ]);
    expect(page?.gallery).toHaveLength(2);
    expect(page?.gallery[0]?.source).toMatchObject({ kind: "photo" });
    expect(page?.services.map((service) => service.id)).toEqual(["brewery", "meura"]);
    // The English page kept its slug, and now names the new French one as its counterpart.
    const en = await reference("/en/realisations-clients/40-hl-brewhouse-ath");
    expect(en.languagePaths.fr).toBe("/realisations-clients/brasserie-ath-40-hl");
  });

  it("refuses a slug another published reference has, a bad slug, a figure without its value", async () => {
    const refused = async (changes: Record<string, string>) =>
      shape(await save("projects", "d2", changes));
    const taken = await refused({ "slug.fr": "boucle-eau-purifiee-wavre" });
    expect(taken.init?.status).toBe(400);
    expect(JSON.stringify(taken.data)).toContain("déjà cette adresse");
    const bad = await refused({ "slug.fr": "Salle de brassage" });
    expect(bad.init?.status).toBe(400);
    const fact = await refused({ "facts.en": "Brewing capacity 120 hl" });
    expect(fact.init?.status).toBe(400);
    expect(JSON.stringify(fact.data)).toContain("séparés par");
    // Nothing was saved: the page is where it was.
    expect((await reference("/realisations-clients/salle-de-brassage-40-hl-ath")).status).toBe(200);
  });
});
