import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as inboxLoader } from "~/admin/leads/routes/leads";
import { loader as leadLoader } from "~/admin/leads/routes/leads-detail";
import { loader as eraseLoader } from "~/admin/leads/routes/leads-erase";
import { forbiddenPageOf } from "~/admin/shell/ui/forbidden-page";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import { leads, sessions, users } from "~/platform/database/schema";
import enAdmin from "~/platform/i18n/messages/en/admin.server";
import frAdmin from "~/platform/i18n/messages/fr/admin.server";
import { renderForbidden } from "../../../../tests/integration/forbidden-render";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { signedIn } from "../../intake/tests/lead-fixtures";

afterAll(stopApp);

const origin = "http://localhost";

/** Each role sees only what it may do on the requests; a refusal keeps the back office's frame. */
describe("requests as each role sees them", () => {
  let db: Database;
  const cookies: Partial<Record<Role, string>> = {};
  let leadId = 0;

  beforeAll(async () => {
    db = await startApp(testDatabases[0]!);
    await db.delete(sessions);
    await db.delete(users);
    await db.delete(leads);
    configure({ PUBLIC_SITE_URL: origin });
    for (const [role, name] of [
      ["admin", "claire.martin"],
      ["sales", "sophie.lambert"],
    ] as const) {
      cookies[role] = (await signedIn(db, name, role)).cookie;
    }
    const [row] = await db
      .insert(leads)
      .values({
        name: "Jean Dupont",
        company: "Brasserie du Val",
        email: "jean.dupont@brasserie-val.be",
        message: "Nous cherchons un intégrateur pour la NEP.",
      })
      .returning({ id: leads.id });
    leadId = row?.id ?? 0;
  }, 120_000);

  const get = (path: string, role: Role) =>
    new Request(`${origin}${path}`, { headers: { cookie: cookies[role] ?? "" } });
  const dataOf = (result: unknown) =>
    (JSON.parse(JSON.stringify(result)) as { data: Record<string, unknown> }).data;

  it("shows the erasure link and button to an administrator only", async () => {
    const adminInbox = dataOf(await asAdmin(inboxLoader, get("/admin/leads", "admin")));
    const salesInbox = dataOf(await asAdmin(inboxLoader, get("/admin/leads", "sales")));
    expect(adminInbox.eraseLink).toBe("/admin/leads/erase");
    expect(salesInbox.eraseLink).toBeUndefined();

    const params = { id: String(leadId) };
    const adminLead = dataOf(
      await asAdmin(leadLoader, get(`/admin/leads/${leadId}`, "admin"), params),
    );
    const salesLead = dataOf(
      await asAdmin(leadLoader, get(`/admin/leads/${leadId}`, "sales"), params),
    );
    expect(adminLead.eraseAction).toBe("/admin/leads/erase");
    expect(salesLead.eraseAction).toBeUndefined();
  });

  it("answers a refused page with the back office's frame, title and navigation, in the page's language", async () => {
    // The refusal comes from the session's middleware, before any loader: React Router's data()
    // with a status, read by the error boundary.
    const refusal = async (path: string) => {
      const error = await asAdmin(eraseLoader, get(path, "sales")).then(
        () => undefined,
        (thrown: unknown) => thrown as { init?: { status?: number } },
      );
      expect(error?.init?.status, path).toBe(403);
      return forbiddenPageOf(error);
    };
    expect(await refusal("/admin/leads/erase")).toMatchObject({
      lang: "fr",
      title: frAdmin.forbidden.title,
      frame: { shell: { signOut: frAdmin.shell.signOut } },
    });
    const page = await refusal("/en/admin/leads/erase");
    expect(page).toMatchObject({
      lang: "en",
      title: enAdmin.forbidden.title,
      homeHref: "/en/admin",
      frame: {
        username: "sophie.lambert",
        nav: [
          { key: "home", href: "/en/admin" },
          { key: "leads", href: "/en/admin/leads" },
          { key: "analytics", href: "/en/admin/analytics" },
          { key: "account", href: "/en/admin/account" },
        ],
        links: { logout: "/en/admin/logout", site: "/en" },
      },
    });
    if (!page) throw new Error("no page");
    const html = await renderForbidden(page, "/en/admin/leads/erase");
    expect(html).toContain(`<title>${enAdmin.forbidden.title} · ${enAdmin.shell.area}</title>`);
    expect(html).toMatch(new RegExp(`<nav aria-label="${enAdmin.shell.navLabel}"`));
    expect(html).toContain(`>${enAdmin.shell.leads}<`);
    expect(html).not.toContain(`>${enAdmin.shell.articles}<`);
    expect(html).toContain(enAdmin.shell.signOut);
    expect(html).toContain("sophie.lambert");
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(html).toContain(enAdmin.forbidden.body);
    expect(html).not.toContain(frAdmin.forbidden.title);
  });
});
