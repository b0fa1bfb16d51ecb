import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactEmail } from "~/admin/intake/mailer.server";
import { drainOnce, retryDelayMs, startOutbox, stopOutbox } from "~/admin/intake/outbox.server";
import { createLead } from "~/admin/leads/leads.server";
import type { Database } from "~/platform/database/db.server";
import { type Lead, leads } from "~/platform/database/schema";
import {
  clearContacts,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";

const request = (n: number) => ({
  name: `Visiteur ${n}`,
  company: `Entreprise ${n}`,
  email: `visiteur${n}@example.be`,
  phone: null,
  message: `Demande numéro ${n}`,
  language: "fr" as const,
});

const database = testDatabases[0]!;
let db: Database;

beforeAll(async () => {
  db = await startApp(database);
});
afterAll(async () => {
  await stopOutbox();
  await stopApp();
});
beforeEach(async () => {
  await clearContacts(db);
  configure({ OUTBOX_RETRY_BASE_MS: "100", OUTBOX_RETRY_MAX_MS: "400" });
});

describe("e-mail outbox", () => {
  it("e-mails every stored request exactly once, through an outage of the mail server", async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 6; n++) ids.push(await createLead(db, request(n)));

    const delivered: number[] = [];
    let refusals = 0;
    const flakySender = async (contact: Lead) => {
      if (refusals < 4) {
        refusals++;
        throw new Error("451 4.3.0 Mail server temporarily unavailable");
      }
      delivered.push(contact.id);
    };
    startOutbox({ sender: flakySender });
    await stopOutbox(); // Driven by hand below, deterministic.

    for (let round = 0; round < 40 && delivered.length < ids.length; round++) {
      await drainOnce();
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    // Nothing is due any more: further rounds must not send again.
    await drainOnce();

    expect(refusals).toBe(4);
    expect([...delivered].sort((a, b) => a - b)).toEqual(ids);
    const rows = await db.select().from(leads);
    expect(rows.every((row) => row.notificationStatus === "sent" && row.notifiedAt)).toBe(true);
    expect(rows.find((row) => row.id === ids[0])?.notificationAttempts).toBeGreaterThan(1);
  });

  it("gives up after OUTBOX_MAX_ATTEMPTS and marks the notification failed, keeping the request", async () => {
    configure({ OUTBOX_MAX_ATTEMPTS: "3", OUTBOX_RETRY_BASE_MS: "100" });
    const id = await createLead(db, request(1));
    let attempts = 0;
    startOutbox({
      sender: async () => {
        attempts++;
        throw new Error("550 5.1.1 Recipient address rejected");
      },
    });
    await stopOutbox(); // Driven by hand below.
    for (let round = 0; round < 6; round++) {
      // Make the retry due now instead of waiting for the backoff.
      await db.update(leads).set({ notifyAfter: new Date(0) });
      await drainOnce();
    }
    expect(attempts).toBe(3);
    const [row] = await db.select().from(leads);
    expect(row).toMatchObject({
      id,
      notificationStatus: "failed",
      notificationAttempts: 3,
      lastNotificationError: "550 5.1.1 Recipient address rejected",
    });
  });

  it("stops between two rows at shutdown, leaving none claimed", async () => {
    for (let n = 1; n <= 20; n++) await createLead(db, request(n));
    let sent = 0;
    let firstSent: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      firstSent = resolve;
    });
    startOutbox({
      sender: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent++;
        firstSent();
      },
    });
    await started;
    await stopOutbox();
    const stoppedAt = sent;
    expect(stoppedAt).toBeLessThan(20);
    const rows = await db.select().from(leads);
    expect(rows.filter((row) => row.notificationStatus === "sending")).toEqual([]);
    expect(rows.filter((row) => row.notificationStatus === "sent")).toHaveLength(stoppedAt);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toBe(stoppedAt);
  });

  it("backs off exponentially up to a ceiling", () => {
    configure({ OUTBOX_RETRY_BASE_MS: "5000", OUTBOX_RETRY_MAX_MS: "120000" });
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelayMs)).toEqual([
      5000, 10000, 20000, 40000, 80000, 120000, 120000, 120000,
    ]);
  });
});

describe("notification e-mail", () => {
  it("is plain text, replies to the visitor and keeps visitor input out of the headers", async () => {
    const id = await createLead(db, {
      ...request(1),
      name: "Eve\r\nBcc: victim@example.com",
      company: "Evil\nSubject: spam",
    });
    const [row] = await db.select().from(leads);
    const mail = contactEmail(row!);
    expect(mail.replyTo).toBe("visiteur1@example.be");
    expect(mail.subject).toBe(`Nouvelle demande de contact #${id} (site web, FR)`);
    expect(mail.messageId).toMatch(new RegExp(`^<contact-${id}@`));
    for (const header of [mail.subject, mail.messageId, mail.from, mail.to]) {
      expect(header).not.toMatch(/Eve|Evil|victim/);
    }
    expect(mail.text).toContain("Demande numéro 1");
    expect(mail.text).toContain("Evil");
  });
});
