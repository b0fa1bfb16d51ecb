import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { recordRevision } from "~/admin/articles/article-revisions.server";
import { adminRoutes } from "~/admin/shell/admin-routes";
import { refreshCollections } from "~/admin/site-content/collections.server";
import { loader as collectionLoader } from "~/admin/site-content/routes/collection";
import type { Database } from "~/platform/database/db.server";
import { type Area, can, ROLES, type Role } from "~/platform/database/roles";
import { articleRevisions, blogPosts, leads, media } from "~/platform/database/schema";
import { areaOf, insideBackOffice } from "~/platform/navigation/back-office-access";
import { asAdmin, routeArgs, startApp, stopApp, testDatabases } from "./harness";

/**
 * Least privilege, proven route by route: every back-office route of admin-routes.ts,
 * in both languages, opened by each role. A GET is allowed or answered 403 exactly as roles.ts
 * grants the route's area; a POST by a role refused gets 403 and changes nothing.
 *
 * The table below is what each route is FOR. A route added to adminRoutes without a line here
 * fails the first test: decide its area, give it an entry in navigation/back-office-access.ts if
 * it is not for everyone, and add it here.
 */
const expectedAreas: Record<string, Area | "public"> = {
  "": "everyone",
  "/login": "public",
  "/logout": "everyone",
  "/account": "everyone",
  "/account/sessions": "everyone",
  "/account/language": "everyone",
  "/account/security": "everyone",
  "/security": "users",
  "/system": "users",
  "/confirm": "everyone",
  "/login/verify": "public",
  "/api/passkeys/register/:step": "everyone",
  "/api/passkeys/authenticate/:step": "public",
  "/forgot": "public",
  "/reset/:token": "public",
  "/welcome/:token": "public",
  "/api/session": "everyone",
  "/api/articles/preview": "content",
  "/api/articles/autosave": "content",
  "/leads": "leads",
  "/leads/export": "leads",
  "/leads/:id": "leads",
  "/leads/erase": "erase",
  "/leads/held": "leads",
  "/leads/dashboard": "leads",
  "/leads/:id/files/:fileId": "leads",
  "/recruitment": "recruitment",
  "/recruitment/erase": "erase",
  "/recruitment/posts": "recruitment",
  "/recruitment/posts/new": "recruitment",
  "/recruitment/posts/:id": "recruitment",
  "/recruitment/posts/:id/delete": "recruitment",
  "/recruitment/:id": "recruitment",
  "/recruitment/:id/files/:fileId": "recruitment",
  "/leads/:id/vcard": "leads",
  "/leads/:id/webhooks": "leads",
  "/webhooks": "users",
  "/audit": "audit",
  "/articles": "content",
  "/articles/new": "content",
  "/articles/:id": "content",
  "/articles/:id/delete": "content",
  "/articles/:id/revisions/:revisionId": "content",
  "/media": "content",
  "/media/:id": "content",
  "/media/:id/delete": "content",
  "/pages": "content",
  "/pages/review": "content",
  "/pages/unused": "content",
  "/pages/:page": "content",
  "/collections": "content",
  "/collections/:slug": "content",
  "/collections/:slug/new": "content",
  "/collections/:slug/:ref": "content",
  "/collections/:slug/:ref/delete": "content",
  "/approval": "content",
  "/approval/:kind/:id": "content",
  "/analytics": "analytics",
  "/analytics/export": "analytics",
  "/documents": "content",
  "/documents/:id": "content",
  "/documents/:id/delete": "content",
  "/documents/:id/versions/:versionId": "content",
  "/redirects": "content",
  "/redirects/new": "content",
  "/redirects/import": "content",
  "/redirects/:id": "content",
  "/redirects/:id/delete": "content",
  "/translations": "content",
  "/translations/import": "content",
  "/translations/export": "content",
  "/settings": "settings",
  "/users": "users",
  "/users/new": "users",
  "/users/:id": "users",
  "/users/:id/delete": "users",
  "/*": "everyone",
};

