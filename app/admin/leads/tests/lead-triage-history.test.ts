import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadCounts } from "~/admin/intake/lead-intake.server";
import { loader as inboxLoader } from "~/admin/leads/routes/leads";
import { action as leadAction, loader as leadLoader } from "~/admin/leads/routes/leads-detail";
import { action as heldAction, loader as heldLoader } from "~/admin/leads/routes/leads-held";
import type { Database } from "~/platform/database/db.server";
import { leads } from "~/platform/database/schema";
import { routerContext } from "~/request-facts";
import { readContactUpload } from "~/site/contact/contact-upload.server";
import frContact from "~/site/contact/texts/fr.server";
import { ContactForm, type ServerOutcome } from "~/site/contact/ui/contact-form";
import { action as pageAction } from "~/site/routes/pages/contact";
import { multipart } from "../../../../tests/integration/contact-files";
import {
  asAdmin,
  clearContacts,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { clearBackOffice, signedIn } from "../../intake/tests/lead-fixtures";

afterAll(stopApp);

const origin = "http://localhost";
const MESSAGE = `Bonjour,\n\nNous cherchons un intégrateur pour la NEP de notre salle de brassage :\n- cuves 3 × 120 hl\n- échangeur 12 m³/h\n\n${"Contraintes d'hygiène, délais et budget à discuter lors d'une visite. ".repeat(8)}`;

let db: Database;
let cookie = "";
beforeAll(async () => {
  db = await startApp(testDatabases[0]!);
}, 120_000);
beforeEach(async () => {
  await clearContacts(db);
  await clearBackOffice(db);
  configure({ PUBLIC_SITE_URL: origin });
  ({ cookie } = await signedIn(db, "claire.martin"));
});

const get = (path: string) => new Request(`${origin}${path}`, { headers: { cookie } });
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
    body: new URLSearchParams(fields),
  });
const dataOf = <T>(result: unknown) =>
  (JSON.parse(JSON.stringify(result)) as { data: T; init?: { status?: number } }).data;

const heldLead = async () => {
  const [row] = await db
    .insert(leads)
    .values({
      name: "Marc Leroy",
      company: "Cuverie du Nord",
      email: "marc.leroy@cuverie.example.fr",
      message: MESSAGE,
      triage: "held",
      spamScore: 5,
      spamReasons: ["challenge_missing"],
    })
    .returning({ id: leads.id });
  return row?.id ?? 0;
};

describe("the requests to check", () => {
  it("show the start of each message on one line", async () => {
    await heldLead();
    const held = dataOf<{ rows: { excerpt: string }[] }>(
      await asAdmin(heldLoader, get("/admin/leads/held")),
    );
    const excerpt = held.rows[0]?.excerpt ?? "";
    expect(excerpt).toMatch(
      /^Bonjour, Nous cherchons un intégrateur pour la NEP de notre salle de brassage : - cuves 3 × 120 hl - échangeur/,
    );
    expect(excerpt).not.toContain("\n");
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("can be marked as spam: out of the list to check, in the requests as spam, never e-mailed", async () => {
    const id = await heldLead();
    const answer = await asAdmin(
      heldAction,
      post("/admin/leads/held", { intent: "spam", id: String(id) }),
    );
    expect(dataOf(answer)).toEqual({ spam: id });

    const held = dataOf<{ rows: unknown[] }>(await asAdmin(heldLoader, get("/admin/leads/held")));
    expect(held.rows).toHaveLength(0);
    expect((await leadCounts(db)).held).toBe(0);
    const spam = dataOf<{ list: { rows: { id: number; status: string }[] } }>(
      await asAdmin(inboxLoader, get("/admin/leads?status=spam")),
    );
    expect(spam.list.rows).toEqual([expect.objectContaining({ id, status: "spam" })]);
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    // Still held for the outbox (it skips held requests): no e-mail leaves for it.
    expect(row).toMatchObject({ status: "spam", triage: "held", notificationStatus: "pending" });

    // A second click (another tab) finds it already handled.
    const again = await asAdmin(
      heldAction,
      post("/admin/leads/held", { intent: "spam", id: String(id) }),
    );
    expect(dataOf(again)).toEqual({ gone: true });
  });
});

describe("a request's status history", () => {
  it("is shown on its page: received, each change with who made it, answered", async () => {
    const id = await heldLead();
    await asAdmin(heldAction, post("/admin/leads/held", { intent: "spam", id: String(id) }));
    const params = { id: String(id) };
    await asAdmin(
      leadAction,
      post(`/admin/leads/${id}`, { intent: "save", status: "in_progress", note: "" }),
      params,
    );
    await asAdmin(leadAction, post(`/admin/leads/${id}`, { intent: "answered" }), params);

    const page = dataOf<{ history: { text: string; at: string; iso: string }[] }>(
      await asAdmin(leadLoader, get(`/admin/leads/${id}`), params),
    );
    expect(page.history.map((line) => line.text)).toEqual([
      "Reçue par le site\u00a0: Nouvelle",
      "claire.martin\u00a0: Nouvelle → Indésirable",
      "claire.martin\u00a0: Indésirable → En cours",
      "claire.martin l'a marquée comme répondue",
    ]);
    expect(page.history.every((line) => line.at && !Number.isNaN(Date.parse(line.iso)))).toBe(true);
  });
});

describe("a request sent without JavaScript", () => {
  const send = async (referer: string) => {
    const { body, contentType } = multipart(
      {
        name: "Sophie Lambert",
        company: "Laiterie des Flandres",
        email: "s.lambert@laiterie.example",
        phone: "",
        message: "Nous étudions une nouvelle station NEP pour trois lignes.",
      },
      [],
    );
    const upload = await readContactUpload(Readable.from([body]), { "content-type": contentType });
    const result = await pageAction({
      request: new Request(`${origin}/contact`, {
        method: "POST",
        headers: { "content-type": contentType, referer },
      }),
      params: {},
      context: routerContext({ clientIp: "203.0.113.9", contactUpload: upload }),
    } as unknown as Parameters<typeof pageAction>[0]);
    return JSON.parse(JSON.stringify(result)) as ServerOutcome;
  };

  it("keeps its source page for the next one, after “send another message”", async () => {
    const first = await send(`${origin}/contact?from=/automation`);
    expect(first).toEqual({ status: "success", source: { from: "/automation", ref: "" } });

    // The confirmation's button is a GET form: what it sends becomes the next page's address.
    const html = renderToStaticMarkup(
      createElement(ContactForm, {
        t: {
          form: frContact.form,
          errors: frContact.errors,
          toast: frContact.toast,
          success: frContact.success,
        },
        lang: "fr",
        outcome: first,
      }),
    );
    const again = /<form[^>]*method="get"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
    const query = new URLSearchParams(
      [...again.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(
        ([, name = "", value = ""]) => [name, value],
      ),
    );
    expect(query.toString()).toBe("from=%2Fautomation");

    await send(`${origin}/contact?${query}`);
    const rows = await db.select().from(leads).orderBy(leads.id);
    expect(rows.map((row) => row.sourcePage)).toEqual(["/automation", "/automation"]);
  });
});
