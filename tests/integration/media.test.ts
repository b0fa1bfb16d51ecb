import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articleFormSchema, createArticle } from "~/data/articles.server";
import { listAudit } from "~/data/audit-log.server";
import { closeDb, type Database } from "~/data/db.server";
import { findMedia } from "~/data/media.server";
import { mediaPath, variantPath } from "~/data/media-paths";
import { auditLog, blogPosts, media, sessions, users } from "~/data/schema";
import { createSession } from "~/data/sessions.server";
import { insertUser } from "~/data/users.server";
import en from "~/i18n/messages/en/admin-media.server";
import fr from "~/i18n/messages/fr/admin-media.server";
import { loader as libraryLoader, action as uploadAction } from "~/routes/admin/media";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin/media-delete";
import { action as detailAction, loader as detailLoader } from "~/routes/admin/media-detail";
import { adminSession } from "~/services/auth/admin-session.server";
import { sessionCookieHeader } from "~/services/auth/session-cookie.server";
import type { UploadOutcome } from "~/services/media/upload-stream.server";
import { forgetVariants } from "~/services/media/variants.server";
import { routerContext } from "~/services/request-facts";
import { mediaFiles } from "../../server/media-files";
import { securityHeaders } from "../../server/security-headers";
import { configure, startApp, stopApp, testDatabases, thrown } from "./harness";
import { decompressionBomb, photo, picture, scriptedSvg } from "./media-samples";

afterAll(stopApp);

const ORIGIN = "http://localhost";

/** What a loader or action returned, as the browser would receive it. */
const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown> & { refusal?: string; existing?: string | null };
    init?: { status?: number };
  };

/** The public files as the server mounts them, behind its security headers. */
let files = "";
let closeFiles = () => {};
beforeAll(async () => {
  const app = express();
  app.use(securityHeaders);
  app.use("/media", mediaFiles());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  files = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeFiles = () => server.close();
});
afterAll(() => closeFiles());