type Handler = (args: unknown) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
  middleware?: Array<(args: unknown, next: () => Promise<Response>) => Promise<unknown>>;
}

const modules = import.meta.glob<RouteModule>("../../app/admin/*/routes/*.{ts,tsx}");

/** One route as React Router runs it: its path, its module, and the layouts' modules around it. */
interface FlatRoute {
  path: string;
  inside: string;
  file: string;
  layouts: string[];
}

function flatten(entries: RouteConfigEntry[], layouts: string[] = []): FlatRoute[] {
  return entries.flatMap((entry) => {
    if (entry.children) return flatten(entry.children, [...layouts, entry.file]);
    const path = `/${entry.path ?? ""}`;
    return [{ path, inside: insideBackOffice(path) ?? path, file: entry.file, layouts }];
  });
}

const routes = flatten(adminRoutes);

async function load(file: string): Promise<RouteModule> {
  const importer = modules[`../../app/${file}`];
  if (!importer) throw new Error(`no module ${file}`);
  return importer();
}

/** The status a thrown answer carries (a Response, or data() with its init), else rethrown. */
function statusOf(error: unknown): number {
  if (error instanceof Response) return error.status;
  if (error && typeof error === "object" && "init" in error) {
    const init = (error as { init?: { status?: number } }).init;
    return init?.status ?? 200;
  }
  throw error;
}

describe("the back office's route table", () => {
  it("names every route's area, and the access table gives each the area it is meant for", () => {
    const unlisted = routes.filter((route) => !(route.inside in expectedAreas));
    expect(unlisted.map((route) => route.path)).toEqual([]);
    const listed = new Set(routes.map((route) => route.inside));
    expect(Object.keys(expectedAreas).filter((inside) => !listed.has(inside))).toEqual([]);
    for (const route of routes) {
      const expected = expectedAreas[route.inside];
      if (expected === "public") continue;
      // A concrete address of the route: its parameters filled in.
      const concrete = route.path.replace(/:\w+/g, "x1").replace("/*", "/nothing-here");
      expect([route.path, areaOf(concrete)]).toEqual([route.path, expected]);
    }
  });
});

