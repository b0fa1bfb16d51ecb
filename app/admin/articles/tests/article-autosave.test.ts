import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/admin/accounts/password.server";
import { loader as loginLoader } from "~/admin/accounts/routes/login";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { findArticle } from "~/admin/articles/articles.server";
import {
  action as autosaveAction,
  middleware as autosaveMiddleware,
} from "~/admin/articles/routes/article-autosave";
import { action as editAction, loader as editLoader } from "~/admin/articles/routes/article-edit";
import type { Database } from "~/platform/database/db.server";
import { articleAutosaves, sessions } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

/** The editor's working copy: kept while typing, offered back, cleared by a save. */

afterAll(stopApp);

interface EditorData {
  values: Record<string, string>;
  autosave: { date: string; isNew: boolean; restored: boolean; restoreHref: string } | null;
}
const shape = (result: unknown) => JSON.parse(JSON.stringify(result)) as { data: EditorData };

const article = {
  title: "Échangeurs à plaques : nettoyage en place",
  slug: "echangeurs-plaques-nep",
  excerpt: "Débits, températures et contrôle d'un NEP d'échangeur.",
  category: "Procédés",
  tags: "NEP",
  language: "fr",
  counterpart: "",
  markdown: "## Débit\n\nAu moins 1,5 m/s dans les canaux.",
  publishedAt: "",
  publishAt: "",
};

