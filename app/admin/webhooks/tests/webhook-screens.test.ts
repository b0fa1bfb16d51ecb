import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clearBackOffice, sampleLead, signedIn } from "~/admin/intake/tests/lead-fixtures";
import { loader as leadLoader } from "~/admin/leads/routes/leads-detail";
import { loader as systemLoader } from "~/admin/system/routes/system";
import { loader as vcardLoader } from "~/admin/webhooks/routes/lead-vcard";
import { action as resendAction } from "~/admin/webhooks/routes/lead-webhook-resend";
import { loader as fileLoader } from "~/admin/webhooks/routes/webhook-file";
import { action as screenAction, loader as screenLoader } from "~/admin/webhooks/routes/webhooks";
import { drainWebhooks } from "~/admin/webhooks/webhook-delivery.server";
import { addEndpoint } from "~/admin/webhooks/webhook-endpoints.server";
import type { Database } from "~/platform/database/db.server";
import {
  leadAttachments,
  leads,
  webhookDeliveries,
  webhookEndpoints,
} from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

afterAll(stopApp);

const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown>;
    init?: { status?: number };
  };

describe.each(testDatabases)("webhooks in the back office ($name)", (database) => {
  let db: Database;
  let cookie: string;
  const origin = "http://localhost";

  beforeEach(async () => {
    db ??= await startApp(database);
    await clearBackOffice(db);
    await db.delete(webhookEndpoints);
    configure({ PUBLIC_SITE_URL: origin, WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "false" });
    ({ cookie } = await signedIn(db, "claire.martin"));
  });

  const get = (path: string) => new Request(`${origin}${path}`, { headers: { cookie } });
  const post = (path: string, fields: [string, string][]) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(fields),
    });
  const add = async (url: string, events = ["request.received"]) =>
    shape(
      await asAdmin(
        screenAction,
        post("/admin/webhooks", [
          ["intent", "add"],
          ["url", url],
          ...events.map((event): [string, string] => ["events", event]),
        ]),
      ),
    );

  it("adds an https endpoint and shows its secret once, sealed in the database; refuses the others", async () => {
    // A public address written as such: no name to resolve, so the same answer offline.
    const added = await add("https://93.184.215.14/hooks/site", [
      "request.received",
      "request.status_changed",
    ]);
    expect(added.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await db.select().from(webhookEndpoints);
    expect(stored).toMatchObject({
      url: "https://93.184.215.14/hooks/site",
      events: ["request.received", "request.status_changed"],
      enabled: true,
    });
    expect(stored?.secret).not.toContain(String(added.data.secret).slice(6));
    const list = shape(await asAdmin(screenLoader, get("/admin/webhooks")));
    expect(JSON.stringify(list.data)).not.toContain(String(added.data.secret).slice(6));
    // Refused, the address and the boxes ticked come back as they were sent.
    const refused = await add("https://crm.site.invalid/hook", ["request.status_changed"]);
    expect(refused.data).toMatchObject({
      errors: { url: "unresolved" },
      url: "https://crm.site.invalid/hook",
      events: ["request.status_changed"],
    });
    expect((await add("http://crm.example.com/hook")).data.errors).toEqual({ url: "scheme" });
    expect((await add("https://localhost/hook")).data.errors).toEqual({ url: "private" });
    expect((await add("https://10.0.0.8/hook")).data.errors).toEqual({ url: "private" });
    expect((await add("https://[::ffff:127.0.0.1]/hook")).data.errors).toEqual({ url: "private" });
    expect((await add("https://93.184.215.14/hook", [])).data.errors).toEqual({
      events: "events",
    });
  });

  it("shows each endpoint's state for a request, sends it again with the same webhook-id, and lists a failing endpoint on the System page", async () => {
    configure({ PUBLIC_SITE_URL: origin, WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true" });
    // Nothing listens on this port of the helper's range: every attempt is refused.
    const endpoint = await addEndpoint(db, {
      url: "http://127.0.0.1:5259/hook",
      events: ["request.received"],
      createdBy: "claire.martin",
    });
    const [lead] = await db.insert(leads).values(sampleLead()).returning({ id: leads.id });
    if (!lead) throw new Error("no lead");
    await drainWebhooks(() => false);
    const page = shape(
      await asAdmin(leadLoader, get(`/admin/leads/${lead.id}`), { id: String(lead.id) }),
    );
    const block = page.data.webhooks as { rows: Record<string, unknown>[]; vcard: string };
    expect(block.rows).toEqual([
      expect.objectContaining({
        url: "http://127.0.0.1:5259/hook",
        state: "retrying",
        attempts: 1,
        lastAnswer: "ECONNREFUSED",
      }),
    ]);
    expect(block.vcard).toBe(`/admin/leads/${lead.id}/vcard`);
    const id = String(block.rows[0]?.id);

    await db.update(webhookDeliveries).set({ status: "failed" });
    const answer = await thrown(
      asAdmin(resendAction, post(`/admin/leads/${lead.id}/webhooks`, [["delivery", id]]), {
        id: String(lead.id),
      }),
    );
    expect(answer.headers.get("location")).toBe(
      `/admin/leads/${lead.id}?done=resent#lead-webhooks`,
    );
    const [again] = await db.select().from(webhookDeliveries);
    expect(again).toMatchObject({ id, status: "pending" });

    await db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 4 * 86_400_000), failingMarkedAt: new Date() })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const system = shape(await asAdmin(systemLoader, get("/admin/system")));
    expect(system.data.failingWebhooks).toEqual([
      expect.objectContaining({ text: expect.stringContaining("http://127.0.0.1:5259/hook") }),
    ]);
  });

  it("gives the request as a vCard 3.0, escaped and folded", async () => {
    const [lead] = await db
      .insert(leads)
      .values(
        sampleLead({
          name: "Marie-Ève Van den Bossche",
          company: "Brasserie Dupont; Fils, & Cie",
          phone: "+32 69 12 34 56",
          message: `Ligne 1\\nPas un saut\nLigne 2 : ${"é".repeat(60)}`,
        }),
      )
      .returning({ id: leads.id });
    if (!lead) throw new Error("no lead");
    const res = (await asAdmin(vcardLoader, get(`/admin/leads/${lead.id}/vcard`), {
      id: String(lead.id),
    })) as Response;
    expect(res.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    const card = await res.text();
    const lines = card.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCARD");
    expect(lines[1]).toBe("VERSION:3.0");
    expect(lines).toContain("N:Bossche;Marie-Ève Van den;;;");
    expect(lines).toContain("ORG:Brasserie Dupont\\; Fils\\, & Cie");
    expect(lines).toContain("TEL;TYPE=WORK,VOICE:+32 69 12 34 56");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Unfolded, the note keeps the visitor's backslash and line break apart.
    const unfolded = card.replace(/\r\n /g, "");
    expect(unfolded).toContain("Ligne 1\\\\nPas un saut\\nLigne 2 : é");
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
  });

  it("serves a request's file on the webhook's signed link until it expires, to nobody else", async () => {
    configure({ PUBLIC_SITE_URL: origin, WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true" });
    await addEndpoint(db, {
      url: "http://127.0.0.1:5259/hook",
      events: ["request.received"],
      createdBy: "claire.martin",
    });
    const [lead] = await db.insert(leads).values(sampleLead()).returning({ id: leads.id });
    if (!lead) throw new Error("no lead");
    await db.insert(leadAttachments).values({
      leadId: lead.id,
      fileName: "plan.pdf",
      type: "application/pdf",
      size: 9,
      content: Buffer.from("%PDF-1.7\n"),
    });
    await drainWebhooks(() => false);
    const [delivery] = await db.select().from(webhookDeliveries);
    const body = delivery?.body as { data: { files: { url: string; expiresAt: string }[] } };
    const link = new URL(body.data.files[0]?.url ?? "");
    expect(link.pathname).toMatch(/^\/webhook-files\/msg_[\w-]+\/\d+$/);
    const [, , messageId, fileId] = link.pathname.split("/");
    const open = async (url: URL) =>
      (await fileLoader(
        routeArgs(new Request(url), { messageId: messageId ?? "", fileId: fileId ?? "" }),
      )) as Response;
    const ok = await open(link);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("%PDF-1.7\n");

    const tampered = new URL(link);
    tampered.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 60));
    expect((await open(tampered)).status).toBe(404);
    const unsigned = new URL(link);
    unsigned.search = "";
    expect((await open(unsigned)).status).toBe(404);
    await db.update(webhookEndpoints).set({ enabled: false });
    expect((await open(link)).status).toBe(404);
  });
});
