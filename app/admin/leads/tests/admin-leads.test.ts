import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  addressFingerprint,
  findLead,
  LEADS_PAGE_SIZE,
  parseLeadFilters,
} from "~/admin/leads/leads.server";
import { leadsCsv } from "~/admin/leads/leads-csv.server";
import { loader as inboxLoader } from "~/admin/leads/routes/leads";
import { action as leadAction, loader as leadLoader } from "~/admin/leads/routes/leads-detail";
import { action as eraseAction } from "~/admin/leads/routes/leads-erase";
import { loader as exportLoader } from "~/admin/leads/routes/leads-export";
import { loader as layoutLoader } from "~/admin/shell/routes/layout";
import { brusselsDayStart } from "~/admin/shell/ui/url-filters";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { leads } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  everyDatabase,
  startApp,
  stopApp,
  thrown,
} from "../../../../tests/integration/harness";
import {
  clearBackOffice,
  type NewLead,
  sampleLead,
  signedIn,
} from "../../intake/tests/lead-fixtures";

afterAll(stopApp);

const lead = sampleLead;

/** What a loader or action returned, as the browser would receive it. */
const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown> & {
      list?: { total: number; rows: { name: string }[] };
      filterBar?: { errors: Record<string, string> };
    };
    init?: { status?: number };
  };

