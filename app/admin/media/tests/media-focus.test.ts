import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { findMedia } from "~/admin/media/media.server";
import { action as detailAction, loader as detailLoader } from "~/admin/media/routes/media-detail";
import fr from "~/admin/media/texts/fr.server";
import { croppedBytes, forgetVariants } from "~/admin/media/variants.server";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import type { Database } from "~/platform/database/db.server";
import { ogVersion } from "~/platform/seo/og-paths";
import { PictureView } from "~/platform/ui/picture-view";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";

/** A picture's focal point: chosen in its detail screen, kept by every crop of it. */

afterAll(stopApp);

/** A wide picture: red on its left third, green in the middle, blue on its right third. */
async function threeBands(): Promise<Buffer> {
  const band = (fill: string, x: number) =>
    `<rect x="${x}" width="800" height="600" fill="${fill}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="600">${band("#ff0000", 0)}${band("#00ff00", 800)}${band("#0000ff", 1600)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The dominant channel of a JPEG: "r", "g" or "b". */
async function dominant(jpeg: Buffer): Promise<string> {
  const { channels } = await sharp(jpeg).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return ["r", "g", "b"][means.indexOf(Math.max(...means))] ?? "";
}

describe.each(testDatabases)("a picture's focal point on $name", (database) => {
  const { reset, asAdmin, upload } = libraryUser(database);
  let db: Database;
  beforeEach(async () => {
    db = await reset();
  });

  const post = (id: number, form: Record<string, string>) =>
    asAdmin(detailAction, `/admin/media/${id}`, { params: { id: String(id) }, form });

  it("is set from the detail screen's fields, checked, stored, and cleared", async () => {
    const added = await upload("trois-bandes.jpg", await threeBands());
    const id = Number(added.id);
    const refused = shape(await post(id, { intent: "focus", focusX: "101", focusY: "abc" }));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({
      focusX: fr.detail.focusInvalid,
      focusY: fr.detail.focusInvalid,
    });
    // What was typed comes back in the fields; nothing was stored.
    expect(refused.data.focus).toEqual({ focusX: "101", focusY: "abc" });
    expect(await findMedia(db, id)).toMatchObject({ focusX: null, focusY: null });

    const saved = await thrown(post(id, { intent: "focus", focusX: "12", focusY: "80" }));
    expect(saved.headers.get("location")).toBe(`/admin/media/${id}?done=focus#media-focus`);
    expect(await findMedia(db, id)).toMatchObject({ focusX: 12, focusY: 80 });
    const screen = shape(
      await asAdmin(detailLoader, `/admin/media/${id}?done=focus`, { params: { id: String(id) } }),
    ).data as { picture: { focus: unknown }; done: string };
    expect(screen.picture.focus).toEqual({ x: 12, y: 80 });
    expect(screen.done).toBe(fr.detail.focusSaved);

    await thrown(post(id, { intent: "focusReset" }));
    expect(await findMedia(db, id)).toMatchObject({ focusX: null, focusY: null });
  });

  it("is kept by the pages' frames (object-position) and by the social preview's crop", async () => {
    const added = await upload("trois-bandes.jpg", await threeBands());
    const id = Number(added.id);
    const crop = async () => {
      const picture = (await findMedia(db, id))!;
      const source = mediaPhotoSource(picture);
      const jpeg = await croppedBytes(
        db,
        { contentHash: picture.contentHash, width: source.width, focus: source.focus },
        1200,
        630,
      );
      return { source, colour: await dominant(jpeg!) };
    };
    // The 2400 x 600 picture at 1200 x 630 shows about a third of its width.
    await thrown(post(id, { intent: "focus", focusX: "0", focusY: "50" }));
    const left = await crop();
    expect(left.colour).toBe("r");
    await thrown(post(id, { intent: "focus", focusX: "100", focusY: "50" }));
    const right = await crop();
    expect(right.colour).toBe("b");
    forgetVariants();
    expect((await crop()).colour, "made again on a fresh instance").toBe("b");

    const html = renderToStaticMarkup(
      createElement(PictureView, {
        source: { kind: "photo", photo: right.source },
        alt: "Trois bandes",
        width: 800,
        height: 500,
      }),
    );
    expect(html).toContain("object-position:100% 50%");

    // A new point is a new address for the social networks, which keep their copy by address.
    const post1 = {
      updatedAt: "2026-11-20T10:00:00Z",
      cover: { hash: "a".repeat(32), source: left.source },
    };
    const post2 = { ...post1, cover: { ...post1.cover, source: right.source } };
    expect(ogVersion(post1)).not.toBe(ogVersion(post2));
  });
});
