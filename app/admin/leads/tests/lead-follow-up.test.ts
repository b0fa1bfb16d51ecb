import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { alertFailingNotifications } from "~/admin/leads/lead-watch.server";
import { findLead } from "~/admin/leads/leads.server";
import { leadsCsv } from "~/admin/leads/leads-csv.server";
import { loader as inboxLoader } from "~/admin/leads/routes/leads";
import { action as leadAction, loader as leadLoader } from "~/admin/leads/routes/leads-detail";
import { loader as layoutLoader } from "~/admin/shell/routes/layout";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import {
  auditLog,
  jobRuns,
  leads,
  sessions,
  siteSettings,
  users,
} from "~/platform/database/schema";
import {
  readSiteSettings,
  refreshSiteSettings,
  saveSiteSettings,
} from "~/platform/settings/site-settings.server";
import { brusselsWallTime } from "~/platform/text/brussels-time";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { type NewLead, sampleLead, signedIn } from "../../intake/tests/lead-fixtures";

/** A request's follow-up in the back office: opened, answered, links, and the e-mail banner. */

afterAll(stopApp);

const lead = (fields: Partial<NewLead> = {}) =>
  sampleLead({ phone: "+32 (0)69 12.34.56", ...fields });

interface Shaped {
  data: Record<string, unknown> & {
    lead?: Record<string, unknown> & {
      follow: [string, string][];
      details: { name: string; label: string; value: string | null; link?: string }[];
    };
    watch?: { tone: string; title: string; text: string };
    list?: { rows: { state: string; stateLabel: string }[] };
  };
  init?: { status?: number };
}
const shape = (result: unknown) => JSON.parse(JSON.stringify(result)) as Shaped;

