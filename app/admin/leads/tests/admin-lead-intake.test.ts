import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createLead } from "~/admin/leads/leads.server";
import { loader as fileLoader } from "~/admin/leads/routes/lead-attachment";
import { loader as inboxLoader } from "~/admin/leads/routes/leads";
import { loader as dashboardLoader } from "~/admin/leads/routes/leads-dashboard";
import { action as heldAction, loader as heldLoader } from "~/admin/leads/routes/leads-held";
import type { Database } from "~/platform/database/db.server";
import { auditLog, leads } from "~/platform/database/schema";
import { drawingPdf } from "../../../../tests/integration/contact-files";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { clearBackOffice, signedIn } from "../../intake/tests/lead-fixtures";

afterAll(stopApp);

const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown>;
    init?: { status?: number };
  };

const request = {
  name: "Sophie Lambert",
  company: "Laiterie des Flandres",
  email: "s.lambert@laiterie.example",
  phone: null,
  message: "Station NEP, plan joint.",
  language: "fr" as const,
};

describe.each(testDatabases)("held requests, files and dashboard ($name)", (database) => {
  let db: Database;
  const origin = "http://localhost";
  const cookies: Record<string, string> = {};

  beforeEach(async () => {
    db ??= await startApp(database);
    await clearBackOffice(db);
    configure({ PUBLIC_SITE_URL: origin });
    for (const role of ["admin", "sales", "editor"] as const) {
      cookies[role] = (await signedIn(db, `${role}.user`, role)).cookie;
    }
  });

  const get = (path: string, role = "sales") =>
    new Request(`${origin}${path}`, { headers: { cookie: cookies[role] ?? "" } });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        cookie: cookies.sales ?? "",
      },
      body: new URLSearchParams(fields),
    });

  it("lists a held request under its own tab with its reasons, not in the inbox; one click releases it", async () => {
    const held = await createLead(db, request, {
      triage: { held: true, score: 7, reasons: ["challenge_missing", "links:4"] },
    });
    await createLead(db, { ...request, name: "Marc Peeters" });
    const inbox = shape(await asAdmin(inboxLoader, get("/admin/leads")));
    expect((inbox.data.list as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
      "Marc Peeters",
    ]);
    expect(inbox.data.views).toMatchObject({ counts: { fresh: 1, held: 1, unanswered: 2 } });

    const tab = shape(await asAdmin(heldLoader, get("/admin/leads/held")));
    expect(tab.data.rows).toMatchObject([
      { id: held, name: "Sophie Lambert", score: 7, reasons: ["challenge_missing", "links:4"] },
    ]);

    const released = shape(
      await asAdmin(heldAction, post("/admin/leads/held", { intent: "release", id: String(held) })),
    );
    expect(released.data).toEqual({ released: held });
    const [row] = await db.select().from(leads).where(eq(leads.id, held));
    expect(row?.triage).toBe("released");
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "lead_released",
      actor: "sales.user",
      objectType: "lead",
      objectId: String(held),
    });
    // A second click (another tab) says it is no longer held.
    const again = shape(
      await asAdmin(heldAction, post("/admin/leads/held", { intent: "release", id: String(held) })),
    );
    expect(again.init?.status).toBe(409);
  });

  it("downloads a file as an attachment, for the leads roles only, and logs it", async () => {
    const id = await createLead(db, request, {
      attachments: [
        { fileName: "Plan NEP « ligne 3 ».pdf", type: "application/pdf", bytes: drawingPdf },
      ],
    });
    const [file] = await db.query.leadAttachments.findMany();
    const path = `/admin/leads/${id}/files/${file!.id}`;
    const params = { id: String(id), fileId: String(file!.id) };

    const res = (await asAdmin(fileLoader, get(path), params)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Plan NEP  ligne 3 .pdf"; filename*=UTF-8''Plan%20NEP%20%C2%AB%20ligne%203%20%C2%BB.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(drawingPdf)).toBe(true);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "lead_attachment_downloaded", objectId: String(id) });

    expect(((await asAdmin(fileLoader, get(path, "admin"), params)) as Response).status).toBe(200);
    // The editor's role has no "leads" area: the 403 page, never the file.
    const refused = await asAdmin(fileLoader, get(path, "editor"), params).catch(
      (error: unknown) => error,
    );
    expect(shape(refused).init?.status).toBe(403);
    // Another request's id never reaches this file.
    const other = await createLead(db, request);
    const wrong = (await asAdmin(fileLoader, get(path), {
      ...params,
      id: String(other),
    })) as Response;
    expect(wrong.status).toBe(404);
  });

  it("counts requests per week, per source page and per outside site", async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 24 * 3600 * 1000);
    await db.insert(leads).values([
      { ...request, createdAt: at(1), sourcePage: "/automation", referrerHost: "www.google.com" },
      { ...request, createdAt: at(2), sourcePage: "/automation" },
      { ...request, createdAt: at(20), sourcePage: "/en/safety", referrerHost: "www.google.com" },
      { ...request, createdAt: at(200), sourcePage: "/automation" },
    ]);
    const board = shape(await asAdmin(dashboardLoader, get("/admin/leads/dashboard")));
    const weeks = board.data.weeks as { total: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks.reduce((sum, week) => sum + week.total, 0)).toBe(3);
    expect(board.data.pages).toEqual({
      rows: [
        { value: "/automation", total: 2 },
        { value: "/en/safety", total: 1 },
      ],
      unknown: 0,
    });
    expect(board.data.sites).toEqual({ rows: [{ value: "www.google.com", total: 2 }], unknown: 1 });
  });
});
