import { execFileSync } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { findMedia } from "~/admin/media/media.server";
import { action as uploadAction } from "~/admin/media/routes/media";
import fr from "~/admin/media/texts/fr.server";
import { forgetVariants } from "~/admin/media/variants.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import { mediaPath, variantPath } from "~/platform/content/media-paths";
import { closeDb, type Database } from "~/platform/database/db.server";
import { blogPosts, media } from "~/platform/database/schema";
import {
  configure,
  postgresDatabase,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { libraryUser, publicFiles, shape } from "../../../../tests/integration/media-harness";
import {
  decompressionBomb,
  photo,
  picture,
  scriptedSvg,
} from "../../../../tests/integration/media-samples";

/** The media library's storage, public files and refusals, on both databases. */

afterAll(stopApp);
const fetchFile = publicFiles();

describe.each(testDatabases)("the media library on $name", (database) => {
  const { reset, asAdmin, upload, session } = libraryUser(database);
  let db: Database;
  beforeEach(async () => {
    db = await reset();
  });

  const stored = async () => (await db.select({ id: media.id }).from(media)).length;

  it("keeps a camera photo upright, without its metadata, in every format at the site's widths", async () => {
    const camera = await photo(2400, 1600, { orientation: 6, gps: true });
    expect(camera.includes(Buffer.from("Procelia test camera"))).toBe(true);
    const added = await upload("DSC_0042 Skid NEP.JPG", camera);
    expect(added.status).toBe(302);
    expect(added.location).toBe(`/admin/media/${added.id}?done=uploaded`);
    const row = await findMedia(db, added.id ?? 0);
    // Orientation 6: stored sideways, shown upright.
    expect(row).toMatchObject({
      width: 1600,
      height: 2400,
      type: "image/jpeg",
      fileName: "dsc-0042-skid-nep.jpg",
    });
    for (const [width, format, type] of [
      [480, "avif", "image/avif"],
      [768, "webp", "image/webp"],
      [1280, "jpg", "image/jpeg"],
      [1600, "jpg", "image/jpeg"],
    ] as const) {
      const res = await fetchFile(variantPath(row!, width, format));
      expect(res.status, `${width}.${format}`).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 2400) / 1600));
      expect(meta.exif, "no EXIF leaves").toBeUndefined();
      expect(bytes.includes(Buffer.from("Procelia test camera"))).toBe(false);
    }
    // Never upscaled: no variant wider than the photo, none at a width it does not have.
    expect((await fetchFile(variantPath(row!, 1920, "jpg"))).status).toBe(404);
    expect((await fetchFile(variantPath(row!, 500, "jpg"))).status).toBe(404);
  });

  it("serves a version's address with its ETag and 304, and the lasting address as a redirect", async () => {
    const added = await upload("cuve.png", await picture("png", 900, 600));
    const row = (await findMedia(db, added.id ?? 0))!;
    expect(row.fileName).toBe("cuve.png");
    const address = variantPath(row, 900, "webp");
    expect(address).toMatch(/^\/media\/[0-9a-f]{32}\/cuve-900\.webp$/);
    const first = await fetchFile(address);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toContain(row.contentHash);
    const again = await fetchFile(address, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    // nginx asks again within a minute (MEDIA_EDGE_SECONDS); browsers keep it a year.
    expect(first.headers.get("x-accel-expires")).toBe("60");

    // Used nowhere yet: the lasting address (a number and a name) leads nowhere for a visitor.
    expect(mediaPath(row)).toBe(`/media/${row.id}/cuve`);
    expect((await fetchFile(mediaPath(row))).status).toBe(404);
    const staff = await fetchFile(mediaPath(row), { cookie: session() });
    expect(staff.status).toBe(302);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    // Once a published article shows it, it is the public site's.
    const [article] = await db
      .update(blogPosts)
      .set({ coverMediaId: row.id })
      .where(eq(blogPosts.id, sql`(select min(id) from blog_posts where published)`))
      .returning({ id: blogPosts.id });
    try {
      const lasting = await fetchFile(mediaPath(row));
      expect(lasting.status).toBe(302);
      // The JPEG closest to 1280 px without going over: the picture's own 900.
      expect(lasting.headers.get("location")).toBe(variantPath(row, 900, "jpg"));
      expect(lasting.headers.get("cache-control")).toBe("no-cache");
      await db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, article!.id));
      expect((await fetchFile(mediaPath(row))).status).toBe(404);
    } finally {
      await db
        .update(blogPosts)
        .set({ coverMediaId: null, published: true })
        .where(eq(blogPosts.id, article!.id));
    }
    expect((await fetchFile(`/media/${row.id}/autre-nom`)).status).toBe(404);
    expect((await fetchFile(`/media/${row.contentHash}/autre-900.webp`)).status).toBe(404);
  });

  it("serves every picture from the database alone: a new instance makes its variants again", async () => {
    const added = await upload("pompe.jpg", await photo(1000, 700));
    const row = (await findMedia(db, added.id ?? 0))!;
    const before = Buffer.from(
      await (await fetchFile(variantPath(row, 768, "avif"))).arrayBuffer(),
    );
    forgetVariants(); // what a second instance, or a restart on a new machine, starts with
    const res = await fetchFile(variantPath(row, 768, "avif"));
    expect(res.status).toBe(200);
    const after = Buffer.from(await res.arrayBuffer());
    expect(await sharp(after).metadata()).toMatchObject({
      width: 768,
      height: 538,
      format: "heif",
    });
    expect(after.length).toBeGreaterThan(before.length * 0.5);
  });

  it("takes each type by its content, whatever its name, and refuses the same file twice", async () => {
    for (const [format, expected] of [
      ["png", "schema.png"],
      ["webp", "schema.webp"],
      ["avif", "schema.avif"],
      ["gif", "schema.gif"],
    ] as const) {
      const added = await upload(
        "schema.jpg",
        await picture(format, 320, 200, expected.length * 7),
      );
      expect(added.status, format).toBe(302);
      expect((await findMedia(db, added.id ?? 0))?.fileName).toBe(expected);
    }
    const bytes = await picture("png", 300, 300, 99);
    expect((await upload("a.png", bytes)).status).toBe(302);
    const twice = await upload("b.png", bytes);
    expect(twice.status).toBe(409);
    expect(twice.refusal).toBe(fr.refusal.duplicate);
  });

  it("refuses every bad input with a clear message, stores nothing and goes on serving", async () => {
    const real = await photo(800, 600);
    const cases: [string, Buffer, number, string][] = [
      [
        "facture.jpg",
        Buffer.from("Ceci est un texte, pas une photo.\n"),
        415,
        fr.refusal.notPicture,
      ],
      ["vide.jpg", Buffer.alloc(0), 400, fr.refusal.empty],
      ["bombe.png", await decompressionBomb(), 400, fr.refusal.tooManyPixels],
      ["coupee.jpg", real.subarray(0, Math.floor(real.length * 0.6)), 400, fr.refusal.damaged],
      ["logo.svg", scriptedSvg, 415, fr.refusal.svg],
      ["logo.png", scriptedSvg, 415, fr.refusal.svg],
      ["gros.jpg", Buffer.alloc(20 * 1024 * 1024 + 1, 0xff), 413, fr.refusal.tooLarge],
    ];
    for (const [name, bytes, status, message] of cases) {
      const started = Date.now();
      const refused = await upload(name, bytes);
      expect(refused, name).toMatchObject({ status, refusal: message });
      // The bomb is refused from its header: no 312 MB of rows decoded.
      if (name === "bombe.png") expect(Date.now() - started).toBeLessThan(2_000);
    }
    const { status } =
      shape(
        await asAdmin(uploadAction, "/admin/media", { upload: { ok: false, reason: "tooLarge" } }),
      ).init ?? {};
    expect(status).toBe(413);
    expect(await stored()).toBe(0);
    expect((await listAudit(db)).entries.map((entry) => entry.action)).toEqual([]);
    // And the next good file goes in.
    expect((await upload("../../etc/passwd Vanne été.jpg", real)).status).toBe(302);
    const [row] = await db.select({ fileName: media.fileName }).from(media);
    expect(row?.fileName).toBe("passwd-vanne-ete.jpg");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the media library after a pg_dump restore", () => {
  // The body runs even when the suite is skipped (without PostgreSQL): any URL parses.
  const source = process.env.TEST_DATABASE_URL ?? "postgres://localhost/none";
  const restored = new URL(source);
  restored.pathname = `${restored.pathname}_restore`;

  afterAll(async () => {
    await closeDb();
    const admin = new pg.Client({ connectionString: source });
    await admin.connect();
    await admin.query(`drop database if exists ${restored.pathname.slice(1)} with (force)`);
    await admin.end();
  });

  it("serves every picture from the restored database, variants made anew", async () => {
    const postgres = postgresDatabase;
    if (!postgres) throw new Error("TEST_DATABASE_URL without its test database");
    const db = await startApp(postgres);
    const bytes = await photo(1400, 900);
    const { createHash } = await import("node:crypto");
    const contentHash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    await db.insert(media).values({
      original: bytes,
      contentHash,
      type: "image/jpeg",
      width: 1400,
      height: 900,
      byteSize: bytes.length,
      fileName: "station-epuration.jpg",
      uploadedBy: "sophie.lambert",
    });
    const dump = execFileSync("pg_dump", ["--format=custom", source], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const admin = new pg.Client({ connectionString: source });
    await admin.connect();
    await admin.query(`drop database if exists ${restored.pathname.slice(1)} with (force)`);
    await admin.query(`create database ${restored.pathname.slice(1)}`);
    await admin.end();
    execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restored}`], {
      input: dump,
    });

    await closeDb();
    process.env.DATABASE_URL = restored.toString();
    configure();
    forgetVariants();
    const res = await fetchFile(`/media/${contentHash}/station-epuration-1280.webp`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 823 });
  });
});
