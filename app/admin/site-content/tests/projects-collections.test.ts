import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { addItem, updateItem } from "~/admin/site-content/collection-edits.server";
import { collectionBySlug } from "~/admin/site-content/collection-registry.server";
import { figures } from "~/admin/site-content/collections/figures.server";
import { sectors } from "~/admin/site-content/collections/sectors.server";
import { testimonials } from "~/admin/site-content/collections/testimonials.server";
import { readCollection, visibleItems } from "~/admin/site-content/collections.server";
import { textFields } from "~/admin/site-content/page-text-fields.server";
import type { Database } from "~/platform/database/db.server";
import { loader } from "~/site/routes/pages/projects";
import { routeArgs, stopApp, testDatabases } from "../../../../tests/integration/harness";
import { collectionsUser } from "./content-harness";

/**
 * The projects page's key figures, sector shares and testimonial, edited in the back office as
 * collections: the page shows what is saved, and the Pages screen no longer offers them.
 */

afterAll(stopApp);

const page = async (path = "/realisations") =>
  await loader(routeArgs(new Request(`http://localhost${path}`)));

describe.each(testDatabases)("the projects page's collections on $name", (database) => {
  const { reset } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });

  it("shows the code's figures, sectors and testimonial until they are edited, in each language", async () => {
    const fr = await page();
    expect(fr.stats[0]).toEqual({ number: "50+", label: "projets réalisés" });
    expect(fr.sectors.map((sector) => sector.share)).toEqual([60, 25, 10, 5]);
    expect(fr.testimonial?.role).toBe("Responsable travaux neufs");
    const en = await page("/en/projects");
    expect(en.stats[0]).toEqual({ number: "50+", label: "completed projects" });
    expect(en.sectors[0]?.name).toBe("Food industry");
  });

  it("shows an edited figure, a hidden one no longer, and no testimonial section when none is visible", async () => {
    const { items } = await readCollection(db, figures);
    const first = items[0];
    if (!first) throw new Error("no figure");
    await updateItem(
      db,
      figures,
      first.ref,
      { number: "120+", label: { fr: "projets livrés", en: "projects delivered" } },
      {},
      0,
      "claire",
    );
    const stored = (await readCollection(db, figures)).items;
    await updateItem(db, figures, stored[3]?.ref ?? "", undefined, { visible: false }, 1, "claire");
    const shown = (await page()).stats;
    expect(shown.map((stat) => stat.number)).toEqual(["120+", "15+", "100%"]);
    expect(shown[0]?.label).toBe("projets livrés");

    const quote = (await readCollection(db, testimonials)).items[0];
    await updateItem(db, testimonials, quote?.ref ?? "", undefined, { visible: false }, 0, null);
    expect((await page()).testimonial).toBeNull();
    const added = await addItem(
      db,
      testimonials,
      {
        quote: { fr: "« Chantier tenu. »", en: "“Site kept on schedule.”" },
        role: { fr: "Directeur d'usine", en: "Plant manager" },
        company: { fr: "Brasserie, Hainaut", en: "Brewery, Hainaut" },
      },
      {},
      1,
      null,
    );
    expect(added).toMatchObject({ ok: true });
    expect((await page("/en/projects")).testimonial).toEqual({
      quote: "“Site kept on schedule.”",
      role: "Plant manager",
      company: "Brewery, Hainaut",
    });
  });

  it("refuses sector shares over 100 % and warns while they do not add up to 100 %", async () => {
    const { items } = await readCollection(db, sectors);
    const chemistry = items[2];
    if (!chemistry) throw new Error("no sector");
    const over = await updateItem(
      db,
      sectors,
      chemistry.ref,
      { ...chemistry.data, share: 11 },
      {},
      0,
      "claire",
    );
    expect(over).toEqual({ ok: false, reason: "invalid", errors: { collection: "sharesOver100" } });
    expect((await page()).sectors.map((sector) => sector.share)).toEqual([60, 25, 10, 5]);

    const screen = collectionBySlug("sectors")?.screen;
    const shares = () => visibleItems(sectors).map((item) => item.data);
    expect(screen?.listWarning?.(shares(), "fr")).toBeUndefined();
    await updateItem(db, sectors, chemistry.ref, { ...chemistry.data, share: 5 }, {}, 0, "claire");
    expect((await page()).sectors[2]?.share).toBe(5);
    expect(screen?.listWarning?.(shares(), "fr")).toContain("95\u00a0%");
    expect(screen?.listWarning?.(shares(), "en")).toContain("95%");
  });

  it("leaves the figures, shares and quote to the collections on the Pages screen, not the headings", () => {
    const keys = textFields("projects").map((field) => field.key);
    expect(
      keys.filter((key) => /^(stats|sectors\.items|testimonial\.(quote|role|company))/.test(key)),
    ).toEqual([]);
    expect(keys).toContain("testimonial.title");
    expect(keys).toContain("sectors.title");
    expect(keys).toContain("hero.statsLabel");
  });
});
