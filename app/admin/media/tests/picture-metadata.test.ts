import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { updateItem } from "~/admin/site-content/collection-edits.server";
import { certifications } from "~/admin/site-content/collections/certifications.server";
import { readCollection, refreshCollections } from "~/admin/site-content/collections.server";
import { action as itemAction } from "~/admin/site-content/routes/collection-item";
import type { Database } from "~/platform/database/db.server";
import {
  collectionItems,
  contentHistory,
  contentVersions,
  media,
} from "~/platform/database/schema";
import { loader as certificateLoader } from "~/site/routes/files/certificate";
import { routeArgs, stopApp, testDatabases } from "../../../../tests/integration/harness";
import { libraryUser } from "../../../../tests/integration/media-harness";

/**
 * What a camera writes into a picture (where it was taken, the device, the author) never reaches
 * a visitor nor stays in the database: certificates' pictures and the library's originals are
 * kept without it; a PDF is kept and served as it was uploaded.
 */

afterAll(stopApp);

/** A photo as a phone writes it: GPS position, device, author, turned a quarter (orientation 6). */
async function phonePhoto(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 120, height: 80, channels: 3, background: "#3a6ea5" },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Artist: "Jean Dupont", Copyright: "Jean Dupont" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "50/1 27/1 3/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "3/1 57/1 9/1",
      },
    })
    .toBuffer();
  return sharp(jpeg).withMetadata({ orientation: 6 }).keepExif().toBuffer();
}

/** The tags of a picture's first EXIF directory (0x8825: where the GPS directory is). */
async function exifTags(bytes: Buffer): Promise<number[]> {
  const exif = (await sharp(bytes).metadata()).exif;
  if (!exif) return [];
  const tiff = exif.subarray(6); // after "Exif\0\0"
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}
const GPS_IFD = 0x8825;

async function expectClean(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(bytes.includes("Jean Dupont")).toBe(false);
  expect(bytes.includes("Canon")).toBe(false);
  // Turned upright: the 120 x 80 picture shown a quarter turned is 80 x 120.
  expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([80, 120, 1]);
}

describe.each(testDatabases)("pictures without their metadata ($name)", (database) => {
  const user = libraryUser(database);
  let db: Database;
  let photo: Buffer;

  beforeEach(async () => {
    db = await user.reset();
    await db.delete(contentHistory);
    await db.delete(collectionItems);
    await db.delete(contentVersions);
    await refreshCollections(db);
    photo ??= await phonePhoto();
  });

  it("starts from a photo that carries a GPS position, a device and an author", async () => {
    expect(await exifTags(photo)).toContain(GPS_IFD);
    expect(photo.includes("Jean Dupont")).toBe(true);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
  });

  const stored = async (name: string) => {
    const { items } = await readCollection(db, certifications);
    const item = items.find((entry) => entry.data.name === name);
    if (!item) throw new Error(`no ${name}`);
    // A stored item's ref is its id; the shipped ones ("d0"...) have no row yet.
    const id = Number(item.ref);
    const [row] = await db
      .select({ document: collectionItems.document, type: collectionItems.documentType })
      .from(collectionItems)
      .where(
        and(
          eq(collectionItems.collection, "certifications"),
          eq(collectionItems.id, Number.isInteger(id) ? id : -1),
        ),
      );
    return { ref: item.ref, id, document: row?.document ?? null, type: row?.type };
  };
  const download = (id: number) =>
    certificateLoader(
      routeArgs<Parameters<typeof certificateLoader>[0]>(
        new Request(`http://localhost/certificats/${id}`),
        { id: String(id) },
      ),
    );

  it("stores a certificate's photo uploaded in the back office without them", async () => {
    const { ref } = await stored("ISO 9001:2015");
    const version = (await readCollection(db, certifications)).version;
    const fields = {
      version: String(version),
      name: "ISO 9001:2015",
      "scope.fr": "Système de management de la qualité",
      "scope.en": "Quality management system",
      "body.fr": "Organisme de certification accrédité BELAC",
      "body.en": "BELAC-accredited certification body",
      number: "QMS 0123458",
      validUntil: "2028-03-31",
      visible: "on",
    };
    const answer = await user
      .asAdmin(itemAction, `/admin/collections/certifications/${ref}`, {
        upload: { ok: true, file: { name: "iso-9001.jpg", bytes: photo }, fields },
        params: { slug: "certifications", ref },
      })
      .catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    const after = await stored("ISO 9001:2015");
    expect(after.type).toBe("image/jpeg");
    await expectClean(after.document as Buffer);

    const served = await download(after.id);
    expect(served.status).toBe(200);
    await expectClean(Buffer.from(await served.arrayBuffer()));
  });

  it("serves a photo stored before without them, and keeps the cleaned copy", async () => {
    const { ref } = await stored("VCA**");
    await updateItem(
      db,
      certifications,
      ref,
      undefined,
      { document: { bytes: photo, type: "image/jpeg", name: "vca.jpg" } },
      (await readCollection(db, certifications)).version,
      "claire",
    );
    const { id, document } = await stored("VCA**");
    expect(document?.equals(photo)).toBe(true);

    const served = Buffer.from(await (await download(id)).arrayBuffer());
    await expectClean(served);
    const kept = (await stored("VCA**")).document as Buffer;
    expect(kept.equals(served)).toBe(true);
    // Done once: the clean copy is served as it is from then on.
    expect(Buffer.from(await (await download(id)).arrayBuffer()).equals(served)).toBe(true);
  });

  it("serves a PDF byte for byte, as it was uploaded", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Author (Jean Dupont) >> endobj\n%%EOF\n");
    const { ref } = await stored("EN ISO 3834-2");
    await updateItem(
      db,
      certifications,
      ref,
      undefined,
      { document: { bytes: pdf, type: "application/pdf", name: "3834.pdf" } },
      (await readCollection(db, certifications)).version,
      "claire",
    );
    const { id } = await stored("EN ISO 3834-2");
    const served = Buffer.from(await (await download(id)).arrayBuffer());
    expect(served.equals(pdf)).toBe(true);
  });

  it("keeps the library's original without them, its variants made upright", async () => {
    const result = await user.upload("chantier-gand.jpg", photo);
    expect(result.status).toBe(302);
    const [row] = await db
      .select()
      .from(media)
      .where(eq(media.id, result.id as number));
    await expectClean(row?.original as Buffer);
    expect([row?.width, row?.height]).toEqual([80, 120]);
  });
});