describe.each(testDatabases)("each role on each back-office route ($name)", (database) => {
  let db: Database;
  const cookies = {} as Record<Role, string>;
  const params: Record<string, string> = {};

  beforeAll(async () => {
    db = await startApp(database);
    await refreshCollections(db);
    for (const role of ROLES) {
      const user = await insertUser(db, `compte.${role}`, "not-a-real-hash", { role });
      if (!user) throw new Error("no user");
      params[`user.${role}`] = String(user.id);
      cookies[role] =
        (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
    }
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Jean Dupont",
        company: "Brasserie du Val",
        email: "jean.dupont@brasserie-val.be",
        message: "Une demande pour la salle de brassage.",
        language: "fr",
      })
      .returning({ id: leads.id });
    const [article] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    if (!lead || !article) throw new Error("no rows");
    await recordRevision(db, {
      articleId: article.id,
      version: 1,
      actor: "compte.editor",
      change: "saved",
      fields: { title: "Titre" },
    });
    const [revision] = await db.select({ id: articleRevisions.id }).from(articleRevisions).limit(1);
    const [picture] = await db
      .insert(media)
      .values({
        original: Buffer.from("not really a picture"),
        contentHash: "0".repeat(32),
        type: "image/png",
        width: 10,
        height: 10,
        byteSize: 20,
        fileName: "vanne.png",
      })
      .returning({ id: media.id });
    const clients = await asAdmin(
      collectionLoader,
      new Request("http://localhost/admin/collections/clients", {
        headers: { cookie: cookies.admin },
      }),
      { slug: "clients" },
    );
    const items = (JSON.parse(JSON.stringify(clients)) as { data: { items: { ref: string }[] } })
      .data.items;
    Object.assign(params, {
      lead: String(lead.id),
      article: String(article.id),
      revision: String(revision?.id),
      media: String(picture?.id),
      ref: items[0]?.ref ?? "",
    });
  }, 120_000);
  afterAll(stopApp);

  /** The real row each `:param` of a route names. */
  function fill(route: FlatRoute): { url: string; values: Record<string, string> } {
    const section = route.inside.split("/")[1] ?? "";
    const id =
      {
        leads: params.lead,
        articles: params.article,
        media: params.media,
        users: params["user.sales"],
      }[section] ?? "1";
    const values: Record<string, string> = {
      id,
      revisionId: params.revision ?? "1",
      page: "piping",
      slug: "clients",
      ref: params.ref ?? "",
    };
    const url = route.path
      .replace(/:(\w+)/g, (_, name: string) => values[name] ?? "1")
      .replace("/*", "/nothing-here");
    return { url, values: route.path.endsWith("/*") ? { "*": "nothing-here" } : values };
  }

  /** Runs a request through the layouts' and the route's middleware, then its loader or action. */
  async function status(
    route: FlatRoute,
    role: Role,
    method: "GET" | "POST",
    body?: URLSearchParams,
  ) {
    const { url, values } = fill(route);
    const request = new Request(`http://localhost${url}`, {
      method,
      headers: {
        cookie: cookies[role],
        ...(method === "POST"
          ? { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }
          : {}),
      },
      body,
    });
    const args = routeArgs(request, values);
    const chain = await Promise.all([...route.layouts, route.file].map(load));
    try {
      for (const module of chain) {
        for (const middleware of module.middleware ?? []) {
          await middleware(args, async () => new Response());
        }
      }
      const handler = method === "GET" ? chain.at(-1)?.loader : chain.at(-1)?.action;
      const result = await handler?.(args);
      return result instanceof Response ? result.status : statusOf(result ?? { init: {} });
    } catch (error) {
      return statusOf(error);
    }
  }

  const guarded = routes.filter((route) => expectedAreas[route.inside] !== "public");

  it.each(ROLES)(
    "%s: every page and resource opens or is refused (403) as the role's grants say",
    async (role) => {
      const wrong: string[] = [];
      for (const route of guarded) {
        const area = expectedAreas[route.inside] as Area;
        const answer = await status(route, role, "GET");
        const allowed = answer !== 403;
        if (allowed !== can(role, area)) wrong.push(`${route.path}: ${answer}, area ${area}`);
        if (process.env.ROLES_DEBUG) console.log(role, route.path, answer);
      }
      expect(wrong).toEqual([]);
    },
    180_000,
  );

  /** The rows of a raw query, whichever driver ran it (both answer with `rows`). */
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Everything the database holds but sessions (whose last-seen time a request may move). */
  async function snapshot(): Promise<string> {
    const tables = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not in ('sessions', 'rate_limits') order by 1`,
    );
    const sums: string[] = [];
    for (const { name } of tables) {
      const rows = await rowsOf<{ sum: string | null }>(
        sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
      );
      sums.push(`${name}:${rows[0]?.sum}`);
    }
    return sums.join("\n");
  }

  it.each(ROLES)(
    "%s: a post to an action the role is refused gets 403 and changes nothing",
    async (role) => {
      const before = await snapshot();
      const wrong: string[] = [];
      let tried = 0;
      for (const route of guarded) {
        const area = expectedAreas[route.inside] as Area;
        if (can(role, area) || !(await load(route.file)).action) continue;
        tried++;
        // A post that would change things if it got through: delete, erase, save, invite.
        const body = new URLSearchParams({
          intent: "delete",
          email: "jean.dupont@brasserie-val.be",
          confirm: "on",
          status: "closed",
          displayName: "Intrus",
          username: "intrus",
          role: "admin",
          language: "fr",
        });
        const answer = await status(route, role, "POST", body);
        if (answer !== 403) wrong.push(`${route.path}: ${answer}`);
      }
      expect(wrong).toEqual([]);
      expect(await snapshot()).toBe(before);
      // Administrators may do everything: no post is refused to them.
      expect(tried > 0).toBe(role !== "admin");
    },
    180_000,
  );
});
