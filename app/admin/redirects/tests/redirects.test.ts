import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  flush404,
  forgetPending404,
  list404,
  MAX_LOGGED_PATHS,
  MAX_PENDING_PATHS,
} from "~/admin/redirects/not-found-log.server";
import { importRedirects } from "~/admin/redirects/redirect-import.server";
import { flushHits, refreshRedirects } from "~/admin/redirects/redirects.server";
import { action as deleteAction } from "~/admin/redirects/routes/redirect-delete";
import { action as editAction } from "~/admin/redirects/routes/redirect-edit";
import { action as listAction, loader as listLoader } from "~/admin/redirects/routes/redirects";
import { action as importAction } from "~/admin/redirects/routes/redirects-import";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { blogPosts, notFoundLog, redirects } from "~/platform/database/schema";
import { oldAddresses } from "../../../../server/old-addresses";
import { stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";

/**
 * The redirects as an editor and a visitor meet them: the screen's forms (add, change, delete,
 * import), the refusals (chains, loops, pages of the site), and the answers of the Express edge
 * (exact and prefix rules, the 404 log and its bounds).
 */

afterAll(stopApp);

/** The Express edge as server/app.ts mounts it, with a 404 behind it for what it lets through. */
function edge() {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(oldAddresses);
    app.use((_req, res) => res.status(404).send("not found"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  return (path: string) => fetch(`${base}${path}`, { redirect: "manual" });
}

describe.each(testDatabases)("redirects on $name", (database) => {
  const { reset, asAdmin } = libraryUser(database);
  const get = edge();
  let db: Database;

  beforeEach(async () => {
    db = await reset();
    await db.delete(redirects);
    await db.delete(notFoundLog);
    forgetPending404();
    await refreshRedirects(db);
  });

  /** Posts the form of a new redirect (or of rule `id`); the page it lands on, or the refusal. */
  async function save(form: Record<string, string>, id?: number) {
    const values = { kind: "page", page: "", article: "", url: "", status: "301", ...form };
    const path = id === undefined ? "/admin/redirects/new" : `/admin/redirects/${id}`;
    try {
      const refused = shape(
        await asAdmin(editAction, path, { form: values, params: id ? { id: String(id) } : {} }),
      );
      return { saved: false, errors: (refused.data.errors ?? {}) as Record<string, string> };
    } catch (error) {
      const answer = error as Response;
      return { saved: answer.status === 302, location: answer.headers.get("location") };
    }
  }

  const idOf = async (source: string) =>
    (await db.select().from(redirects).where(eq(redirects.source, source)))[0]?.id ?? 0;

  it("adds, changes and deletes a redirect, each in the activity log, and the site answers it", async () => {
    expect(await save({ source: "/anciens/vannes.html", page: "piping.fr" })).toMatchObject({
      saved: true,
      location: "/admin/redirects?done=added",
    });
    let answer = await get("/anciens/vannes.html?utm_source=mail");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/tuyauterie-industrielle?utm_source=mail");

    const id = await idOf("/anciens/vannes.html");
    expect(
      await save({ source: "/anciens/vannes.html", page: "piping.en", status: "302" }, id),
    ).toMatchObject({ saved: true });
    answer = await get("/anciens/vannes.html/");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/en/tuyauterie-industrielle");

    const deleted = await thrown(
      asAdmin(deleteAction, `/admin/redirects/${id}/delete`, {
        form: {},
        params: { id: String(id) },
      }),
    );
    expect(deleted.headers.get("location")).toBe("/admin/redirects?done=deleted");
    expect((await get("/anciens/vannes.html")).status).toBe(404);

    const { entries } = await listAudit(db);
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ["redirect_deleted", "/anciens/vannes.html → /en/tuyauterie-industrielle"],
      ["redirect_saved", "/anciens/vannes.html → /en/tuyauterie-industrielle"],
      ["redirect_added", "/anciens/vannes.html → /tuyauterie-industrielle"],
    ]);
  });

  it("leads to an article by its id, so the article's new slug is followed", async () => {
    const [post] = await db
      .select({ id: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.language, "fr"))
      .limit(1);
    if (!post) throw new Error("no sample article");
    expect(
      await save({ source: "/news/1234", kind: "article", article: String(post.id) }),
    ).toMatchObject({ saved: true });
    expect((await get("/news/1234")).headers.get("location")).toBe(`/blog/${post.slug}`);
    await db
      .update(blogPosts)
      .set({ slug: `${post.slug}-renamed` })
      .where(eq(blogPosts.id, post.id));
    await refreshRedirects(db);
    expect((await get("/news/1234")).headers.get("location")).toBe(`/blog/${post.slug}-renamed`);
  });

  it("refuses the site's own pages, its reserved paths, plain http and unknown targets", async () => {
    expect((await save({ source: "/automation", page: "piping.fr" })).errors?.source).toMatch(
      /page du site/,
    );
    expect((await save({ source: "/admin/old", page: "piping.fr" })).errors?.source).toMatch(
      /appartient au site/,
    );
    expect((await save({ source: "/api/v1/*", page: "piping.fr" })).errors?.source).toMatch(
      /appartient au site/,
    );
    expect(
      (await save({ source: "/x", kind: "url", url: "http://example.com/" })).errors?.url,
    ).toMatch(/https/);
    expect(
      (await save({ source: "/x", kind: "article", article: "999999" })).errors?.article,
    ).toMatch(/ni un article/);
    const [post] = await db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
    expect(
      (await save({ source: `/blog/${post?.slug}`, page: "piping.fr" })).errors?.source,
    ).toMatch(/page du site/);
    expect(await db.$count(redirects)).toBe(0);
  });

  it("refuses a loop and both ends of a chain, saying which redirect is in the way", async () => {
    // A rule on the site's own host that leads back to its old address.
    const loop = await save({ source: "/old/*", kind: "url", url: "http://localhost/old/page" });
    expect(loop.errors?.url).toMatch(/mènerait à elle-même/);

    expect(
      await save({ source: "/b", kind: "url", url: "https://elsewhere.example/" }),
    ).toMatchObject({ saved: true });
    // a → b while b → elsewhere: a chain after.
    const after = await save({ source: "/a", kind: "url", url: "http://localhost/b" });
    expect(after.errors?.url).toContain("/b → https://elsewhere.example/");
    // c → d exists; a rule for d would make c → d → ... a chain before.
    expect(await save({ source: "/c", kind: "url", url: "http://localhost/d" })).toMatchObject({
      saved: true,
    });
    const before = await save({ source: "/d", page: "home.fr" });
    expect(before.errors?.source ?? before.errors?.page).toContain("(/c)");
    expect(await db.$count(redirects)).toBe(2);
  });

  it("applies prefix rules, the longest first, with or without the rest of the path", async () => {
    await save({ source: "/old/produits/*", page: "automation.fr" });
    await save({
      source: "/old/produits/pompes/*",
      kind: "url",
      url: "https://shop.example.com/pumps",
      keepRest: "on",
    });
    await save({ source: "/old/produits/vannes.html", page: "piping.fr" });
    const at = async (path: string) => (await get(path)).headers.get("location");
    expect(await at("/old/produits/anything/deeper")).toBe("/automation");
    expect(await at("/old/produits")).toBe("/automation");
    expect(await at("/old/produits/pompes/p-100/doc.pdf")).toBe(
      "https://shop.example.com/pumps/p-100/doc.pdf",
    );
    expect(await at("/old/produits/vannes.html")).toBe("/tuyauterie-industrielle");
    expect((await get("/old/produitsX")).status).toBe(404);

    // The list's search finds a rule by its old address or its target.
    const listed = async (q: string) =>
      (
        shape(await asAdmin(listLoader, `/admin/redirects?q=${encodeURIComponent(q)}`)).data as {
          rules: { source: string }[];
        }
      ).rules.map((rule) => rule.source);
    expect(await listed("pompes")).toEqual(["/old/produits/pompes/*"]);
    expect(await listed("TUYAUTERIE")).toEqual(["/old/produits/vannes.html"]);
  });

  it("imports a list: adds what is new, reports conflicts and refusals, replaces nothing", async () => {
    await save({ source: "/deja", page: "home.fr" });
    const csv = [
      "Ancienne adresse;Nouvelle adresse;Statut",
      "/deja;/automation;301",
      "https://old.example.be/page-1.html?id=3;/automation",
      "/page-2;https://partner.example.com/;302",
      '"/page;3";/en/automation',
      "/page-4;/nowhere",
      "/page-5;/page-2",
      "/page-1.html;/contact",
    ].join("\r\n");
    const report = await importRedirects(db, csv, "sophie.lambert");
    expect(report.added).toBe(3);
    expect(report.conflicts).toEqual([
      { line: 2, source: "/deja", existing: "/" },
      { line: 8, source: "/page-1.html", existing: "" },
    ]);
    expect(report.refused.map((refusal) => [refusal.line, refusal.problem])).toEqual([
      [6, { field: "target", error: "unknownTarget" }],
      [7, expect.objectContaining({ field: "target", error: "chainAfter" })],
    ]);
    expect((await get("/deja")).headers.get("location")).toBe("/");
    expect((await get("/page-1.html")).headers.get("location")).toBe("/automation");
    expect((await get("/page%3B3")).headers.get("location")).toBe("/en/automation");
    expect((await get("/page-2")).status).toBe(302);

    // Through the screen: the report in words, and one entry in the activity log.
    const screen = shape(
      await asAdmin(importAction, "/admin/redirects/import", { form: { text: "/deja;/contact" } }),
    );
    expect(screen.data.summary).toBe(
      "0 redirection(s) ajoutée(s), 1 conflit(s), 0 ligne(s) refusée(s).",
    );
    expect((await listAudit(db)).entries[0]).toMatchObject({
      action: "redirects_imported",
      target: "0 added, 1 conflicts, 0 refused",
    });
  });

  it("counts hits per redirect", async () => {
    await save({ source: "/compte", page: "home.fr" });
    for (let i = 0; i < 3; i++) await get("/compte");
    await flushHits(db);
    const [row] = await db.select().from(redirects);
    expect(row?.hits).toBe(3);
    expect(row?.lastHitAt).toBeInstanceOf(Date);
  });

  it("logs 404s by path alone, bounded, and a line is redirected in one step", async () => {
    await get("/introuvable?email=someone%40example.com");
    await get("/introuvable/");
    await get("/admin/nothing-here");
    await get(`/${"x".repeat(400)}`);
    await flush404(db);
    const { rows } = await list404(db);
    expect(rows.map((row) => [row.path, row.hits])).toEqual([["/introuvable", 2]]);

    // The screen's line links to the form with the path filled in; saving removes the line.
    const page = shape(await asAdmin(listLoader, "/admin/redirects")).data as {
      notFound: { path: string; redirect: string }[];
    };
    expect(page.notFound[0]?.redirect).toBe("/admin/redirects/new?from=%2Fintrouvable");
    expect(await save({ source: "/introuvable", page: "contact.fr" })).toMatchObject({
      saved: true,
    });
    expect((await list404(db)).total).toBe(0);

    // Dismissing a line, logged.
    await get("/wp-login.php");
    await flush404(db);
    await thrown(
      asAdmin(listAction, "/admin/redirects", {
        form: { intent: "dismiss", path: "/wp-login.php" },
      }),
    );
    expect((await list404(db)).total).toBe(0);
    expect((await listAudit(db)).entries[0]).toMatchObject({
      action: "not_found_dismissed",
      target: "/wp-login.php",
    });
  });

  it("keeps the 404 log within its bounds when a bot asks for random paths", async () => {
    // A real missing page, asked often, survives the flood.
    for (let i = 0; i < 5; i++) await get("/ancien-catalogue.pdf");
    await flush404(db);
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: MAX_PENDING_PATHS + 20 }, (_, i) => get(`/probe-${round}-${i}`)),
      );
      await flush404(db);
    }
    const { rows, total } = await list404(db);
    expect(total).toBe(MAX_LOGGED_PATHS);
    expect(rows[0]).toMatchObject({ path: "/ancien-catalogue.pdf", hits: 5 });
  });
});