const fetchFile = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${files}${path}`, { headers, redirect: "manual" });

describe.each(testDatabases)("the media library on $name", (database) => {
  let db: Database;
  let cookie = "";

  beforeAll(async () => {
    db = await startApp(database);
  });

  beforeEach(async () => {
    await db.delete(media);
    await db.delete(sessions);
    await db.delete(users);
    await db.delete(auditLog);
    configure({ PUBLIC_SITE_URL: ORIGIN });
    const user = await insertUser(db, "sophie.lambert", "not-a-real-hash");
    if (!user) throw new Error("no user");
    cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
  });

  /** A back-office request as React Router runs it: session middleware, then the handler. */
  async function asAdmin<A, R>(
    handler: (args: A) => R,
    path: string,
    init: { upload?: UploadOutcome; form?: Record<string, string>; params?: object } = {},
  ): Promise<Awaited<R>> {
    const post = init.upload !== undefined || init.form !== undefined;
    const request = new Request(`${ORIGIN}${path}`, {
      method: post ? "POST" : "GET",
      headers: { cookie, ...(post ? { origin: ORIGIN } : {}) },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    const context = routerContext({ clientIp: "203.0.113.9", upload: init.upload });
    const args = { request, params: init.params ?? {}, context };
    await adminSession()(args as never, async () => new Response());
    return await handler(args as A);
  }

  const file = (name: string, bytes: Buffer): UploadOutcome => ({
    ok: true,
    file: { name, bytes },
    fields: {},
  });

  /** Uploads through the library's form; the new picture's id, or the refusal as served. */
  async function upload(name: string, bytes: Buffer) {
    try {
      const answer = shape(
        await asAdmin(uploadAction, "/admin/media", { upload: file(name, bytes) }),
      );
      return { status: answer.init?.status ?? 200, refusal: answer.data.refusal, id: undefined };
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      const location = error.headers.get("location") ?? "";
      return {
        status: error.status,
        refusal: undefined,
        id: Number(/\/media\/(\d+)/.exec(location)?.[1]),
        location,
      };
    }
  }

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

    const lasting = await fetchFile(mediaPath(row));
    expect(mediaPath(row)).toBe(`/media/${row.id}/cuve`);
    expect(lasting.status).toBe(302);
    // The JPEG closest to 1280 px without going over: the picture's own 900.
    expect(lasting.headers.get("location")).toBe(variantPath(row, 900, "jpg"));
    expect(lasting.headers.get("cache-control")).toBe("no-cache");
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

  it("saves the texts, which a picture needs in both languages before a public page", async () => {
    const added = await upload("filtre-presse.jpg", await photo(640, 480));
    const id = String(added.id);
    const page = shape(await asAdmin(detailLoader, `/en/admin/media/${id}`, { params: { id } }));
    expect(page.data.picture).toMatchObject({
      placeable: false,
      markdown: `![…](/media/${id}/filtre-presse)`,
    });
    const tooLong = shape(
      await asAdmin(detailAction, `/admin/media/${id}`, {
        params: { id },
        form: { altFr: "x".repeat(251), altEn: "Filter press", captionFr: "", captionEn: "" },
      }),
    );
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data.errors).toEqual({ altFr: "Trop long\u00a0: 250 caractères au plus." });
    const saved = await thrown(
      asAdmin(detailAction, `/admin/media/${id}`, {
        params: { id },
        form: {
          altFr: "Filtre-presse en inox dans la salle de traitement",
          altEn: "Stainless filter press in the treatment room",
          captionFr: "",
          captionEn: "Commissioned in 2025",
        },
      }),
    );
    expect(saved.headers.get("location")).toBe(`/admin/media/${id}?done=saved`);
    const after = shape(
      await asAdmin(detailLoader, `/en/admin/media/${id}?done=saved`, { params: { id } }),
    );
    expect(after.data.picture).toMatchObject({
      placeable: true,
      alt: "Stainless filter press in the treatment room",
    });
    expect(after.data.done).toBe(en.detail.saved);
  });

  it("lists the articles that show a picture, refuses to delete it while they do, and logs it", async () => {
    const added = await upload("skid.jpg", await photo(900, 600));
    const other = await upload("autre.png", await picture("png", 200, 200, 42));
    const id = String(added.id);
    const row = (await findMedia(db, added.id ?? 0))!;
    const article = articleFormSchema.parse({
      title: "Un skid NEP en trois semaines",
      slug: "skid-nep-trois-semaines",
      excerpt: "Conception, fabrication et mise en service.",
      category: "Projets",
      tags: "NEP",
      language: "fr",
      counterpart: "",
      // The reference syntax of docs/decisions/021; /media/<other id>0/ must not count.
      markdown: `Le skid :\n\n![Skid NEP](/media/${id}/skid "Le skid")\n\n![Autre](/media/${id}0/x)`,
    });
    const created = await createArticle(db, article, true);
    if (!created.ok) throw new Error(created.reason);

    const library = shape(await asAdmin(libraryLoader, "/admin/media"));
    const cards = library.data.pictures as { id: number; uses: number }[];
    expect(cards.find((card) => card.id === added.id)?.uses).toBe(1);
    expect(cards.find((card) => card.id === other.id)?.uses).toBe(0);
    const detail = shape(await asAdmin(detailLoader, `/admin/media/${id}`, { params: { id } }));
    expect(detail.data.uses).toEqual([
      expect.objectContaining({
        title: "Un skid NEP en trois semaines",
        language: "FR",
        state: "publié",
      }),
    ]);

    const confirm = shape(
      await asAdmin(deleteLoader, `/admin/media/${id}/delete`, { params: { id } }),
    );
    expect(confirm.data.inUse).toBe(fr.remove.inUse.replace("{count}", "1"));
    const refused = shape(
      await asAdmin(deleteAction, `/admin/media/${id}/delete`, { params: { id }, form: {} }),
    );
    expect(refused.init?.status).toBe(409);
    expect((refused.data.uses as { title: string }[]).map((use) => use.title)).toEqual([
      "Un skid NEP en trois semaines",
    ]);
    expect(await findMedia(db, row.id)).toBeDefined();
    expect((await fetchFile(variantPath(row, 480, "webp"))).status).toBe(200);

    // A reference by a version's address counts too; once removed, the picture can go.
    await db
      .update(blogPosts)
      .set({ markdown: `![x](${variantPath(row, 480, "webp")})` })
      .where(eq(blogPosts.id, created.post.id));
    expect(
      shape(await asAdmin(deleteLoader, `/admin/media/${id}/delete`, { params: { id } })).data
        .inUse,
    ).not.toBeNull();
    await db
      .update(blogPosts)
      .set({ markdown: "Plus d'image." })
      .where(eq(blogPosts.id, created.post.id));
    const deleted = await thrown(
      asAdmin(deleteAction, `/admin/media/${id}/delete`, { params: { id }, form: {} }),
    );
    expect(deleted.headers.get("location")).toBe("/admin/media?done=deleted");
    expect(await findMedia(db, row.id)).toBeUndefined();
    // Gone from every instance at once: the row is read on each request, whatever is cached.
    expect((await fetchFile(variantPath(row, 480, "webp"))).status).toBe(404);
    expect((await fetchFile(mediaPath(row))).status).toBe(404);

    const log = (await listAudit(db)).entries.map((entry) => [
      entry.action,
      entry.actor,
      entry.target,
    ]);
    expect(log).toEqual([
      ["media_deleted", "sophie.lambert", `${id} skid.jpg`],
      ["media_uploaded", "sophie.lambert", `${other.id} autre.png`],
      ["media_uploaded", "sophie.lambert", `${id} skid.jpg`],
    ]);
  });

  it("replaces a picture's file at the same lasting address", async () => {
    const added = await upload("vanne.jpg", await photo(1200, 800));
    const id = String(added.id);
    const before = (await findMedia(db, added.id ?? 0))!;
    const replaced = await thrown(
      asAdmin(detailAction, `/admin/media/${id}`, {
        params: { id },
        upload: file("nouvelle.png", await picture("png", 1000, 1000, 12)),
      }),
    );
    expect(replaced.headers.get("location")).toBe(`/admin/media/${id}?done=replaced`);
    const after = (await findMedia(db, added.id ?? 0))!;
    expect(after).toMatchObject({
      fileName: "vanne.png",
      type: "image/png",
      width: 1000,
      height: 1000,
    });
    expect(after.contentHash).not.toBe(before.contentHash);
    expect(mediaPath(after)).toBe(mediaPath(before));
    const lasting = await fetchFile(mediaPath(after));
    expect(lasting.headers.get("location")).toBe(variantPath(after, 1000, "jpg"));
    expect((await fetchFile(variantPath(before, 1200, "jpg"))).status).toBe(404);
    // A refused replacement changes nothing.
    const refused = shape(
      await asAdmin(detailAction, `/admin/media/${id}`, {
        params: { id },
        upload: file("x.jpg", Buffer.from("texte")),
      }),
    );
    expect(refused.init?.status).toBe(415);
    expect((await findMedia(db, added.id ?? 0))?.contentHash).toBe(after.contentHash);
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(["media_replaced", "media_uploaded"]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the media library after a pg_dump restore", () => {
  const source = process.env.TEST_DATABASE_URL ?? "";
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
    const postgres = testDatabases.find((database) => database.name === "PostgreSQL");
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
