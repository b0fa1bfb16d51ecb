import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { drainOnce } from "~/admin/intake/outbox.server";
import type { Database } from "~/platform/database/db.server";
import { leads } from "~/platform/database/schema";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import { newChallenge } from "~/site/contact/challenge.server";
import { submitContact } from "~/site/contact/contact-submission.server";
import { solvedChallenge } from "../../../../tests/integration/contact-proof";
import {
  clearContacts,
  configure,
  startApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { sinkSettings } from "../../../../tests/integration/smtp-sink";
import { mailSink } from "./lead-fixtures";

/** The acknowledgement to the visitor, through the real mailer and a local mail server. */
const SMTP_PORT = 4561;
const TEAM = "demandes@procelia.example";
const mailEnv = {
  ...sinkSettings(SMTP_PORT),
  MAIL_TO: TEAM,
};

const MESSAGE = "Visit https://spam.example and buy now: ligne de NEP pour 3 cuves de 50 hl.";
const NAME = "Mallory <script>alert(1)</script> Free-money.example";
const request = (email: string, language: "fr" | "en") => ({
  name: NAME,
  company: "Brasserie du Val",
  email,
  phone: "",
  message: MESSAGE,
  language,
});

const sink = mailSink(SMTP_PORT);

describe.each(testDatabases)("acknowledgement to the visitor ($name)", (database) => {
  let db: Database;
  beforeEach(async () => {
    db ??= await startApp(database);
    await clearContacts(db);
    configure(mailEnv);
    sink.mails.length = 0;
  });

  const submit = async (email: string, language: "fr" | "en") => {
    // A browser's request: the proof of work solved, a minute after the challenge was given.
    const altcha = await solvedChallenge(await newChallenge(Date.now() - 60_000));
    const result = await submitContact({
      fields: { ...request(email, language), altcha },
      clientIp: "203.0.113.9",
    });
    if (result.status !== "created") throw new Error(result.status);
    return result.id;
  };
  const mailsTo = (address: string) => sink.mails.filter((mail) => mail.to.includes(address));
  const ackOf = async (id: number) =>
    (await db.select().from(leads).where(eq(leads.id, id)))[0]?.ackStatus;

  it("thanks a French visitor in French, with the company, what comes next and the hours, and nothing they typed", async () => {
    const id = await submit("Jean.Dupont@brasserie-val.be", "fr");
    await drainOnce();

    expect(mailsTo(TEAM)).toHaveLength(1);
    const [ack] = mailsTo("Jean.Dupont@brasserie-val.be");
    expect(ack?.subject).toBe(
      `Procelia Engineering\u00a0: nous avons bien reçu votre demande (réf. ${id})`,
    );
    expect(ack?.text).toContain("Merci de l'intérêt que vous portez à Procelia Engineering.");
    expect(ack?.text).toContain("vous recontacte sous 48\u00a0heures ouvrables");
    expect(ack?.text).toContain(
      "Vous pouvez nous joindre du lundi au vendredi, de 8\u00a0h à 17\u00a0h",
    );
    expect(ack?.header("Reply-To")).toBe("contact@procelia.example");
    expect(ack?.header("Auto-Submitted")).toBe("auto-replied");
    for (const typed of [MESSAGE, "spam.example", "Mallory", "Brasserie du Val", "script"]) {
      expect(ack?.text).not.toContain(typed);
      expect(ack?.subject).not.toContain(typed);
    }
    expect(await ackOf(id)).toBe("sent");
  });

  it("thanks an English visitor in English, with the text saved in the settings", async () => {
    const { values, version } = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      {
        ...values,
        "ack.subjectEn": "Thank you: request {reference} to {company}",
        "ack.bodyEn": "Dear sender,\n\nWe answer within two working days.\nCall {phone}, {hours}.",
      },
      version,
      "office-manager",
    );
    expect(saved.ok).toBe(true);
    const id = await submit("buyer@plant.example.com", "en");
    await drainOnce();

    const [ack] = mailsTo("buyer@plant.example.com");
    expect(ack?.subject).toBe(`Thank you: request ${id} to Procelia Engineering`);
    expect(ack?.text.trim()).toBe(
      "Dear sender,\n\nWe answer within two working days.\nCall +32 69 55 12 40, Monday to Friday, 8:00 to 17:00.",
    );
  });

  it("sends none for a request held as doubtful", async () => {
    const id = await submit("held@example.org", "fr");
    // What the spam triage does at submission time.
    await db.update(leads).set({ triage: "held" }).where(eq(leads.id, id));
    await drainOnce();

    expect(mailsTo("held@example.org")).toEqual([]);
    expect(await ackOf(id)).toBe("skipped");
  });

  it("sends at most one an hour to an address, whatever its case", async () => {
    const first = await submit("victim@example.net", "fr");
    await drainOnce();
    const second = await submit("VICTIM@Example.net", "en");
    const third = await submit("victim@example.net", "fr");
    await drainOnce();

    expect(sink.mails.filter((mail) => /victim@example\.net/i.test(mail.to.join()))).toHaveLength(
      1,
    );
    expect([await ackOf(first), await ackOf(second), await ackOf(third)]).toEqual([
      "sent",
      "skipped",
      "skipped",
    ]);
    // The team is told of every request all the same.
    expect(mailsTo(TEAM)).toHaveLength(3);
  });

  it("keeps the acknowledgement due while the mail server refuses it, then sends it once", async () => {
    sink.accepting = false;
    const id = await submit("patient@example.be", "fr");
    await drainOnce();
    expect(await ackOf(id)).toBe("pending");
    sink.accepting = true;
    await db.update(leads).set({ notifyAfter: new Date(0), ackAfter: new Date(0) });
    await drainOnce();
    await drainOnce();
    expect(mailsTo("patient@example.be")).toHaveLength(1);
    expect(await ackOf(id)).toBe("sent");
  });
});