describe("inbox filters", () => {
  it("refuse a bad value by naming the filter instead of failing", () => {
    const parse = (query: string) => parseLeadFilters(new URLSearchParams(query));
    expect(parse("status=closed")).toMatchObject({ ok: false, errors: ["status"] });
    expect(parse("lang=de")).toMatchObject({ ok: false, errors: ["lang"] });
    expect(parse("from=2026-02-30")).toMatchObject({ ok: false, errors: ["from"] });
    expect(parse("from=2026-03-10&to=2026-03-01")).toMatchObject({ ok: false, errors: ["to"] });
    expect(parse("page=0")).toMatchObject({ ok: false, errors: ["page"] });
    expect(parse(`q=${"x".repeat(201)}`)).toMatchObject({ ok: false, errors: ["q"] });
    expect(parse("q=a%00b")).toMatchObject({ ok: false, errors: ["q"] });
    expect(parse("status=&lang=&q=++")).toMatchObject({ ok: true, filters: {} });
  });

  it("count days in Brussels time, summer and winter", () => {
    expect(brusselsDayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(brusselsDayStart("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(brusselsDayStart("2026-03-28", 1).toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });
});

describe.each(everyDatabase)("leads in the back office ($name)", (database) => {
  let db: Database;
  let cookie: string;
  const origin = "http://localhost";

  beforeEach(async () => {
    db ??= await startApp(database);
    await clearBackOffice(db);
    configure({ PUBLIC_SITE_URL: origin });
    ({ cookie } = await signedIn(db, "claire.martin"));
  });

  const get = (path: string, signedIn = true) =>
    new Request(`${origin}${path}`, { headers: signedIn ? { cookie } : {} });
  const post = (path: string, fields: Record<string, string>, from = origin) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: from, cookie },
      body: new URLSearchParams(fields),
    });
  const insert = async (...rows: NewLead[]) =>
    (await db.insert(leads).values(rows).returning({ id: leads.id })).map((r) => r.id);
  const inbox = async (query = "") =>
    shape(await asAdmin(inboxLoader, get(`/admin/leads${query}`)));

  it("lists requests newest first, 50 a page, with the total", async () => {
    const start = Date.parse("2026-02-01T09:00:00Z");
    await insert(
      ...Array.from({ length: 57 }, (_, n) =>
        lead({ name: `Demandeur ${n + 1}`, createdAt: new Date(start + n * 3_600_000) }),
      ),
    );
    const first = await inbox();
    expect(first.data.list?.total).toBe(57);
    expect(first.data.list?.rows).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.data.list?.rows[0]?.name).toBe("Demandeur 57");
    expect(first.data.list).toMatchObject({ older: "/admin/leads?page=2", pages: 2 });
    const second = await inbox("?page=2");
    expect(second.data.list?.rows.map((r) => r.name)).toEqual(
      ["7", "6", "5", "4", "3", "2", "1"].map((n) => `Demandeur ${n}`),
    );
    expect(second.data.list).toMatchObject({ newer: "/admin/leads", from: 51, to: 57 });
  });

  it("filters by status, language and Brussels days, and keeps the filters in its links", async () => {
    await insert(
      lead({ name: "Nouvelle FR", createdAt: new Date("2026-03-01T10:00:00Z") }),
      lead({
        name: "Late English",
        language: "en",
        status: "answered",
        // 00:30 on 2 March in Brussels.
        createdAt: new Date("2026-03-01T23:30:00Z"),
      }),
      lead({ name: "Spam", status: "spam", createdAt: new Date("2026-03-05T10:00:00Z") }),
    );
    const names = async (query: string) =>
      (await inbox(query)).data.list?.rows.map((row) => row.name);
    expect(await names("?status=spam")).toEqual(["Spam"]);
    expect(await names("?lang=en")).toEqual(["Late English"]);
    expect(await names("?from=2026-03-02&to=2026-03-02")).toEqual(["Late English"]);
    expect(await names("?to=2026-03-01")).toEqual(["Nouvelle FR"]);
    expect(await names("?status=new&lang=fr&from=2026-03-01")).toEqual(["Nouvelle FR"]);
    expect((await inbox("?status=spam&q=val")).data.list).toMatchObject({
      exportLink: "/admin/leads/export?q=val&status=spam",
    });
  });

  it("searches name, company, e-mail and message whatever the case, % and _ as typed", async () => {
    await insert(
      lead({ name: "Sophie Lambert", email: "s.lambert@eau-claire.be", company: "Eau Claire" }),
      lead({ name: "Marc Peeters", company: "Pharma NV", email: "mp@pharma.be" }),
      lead({ name: "Anne Roels", email: "a@x.be", message: "Rendement de 95% sur l'osmose" }),
      lead({ name: "Luc Dubois", email: "l@y.be", message: "Skid de dosage, ligne B_2" }),
      lead({ name: "Élodie Rasquin", email: "e@z.be", message: "Échangeur à plaques" }),
    );
    const names = async (q: string) =>
      (await inbox(`?q=${encodeURIComponent(q)}`)).data.list?.rows.map((row) => row.name).sort();
    expect(await names("LAMBERT")).toEqual(["Sophie Lambert"]);
    expect(await names("pharma nv")).toEqual(["Marc Peeters"]);
    expect(await names("EAU-CLAIRE.BE")).toEqual(["Sophie Lambert"]);
    expect(await names("OSMOSE")).toEqual(["Anne Roels"]);
    expect(await names("95%")).toEqual(["Anne Roels"]);
    expect(await names("%")).toEqual(["Anne Roels"]);
    expect(await names("b_2")).toEqual(["Luc Dubois"]);
    expect(await names("b_")).toEqual(["Luc Dubois"]);
    expect(await names("élodie")).toEqual(["Élodie Rasquin"]);
    expect(await names("ÉCHANGEUR À")).toEqual(["Élodie Rasquin"]);
    expect(await names("introuvable")).toEqual([]);
  });

  it("answers a bad filter with 400 and the filter named, not a server error", async () => {
    const answer = await inbox("?status=closed&from=hier");
    expect(answer.init?.status).toBe(400);
    expect(Object.keys(answer.data.filterBar?.errors ?? {})).toEqual(["status", "from"]);
    expect(answer.data.list).toBeUndefined();
    const csv = await asAdmin(exportLoader, get("/admin/leads/export?lang=xx"));
    expect(csv.status).toBe(400);
  });

  it("counts the new requests for the navigation", async () => {
    await insert(lead(), lead(), lead({ status: "answered" }), lead({ status: "spam" }));
    const layout = shape(await asAdmin(layoutLoader, get("/admin")));
    expect(layout.data.newLeads).toBe(2);
  });

  it("saves status and note, and keeps what was typed when the note is refused", async () => {
    const [id] = await insert(lead());
    const path = `/admin/leads/${id}`;
    const save = (fields: Record<string, string>, from?: string) =>
      asAdmin(leadAction, post(path, fields, from), { id: String(id) });
    const saved = shape(
      await save({ intent: "save", status: "in_progress", note: "  Rappeler lundi.  " }),
    );
    expect(saved.data).toEqual({ intent: "save", ok: true });
    expect(await findLead(db, Number(id))).toMatchObject({
      status: "in_progress",
      note: "Rappeler lundi.",
    });

    const tooLong = shape(
      await save({ intent: "save", status: "answered", note: "n".repeat(2001) }),
    );
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data).toMatchObject({
      ok: false,
      errors: { note: "tooLong" },
      values: { status: "answered", note: "n".repeat(2001) },
    });
    const control = shape(await save({ intent: "save", status: "closed", note: "bip\u0007" }));
    expect(control.data).toMatchObject({ errors: { status: "status", note: "invalid" } });
    expect(await findLead(db, Number(id))).toMatchObject({ status: "in_progress" });

    const forged = await thrown(
      save({ intent: "save", status: "spam", note: "" }, "https://evil.example"),
    );
    expect(forged.status).toBe(403);
    expect(await findLead(db, Number(id))).toMatchObject({ status: "in_progress" });
  });

  it("puts a failed notification back in the outbox, due now", async () => {
    const [id] = await insert(
      lead({
        notificationStatus: "failed",
        notificationAttempts: 8,
        lastNotificationError: "connect ECONNREFUSED 127.0.0.1:25",
        notifyAfter: new Date("2030-01-01T00:00:00Z"),
      }),
    );
    const page = shape(await asAdmin(leadLoader, get(`/admin/leads/${id}`), { id: String(id) }));
    expect(page.data.lead).toMatchObject({
      state: "failed",
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
    });
    const before = Date.now();
    const answer = shape(
      await asAdmin(leadAction, post(`/admin/leads/${id}`, { intent: "resend" }), {
        id: String(id),
      }),
    );
    expect(answer.data).toEqual({ intent: "resend", ok: true });
    const row = await findLead(db, Number(id));
    expect(row).toMatchObject({
      notificationStatus: "pending",
      notificationAttempts: 0,
      lastNotificationError: null,
    });
    expect(row?.notifyAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row?.notifyAfter.getTime()).toBeGreaterThan(before - 60_000);
  });

  it("shows a missing request as 404 and refuses an id that is not one", async () => {
    for (const id of ["999999", "abc", "1e3", "-1"]) {
      const page = shape(await asAdmin(leadLoader, get(`/admin/leads/${id}`), { id }));
      expect(page.init?.status, id).toBe(404);
    }
  });

  it("erases every request of one address after telling how many, logged without the address", async () => {
    await insert(
      lead({ email: "jean.dupont@brasserie-val.be" }),
      lead({ email: "Jean.Dupont@Brasserie-Val.be" }),
      lead({ email: "jean.dupont@brasserie-val.be", status: "answered" }),
      lead({ email: "autre@brasserie-val.be" }),
    );
    const erase = (fields: Record<string, string>, from?: string) =>
      asAdmin(eraseAction, post("/admin/leads/erase", fields, from));
    const address = " JEAN.DUPONT@brasserie-val.be ";
    expect(shape(await erase({ intent: "preview", email: address })).data).toEqual({
      step: "confirm",
      email: "JEAN.DUPONT@brasserie-val.be",
      count: 3,
    });
    expect(await db.$count(leads)).toBe(4);
    expect(shape(await erase({ intent: "preview", email: "pas une adresse" })).data).toMatchObject({
      step: "invalid",
      error: "email",
    });
    expect((await thrown(erase({ intent: "erase", email: address }, "null"))).status).toBe(403);
    expect(await db.$count(leads)).toBe(4);

    expect(shape(await erase({ intent: "erase", email: address })).data).toEqual({
      step: "done",
      count: 3,
    });
    const left = await db.select().from(leads);
    expect(left.map((row) => row.email)).toEqual(["autre@brasserie-val.be"]);
    const { entries } = await listAudit(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: "claire.martin",
      action: "lead_erased",
      target: `3 requests, address ${addressFingerprint("jean.dupont@brasserie-val.be")}`,
      ip: "203.0.113.7",
    });
    expect(JSON.stringify(entries)).not.toMatch(/dupont/i);
  });

  it("exports the filtered list as a spreadsheet-safe CSV download", async () => {
    await insert(
      lead({
        name: '=HYPERLINK("http://evil.example";"clic")',
        company: "Eau; Claire",
        message: "Ligne 1\nLigne 2",
        phone: "+32 69 55 12 40",
        status: "in_progress",
        note: "Offre envoyée",
        createdAt: new Date("2026-04-02T08:00:00Z"),
      }),
      lead({ name: "Autre", status: "spam" }),
    );
    const response = await asAdmin(exportLoader, get("/admin/leads/export?status=in_progress"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="procelia-demandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // Response.text() would drop the byte-order mark Excel needs: read the bytes.
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFN°;Reçue le (heure de Bruxelles);Reçue le en UTC (ISO 8601);Nom;Société;E-mail;Téléphone;Langue;Message;Statut;Note interne;Notification à l'équipe;Dernière erreur d'envoi;Répondue le (heure de Bruxelles);Délai de première réponse (heures ouvrées)",
    );
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3); // header, one row, the final line break
    // Brussels time as a spreadsheet reads it, and UTC for tools.
    expect(lines[1]).toContain(
      ';02/04/2026 10:00;2026-04-02T08:00:00.000Z;"\'=HYPERLINK(""http://evil.example"";""clic"")";',
    );
    expect(lines[1]).toContain(';"Eau; Claire";');
    expect(lines[1]).toContain(
      ';+32 69 55 12 40;Français;"Ligne 1\nLigne 2";En cours;Offre envoyée;Non envoyée : e-mails désactivés;;;',
    );
    expect(csv).not.toContain("Autre");

    const english = await asAdmin(exportLoader, get("/en/admin/leads/export?status=in_progress"));
    expect(english.headers.get("Content-Disposition")).toMatch(/procelia-requests-/);
    const rows = (await english.text()).split("\r\n");
    expect(rows[0]).toMatch(
      /^N[o°]\.?;Received \(Brussels time\);Received in UTC \(ISO 8601\);Name;/,
    );
    expect(rows[1]).toContain(";2026-04-02 10:00;2026-04-02T08:00:00.000Z;");
    expect(rows[1]).toContain(";French;");
    expect(rows[1]).toContain(";In progress;");

    // The command line's file, from the same column table: technical headers, raw values, and
    // only the columns its audience is given (no Brussels time, no words, no time to answer).
    const stored = await db.select().from(leads).where(eq(leads.status, "in_progress"));
    const cli = leadsCsv(stored, { audience: "cli", lang: "fr", mailOff: true }).slice(1);
    const [cliHeader, cliRow] = cli.split("\r\n");
    expect(cliHeader).toBe(
      "id;created_at;name;company;email;phone;language;message;status;note;email_notification;last_notification_error",
    );
    expect(cliRow).toContain(";2026-04-02T08:00:00.000Z;");
    expect(cliRow).toContain(";fr;");
    expect(cliRow).toContain(";in_progress;Offre envoyée;pending;");
  });

  it("sends a visitor without a session to the sign-in page, CSV included", async () => {
    for (const path of ["/admin/leads", "/en/admin/leads/export?status=new", "/admin/leads/1"]) {
      const call = path.includes("export")
        ? asAdmin(exportLoader, get(path, false))
        : path.endsWith("/1")
          ? asAdmin(leadLoader, get(path, false), { id: "1" })
          : asAdmin(inboxLoader, get(path, false));
      const response = await thrown(call);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toContain(
        `/admin/login?redirectTo=${encodeURIComponent(path)}`,
      );
    }
  });
});
