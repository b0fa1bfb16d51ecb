import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { articleFormSchema, createArticle } from "~/admin/articles/articles.server";
import { findMedia } from "~/admin/media/media.server";
import { loader as libraryLoader } from "~/admin/media/routes/media";
import { action as deleteAction, loader as deleteLoader } from "~/admin/media/routes/media-delete";
import { action as detailAction, loader as detailLoader } from "~/admin/media/routes/media-detail";
import en from "~/admin/media/texts/en.server";
import fr from "~/admin/media/texts/fr.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import { mediaPath, variantPath } from "~/platform/content/media-paths";
import type { Database } from "~/platform/database/db.server";
import { blogPosts } from "~/platform/database/schema";
import { everyDatabase, stopApp, thrown } from "../../../../tests/integration/harness";
import { file, libraryUser, publicFiles, shape } from "../../../../tests/integration/media-harness";
import { photo, picture } from "../../../../tests/integration/media-samples";

/** The media library's pages: texts, where a picture is used, deletion, replacement. */

afterAll(stopApp);
const fetchFile = publicFiles();

describe.each(everyDatabase)("the media library's pages on $name", (database) => {
  const { reset, asAdmin, upload, session } = libraryUser(database);
  let db: Database;
  beforeEach(async () => {
    db = await reset();
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
    // A picture used nowhere yet: its lasting address answers the signed-in team only.
    const lasting = await fetchFile(mediaPath(after), { cookie: session() });
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