describe.each(testDatabases)("The editor's autosave on $name", (database) => {
  let db: Database;
  const origin = "http://localhost";
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    db = await startApp(database);
    configure({ PUBLIC_SITE_URL: origin });
    for (const name of ["claire.dumont", "yves.martin"]) {
      const user = await insertUser(db, name, await hashPassword("Pompe centrifuge inox 316L"));
      if (!user) throw new Error("no user");
      ids[name] = user.id;
      const header = await sessionCookieHeader(await createSession(db, user.id));
      cookies[name] = header.split(";")[0] ?? "";
    }
  });

  /** The autosave route as React Router runs it: its own middleware (JSON answers), then it. */
  const autosave = async (body: unknown, headers: Record<string, string>) => {
    const request = new Request(`${origin}/admin/api/articles/autosave`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const args = routeArgs<Parameters<typeof autosaveAction>[0]>(request);
    try {
      for (const step of autosaveMiddleware) {
        await step(args as never, async () => new Response());
      }
      return await autosaveAction(args);
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
  const as = (name: string) => ({ origin, cookie: cookies[name] ?? "" });
  const get = (name: string, path: string) =>
    new Request(`${origin}${path}`, { headers: { cookie: cookies[name] ?? "" } });
  const post = (name: string, path: string, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...as(name) },
      body: new URLSearchParams(fields),
    });
  const load = async (name: string, path: string, id?: number) =>
    shape(await asAdmin(editLoader, get(name, path), id ? { id: String(id) } : {})).data;
  const submit = async (name: string, path: string, fields: Record<string, string>, id?: number) =>
    (
      await thrown(asAdmin(editAction, post(name, path, fields), id ? { id: String(id) } : {}))
    ).headers.get("location") ?? "";
  const rows = () => db.select().from(articleAutosaves);

  it("refuses a call without a session, from another site, too large or malformed", async () => {
    const body = { article: null, fields: { title: "Brouillon" } };
    expect((await autosave(body, { origin })).status).toBe(401);
    expect(
      (
        await autosave(body, {
          origin: "https://evil.example",
          cookie: cookies["claire.dumont"] ?? "",
        })
      ).status,
    ).toBe(403);
    const huge = { article: null, fields: { markdown: "é".repeat(900_000) } };
    expect((await autosave(huge, as("claire.dumont"))).status).toBe(413);
    expect((await autosave("{", as("claire.dumont"))).status).toBe(400);
    expect((await autosave({ article: "1", fields: {} }, as("claire.dumont"))).status).toBe(400);
    expect((await autosave({ article: 999_999, fields: {} }, as("claire.dumont"))).status).toBe(
      404,
    );
    expect(await rows()).toEqual([]);
  });

  it("offers a new article's working copy back to its author only, restores it, and a save clears it", async () => {
    const typed = { ...article, markdown: `${article.markdown}\n\nPuis rinçage.` };
    const answer = await autosave({ article: null, fields: typed }, as("claire.dumont"));
    expect(answer.status).toBe(200);

    const offered = await load("claire.dumont", "/admin/articles/new");
    expect(offered.autosave).toMatchObject({
      isNew: true,
      restored: false,
      restoreHref: "?restore=1",
    });
    expect(offered.values.title).toBe("");
    // Another author's editor knows nothing of it.
    expect((await load("yves.martin", "/admin/articles/new")).autosave).toBeNull();

    const restored = await load("claire.dumont", "/admin/articles/new?restore=1");
    expect(restored.autosave?.restored).toBe(true);
    expect(restored.values).toMatchObject({ title: typed.title, markdown: typed.markdown });

    const saved = await submit("claire.dumont", "/admin/articles/new", {
      ...typed,
      intent: "save",
    });
    expect(saved).toMatch(/done=created$/);
    expect(await rows()).toEqual([]);
  });

  it("offers an article's working copy while newer than the article, and discards it on request", async () => {
    const created = await submit("claire.dumont", "/admin/articles/new", {
      ...article,
      slug: "nep-echangeurs-2",
      intent: "save",
    });
    const id = Number(created.match(/articles\/(\d+)/)?.[1]);
    const path = `/admin/articles/${id}`;
    const fields = { ...article, slug: "nep-echangeurs-2", title: "NEP des échangeurs (v2)" };
    expect((await autosave({ article: id, fields }, as("claire.dumont"))).status).toBe(200);
    // Kept again: still one row for this author and article.
    expect((await autosave({ article: id, fields }, as("claire.dumont"))).status).toBe(200);
    expect(
      await db.select().from(articleAutosaves).where(eq(articleAutosaves.articleId, id)),
    ).toHaveLength(1);

    expect((await load("claire.dumont", path, id)).autosave?.restored).toBe(false);
    expect((await load("claire.dumont", `${path}?restore=1`, id)).values.title).toBe(fields.title);

    const discarded = await submit("claire.dumont", path, { intent: "discard" }, id);
    expect(discarded).toBe(`${path}?done=discarded`);
    expect(await rows()).toEqual([]);
    expect((await load("claire.dumont", path, id)).autosave).toBeNull();
    expect((await findArticle(db, id))?.title).toBe(article.title);

    // A copy older than the article's last save (someone saved after) is not offered.
    await autosave({ article: id, fields }, as("claire.dumont"));
    const version = String((await findArticle(db, id))?.version);
    await submit(
      "yves.martin",
      path,
      { ...article, slug: "nep-echangeurs-2", title: "Revu par Yves", intent: "save", version },
      id,
    );
    expect((await load("claire.dumont", path, id)).autosave).toBeNull();
  });

  it("tells an author whose session ended that the editor's text is kept", async () => {
    const user = await insertUser(db, "ines.leroy", await hashPassword("Soupape de sûreté DN50"));
    if (!user) throw new Error("no user");
    const cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0];
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    const save = new Request(`${origin}/en/admin/articles/new`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        cookie: cookie ?? "",
      },
      body: new URLSearchParams({ ...article, intent: "save" }),
    });
    const location = (await thrown(asAdmin(editAction, save))).headers.get("location") ?? "";
    expect(location).toBe(
      `/en/admin/login?redirectTo=${encodeURIComponent("/en/admin/articles/new")}&ended=1`,
    );
    const page = await loginLoader(routeArgs(new Request(`${origin}${location}`)));
    const shown = JSON.parse(JSON.stringify(page)) as { data: { ended: string | null } };
    expect(shown.data.ended).toBe(
      "Your session has ended. Sign in again: the text you were writing is kept and will be back in the editor.",
    );
    // Elsewhere in the back office, only that the session ended.
    const other = await loginLoader(
      routeArgs(new Request(`${origin}/admin/login?redirectTo=%2Fadmin%2Fleads&ended=1`)),
    );
    expect((JSON.parse(JSON.stringify(other)) as typeof shown).data.ended).toBe(
      "Votre session a pris fin. Reconnectez-vous pour continuer.",
    );
  });
});