describe.each(testDatabases)("follow-up of a request ($name)", (database) => {
  let db: Database;
  let cookie: string;
  const origin = "http://localhost";

  beforeEach(async () => {
    db ??= await startApp(database);
    for (const table of [leads, sessions, users, auditLog, jobRuns]) await db.delete(table);
    configure({ PUBLIC_SITE_URL: origin, SMTP_HOST: "" });
    cookie = await signIn("claire.martin", "admin");
  });

  const signIn = async (username: string, role: Role) =>
    (await signedIn(db, username, role)).cookie;
  const get = (path: string, as = cookie) =>
    new Request(`${origin}${path}`, { headers: { cookie: as } });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(fields),
    });
  const insert = async (...rows: NewLead[]) =>
    (await db.insert(leads).values(rows).returning({ id: leads.id })).map((row) => row.id);
  const open = async (id: number, path = `/admin/leads/${id}`) =>
    shape(await asAdmin(leadLoader, get(path), { id: String(id) }));

  it("links the visitor's address and number, the number as a phone dials it", async () => {
    const [id] = (await insert(lead())) as [number];
    const page = await open(id);
    expect(page.data.lead).toMatchObject({ tel: "tel:+3269123456", phone: "+32 (0)69 12.34.56" });
    // The form's fields in its order, each with its label; the address and the number as links.
    expect(page.data.lead?.details).toEqual([
      { name: "name", kind: "text", label: "Nom", value: "Jean Dupont" },
      { name: "company", kind: "text", label: "Société", value: "Brasserie du Val" },
      {
        name: "email",
        kind: "email",
        label: "E-mail",
        value: "jean.dupont@brasserie-val.be",
        link: "mailto:jean.dupont@brasserie-val.be",
      },
      {
        name: "phone",
        kind: "phone",
        label: "Téléphone",
        value: "+32 (0)69 12.34.56",
        link: "tel:+3269123456",
      },
      { name: "message", kind: "message", label: "Message", value: expect.any(String) },
    ]);
    const [noPhone] = (await insert(lead({ phone: null }))) as [number];
    expect((await open(noPhone)).data.lead?.tel).toBeUndefined();
  });

  it("notes when the request is first opened, and only the first time", async () => {
    const [id] = (await insert(lead())) as [number];
    expect((await findLead(db, id))?.firstOpenedAt).toBeNull();
    await open(id);
    const first = (await findLead(db, id))?.firstOpenedAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await open(id);
    expect((await findLead(db, id))?.firstOpenedAt).toEqual(first);
  });

  it("marks a request answered: status, time kept, activity log, time to answer in working hours", async () => {
    // Received Friday 16:30 in Brussels (14:30 UTC in summer).
    const [id] = (await insert(lead({ createdAt: new Date("2026-06-12T14:30:00Z") }))) as [number];
    const before = Date.now();
    const result = shape(
      await asAdmin(leadAction, post(`/admin/leads/${id}`, { intent: "answered" }), {
        id: String(id),
      }),
    );
    expect(result.data).toEqual({ intent: "answered", ok: true });
    const row = await findLead(db, id);
    expect(row?.status).toBe("answered");
    expect(row?.answeredAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "lead_answered"));
    expect(entry).toMatchObject({
      actor: "claire.martin",
      objectType: "lead",
      objectId: String(id),
    });

    // A second click does not move the time of the first answer.
    const answeredAt = row?.answeredAt;
    await asAdmin(leadAction, post(`/admin/leads/${id}`, { intent: "answered" }), {
      id: String(id),
    });
    expect((await findLead(db, id))?.answeredAt).toEqual(answeredAt);

    // Answered on Monday at 9:00: 30 minutes on Friday and an hour on Monday.
    await db
      .update(leads)
      .set({ answeredAt: new Date("2026-06-15T07:00:00Z") })
      .where(eq(leads.id, id));
    const follow = Object.fromEntries((await open(id)).data.lead?.follow ?? []);
    expect(follow["Délai de première réponse"]).toBe(
      "1\u00a0h\u00a030 ouvrées (du lundi au vendredi, de 8\u00a0h à 17\u00a0h, hors jours fériés)",
    );
  });

  it("counts the time to answer on the opening hours of the settings, in the page and the CSV", async () => {
    const { values, version } = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      { ...values, "hours.friday": { open: true, from: "08:00", to: "12:00" } },
      version,
      "claire.martin",
    );
    expect(saved.ok).toBe(true);
    try {
      // Received Friday 26 March 2027 at 10:00, answered Tuesday 30 at 10:00: two hours on
      // Friday morning, none on Easter Monday, two on Tuesday.
      const [id] = (await insert(
        lead({
          createdAt: brusselsWallTime(2027, 3, 26, 10),
          answeredAt: brusselsWallTime(2027, 3, 30, 10),
          status: "answered",
        }),
      )) as [number];
      const follow = Object.fromEntries((await open(id)).data.lead?.follow ?? []);
      expect(follow["Délai de première réponse"]).toBe(
        "4\u00a0h ouvrées (du lundi au jeudi, de 8\u00a0h à 17\u00a0h\u00a0; le vendredi, de 8\u00a0h à 12\u00a0h, hors jours fériés)",
      );
      const row = await findLead(db, id);
      const csv = leadsCsv(row ? [row] : [], { audience: "sales", lang: "en", mailOff: true });
      expect(csv.trim().split("\r\n").at(-1)).toMatch(/[,;]4$/);
    } finally {
      await db.delete(siteSettings);
      await refreshSiteSettings(db);
    }
  });

  it("says that e-mail is off, on every page and in the list, when no mail server is set", async () => {
    await insert(lead());
    const layout = shape(await asAdmin(layoutLoader, get("/admin/articles")));
    expect(layout.data.watch).toMatchObject({
      tone: "off",
      title: "Notifications par e-mail désactivées",
    });
    const inbox = shape(await asAdmin(inboxLoader, get("/admin/leads")));
    expect(inbox.data.list?.rows[0]).toMatchObject({
      state: "off",
      stateLabel: "Non envoyée\u00a0: e-mails désactivés",
    });
    // An editor does not handle requests: no banner for them.
    const editor = await signIn("emma.editrice", "editor");
    const theirs = shape(await asAdmin(layoutLoader, get("/admin", editor)));
    expect(theirs.data.watch).toBeUndefined();
  });

  it("says that notifications fail once they have failed for 15 minutes, or were given up", async () => {
    configure({ PUBLIC_SITE_URL: origin, SMTP_HOST: "127.0.0.1", SMTP_TLS: "none" });
    const watch = async () => shape(await asAdmin(layoutLoader, get("/admin"))).data.watch;
    expect(await watch()).toBeUndefined();

    const [id] = (await insert(
      lead({
        notificationStatus: "pending",
        notificationAttempts: 2,
        lastNotificationError: "451",
      }),
    )) as [number];
    const now = Date.now();
    await alertFailingNotifications(db, { now: new Date(now), send: async () => {} });
    expect(await watch()).toBeUndefined(); // failing for less than 15 minutes: retries may do
    await db.update(jobRuns).set({ startedAt: new Date(now - 16 * 60_000) });
    expect(await watch()).toMatchObject({ tone: "failing" });
    expect((await watch())?.text).toContain("1 demande(s) attendent un nouvel essai");

    await db.update(leads).set({ notificationStatus: "failed" }).where(eq(leads.id, id));
    await alertFailingNotifications(db, { now: new Date(now), send: async () => {} });
    expect((await watch())?.text).toContain("1 notification(s) ont été abandonnées");
  });
});
