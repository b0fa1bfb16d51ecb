import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { findMedia, updateMediaTexts } from "~/admin/media/media.server";
import { action as mediaDeleteAction } from "~/admin/media/routes/media-delete";
import { servicePhotosCollection } from "~/admin/site-content/collections/service-photos.server";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import type { Database } from "~/platform/database/db.server";
import { collectionItems } from "~/platform/database/schema";
import { onSiteChange } from "~/platform/settings/site-changes";
import { loader as automationLoader } from "~/site/routes/pages/automation";
import { loader as foodLoader } from "~/site/routes/pages/food-beverage";
import { loader as safetyLoader } from "~/site/routes/pages/safety";
import { FramedPicture } from "~/site/ui/text-and-picture";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape } from "../../../../tests/integration/media-harness";
import { photo } from "../../../../tests/integration/media-samples";
import { collectionsUser } from "./content-harness";

/**
 * The service pages' illustrations come from the library when the office manager chooses one,
 * per place, in the back office; the built-in picture stays the default.
 */

afterAll(stopApp);

type Loaded = Awaited<ReturnType<typeof automationLoader>>;
const load = async (loader: (args: never) => unknown, path: string) =>
  (await loader({ request: new Request(`http://localhost${path}`) } as never)) as Loaded;

/** The automation page's illustration as the page draws it (app/site/routes/pages/automation.tsx). */
function automationHtml(loaded: Loaded): string {
  const picture = {
    name: "automation-expertise",
    chosen: loaded.photos.automation,
    alt: loaded.t.expertise.imageAlt,
    width: 1000,
    height: 700,
  };
  return renderToStaticMarkup(createElement(FramedPicture, { picture }));
}

describe.each(testDatabases)("the service pages' pictures on $name", (database) => {
  const { reset, asAdmin, upload, saveItem } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });
  afterEach(() => db.delete(collectionItems));

  const save = (ref: string, changes: Record<string, string>) =>
    saveItem(servicePhotosCollection.screen.slug, ref, changes);

  it("shows the built-in picture until a library picture is chosen, then the chosen one, at once", async () => {
    const before = await load(automationLoader, "/en/automation");
    expect(before.photos).toEqual({});
    const builtin = automationHtml(before);
    expect(builtin).toContain(`alt="${before.t.expertise.imageAlt}"`);
    expect(builtin).not.toContain("/media/");

    const added = await upload("salle-de-controle.jpg", await photo(1600, 1000));
    const id = Number(added.id);
    await updateMediaTexts(db, id, {
      altFr: "Salle de contrôle avec trois écrans SCADA",
      altEn: "Control room with three SCADA screens",
      captionFr: "",
      captionEn: "",
    });
    const picture = (await findMedia(db, id))!;

    let announced = 0;
    const stop = onSiteChange(() => announced++);
    // The place of the automation page is the first; the others keep their built-in pictures.
    await thrown(save("d0", { mediaId: String(id) }));
    stop();
    expect(announced, "the pages are rendered again").toBeGreaterThan(0);

    const after = await load(automationLoader, "/en/automation");
    expect(after.photos.automation?.alt).toBe("Control room with three SCADA screens");
    const html = automationHtml(after);
    const source = mediaPhotoSource(picture);
    expect(html).toContain(source.variants.avif[0]?.url);
    expect(html).toContain('alt="Control room with three SCADA screens"');
    expect(html).not.toContain(`alt="${before.t.expertise.imageAlt}"`);
    // Other pages and places are unchanged.
    const food = (await load(foodLoader, "/process-food-beverage")).photos;
    expect([food.foodSkid, food.foodLine]).toEqual([undefined, undefined]);
    expect((await load(safetyLoader, "/safety")).photos.safety).toBeUndefined();

    // A picture a page shows cannot leave the library.
    const refused = shape(
      await asAdmin(mediaDeleteAction, `/admin/media/${id}/delete`, {
        params: { id: String(id) },
        form: {},
      }),
    );
    expect(refused.init?.status).toBe(409);
    expect(await findMedia(db, id)).toBeDefined();
  });

  it("offers one place per picture of the nine service pages, each named after its page", async () => {
    const { definition, screen } = servicePhotosCollection;
    const slots = definition.defaults().map((item) => item.slot);
    expect(slots).toHaveLength(10);
    expect(new Set(slots.map((slot) => screen.itemTitle({ slot }, "fr").split(" :")[0])).size).toBe(
      9,
    );
  });
});
