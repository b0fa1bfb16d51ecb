import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  alertFailingNotifications,
  remindUnopenedLeads,
  runRetention,
} from "~/admin/leads/lead-watch.server";
import { updateLead } from "~/admin/leads/leads.server";
import type { Database } from "~/platform/database/db.server";
import * as schema from "~/platform/database/schema";
import {
  auditLog,
  jobRuns,
  leadAttachments,
  leads,
  siteSettings,
  users,
} from "~/platform/database/schema";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import { brusselsWallTime } from "~/platform/text/brussels-time";
import {
  clearContacts,
  configure,
  startApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import { sinkSettings } from "../../../../tests/integration/smtp-sink";
import { mailSink, type NewLead, sampleLead } from "../../intake/tests/lead-fixtures";

/** The watch over requests, with a clock the test sets and a local mail server. */
const SMTP_PORT = 4562;
const MINUTE = 60_000;

const lead = (fields: Partial<NewLead> = {}) =>
  sampleLead({ message: "Ligne de NEP pour la salle de brassage.", ...fields });

const sink = mailSink(SMTP_PORT);

describe.each(testDatabases)("the watch over requests ($name)", (database) => {
  let db: Database;
  /** A second instance: its own connections to the same PostgreSQL database (PGlite: the same). */
  let other: Database;
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    db = await startApp(database);
    pool = process.env.DATABASE_URL
      ? new pg.Pool({ connectionString: process.env.DATABASE_URL })
      : undefined;
    other = pool ? (drizzle(pool, { schema }) as unknown as Database) : db;
  });
  afterAll(async () => {
    await pool?.end();
  });
  beforeEach(async () => {
    await clearContacts(db);
    await db.delete(auditLog);
    await db.delete(jobRuns);
    await db.delete(users);
    await db.delete(siteSettings);
    configure({
      ...sinkSettings(SMTP_PORT),
      MAIL_TO: "demandes@procelia.example",
      PUBLIC_SITE_URL: "https://www.procelia.example",
    });
    sink.mails.length = 0;
  });

  const insert = async (...rows: NewLead[]) =>
    (await db.insert(leads).values(rows).returning({ id: leads.id })).map((row) => row.id);
  const audits = async (action: string) =>
    (await db.select().from(auditLog)).filter((entry) => entry.action === action);

  describe("alert to the administrators", () => {
    beforeEach(async () => {
      await db.insert(users).values([
        { username: "admin.fr", password: "x", role: "admin", email: "claire@procelia.example" },
        {
          username: "admin.en",
          password: "x",
          role: "admin",
          email: "tom@procelia.example",
          language: "en",
        },
        { username: "admin.cli", password: "x", role: "admin" },
        {
          username: "admin.gone",
          password: "x",
          role: "admin",
          email: "gone@procelia.example",
          disabledAt: new Date(),
        },
        { username: "sales", password: "x", role: "sales", email: "sales@procelia.example" },
      ]);
    });

    const failing = (error = "451 4.3.0 Mailbox temporarily unavailable") => ({
      notificationStatus: "pending" as const,
      notificationAttempts: 3,
      lastNotificationError: error,
    });

    it("e-mails each administrator once, 15 minutes into a failure, whatever the instances", async () => {
      const [id] = await insert(lead(failing()));
      const start = new Date("2026-03-31T08:00:00Z");
      const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

      expect(await alertFailingNotifications(db, { now: start })).toBe("waiting");
      expect(await alertFailingNotifications(other, { now: at(14) })).toBe("waiting");
      expect(sink.mails).toEqual([]);

      const outcomes = await Promise.all([
        alertFailingNotifications(db, { now: at(15) }),
        alertFailingNotifications(other, { now: at(15) }),
      ]);
      expect(outcomes.sort()).toEqual(["done", "sent"]);
      expect(await alertFailingNotifications(db, { now: at(40) })).toBe("done");

      expect(sink.mails.map((mail) => mail.to.join()).sort()).toEqual([
        "claire@procelia.example",
        "tom@procelia.example",
      ]);
      const french = sink.mails.find((mail) => mail.to.includes("claire@procelia.example"));
      expect(french?.subject).toBe(
        "Notifications des demandes de contact en échec depuis 15\u00a0minutes",
      );
      expect(french?.text).toContain("451 4.3.0 Mailbox temporarily unavailable");
      expect(french?.text).toContain("https://www.procelia.example/admin/leads");
      const english = sink.mails.find((mail) => mail.to.includes("tom@procelia.example"));
      expect(english?.text).toContain("https://www.procelia.example/en/admin/leads");
      expect(await audits("notification_alert_sent")).toHaveLength(1);

      // The mail server recovers: the incident is over. A new failure is a new incident.
      await db.update(leads).set({ notificationStatus: "sent" });
      expect(await alertFailingNotifications(db, { now: at(50) })).toBe("none");
      await insert(lead(failing("421 Service not available")));
      expect(await alertFailingNotifications(db, { now: at(60) })).toBe("waiting");
      expect(await alertFailingNotifications(db, { now: at(75) })).toBe("sent");
      expect(sink.mails).toHaveLength(4);
      expect(await audits("notification_alert_sent")).toHaveLength(2);
      expect(id).toBeDefined();
    });

    it("stays silent while notifications only wait for their first try", async () => {
      await insert(lead(), lead({ notificationStatus: "sent", notificationAttempts: 1 }));
      const now = new Date("2026-03-31T08:00:00Z");
      expect(await alertFailingNotifications(db, { now })).toBe("none");
      expect(
        await alertFailingNotifications(db, { now: new Date(now.getTime() + 60 * MINUTE) }),
      ).toBe("none");
      expect(sink.mails).toEqual([]);
    });
  });

  describe("reminder of an unopened request", () => {
    const friday16 = brusselsWallTime(2026, 3, 27, 16);
    const monday = (hour: number, minute = 0) => brusselsWallTime(2026, 3, 30, hour, minute);

    it("reaches the backup address on Monday at 11:00 for a request of Friday 16:00, once", async () => {
      const { values, version } = await readSiteSettings(db);
      await saveSiteSettings(
        db,
        { ...values, "leads.backupEmail": "Backup@Procelia.example" },
        version,
        "admin",
      );
      const [id, opened, held, handled] = await insert(
        lead({ createdAt: friday16 }),
        lead({ createdAt: friday16, firstOpenedAt: monday(9) }),
        lead({ createdAt: friday16, triage: "held" }),
        lead({ createdAt: friday16, status: "in_progress" }),
      );

      expect(await remindUnopenedLeads(db, { now: monday(10, 59) })).toEqual([]);
      const [first, second] = await Promise.all([
        remindUnopenedLeads(db, { now: monday(11) }),
        remindUnopenedLeads(other, { now: monday(11) }),
      ]);
      expect([...(first ?? []), ...(second ?? [])]).toEqual([id]);
      expect(await remindUnopenedLeads(db, { now: monday(16) })).toEqual([]);

      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]?.to).toEqual(["backup@procelia.example"]);
      expect(sink.mails[0]?.subject).toContain(`Demande n°\u00a0${id} toujours pas ouverte`);
      expect(sink.mails[0]?.text).toContain(`https://www.procelia.example/admin/leads/${id}`);
      expect(sink.mails[0]?.text).not.toContain("Ligne de NEP");
      const logged = await audits("lead_reminder_sent");
      expect(logged.map((entry) => entry.objectId)).toEqual([String(id)]);
      expect([opened, held, handled]).toHaveLength(3);
    });

    it("counts the opening hours of the settings and skips Easter Monday", async () => {
      const { values, version } = await readSiteSettings(db);
      await saveSiteSettings(
        db,
        { ...values, "hours.friday": { open: true, from: "08:00", to: "12:00" } },
        version,
        "admin",
      );
      // Friday 26 March 2027, 10:00: two hours until noon, Monday 29 is Easter Monday, two on Tuesday.
      const [id] = await insert(lead({ createdAt: brusselsWallTime(2027, 3, 26, 10) }));
      for (const [day, hour, minute] of [
        [26, 14, 0],
        [29, 16, 0],
        [30, 9, 59],
      ] as const) {
        expect(
          await remindUnopenedLeads(db, { now: brusselsWallTime(2027, 3, day, hour, minute) }),
        ).toEqual([]);
      }
      expect(await remindUnopenedLeads(db, { now: brusselsWallTime(2027, 3, 30, 10) })).toEqual([
        id,
      ]);
    });

    it("goes to the team's address when no backup address is set", async () => {
      await insert(lead({ createdAt: friday16 }));
      await remindUnopenedLeads(db, { now: monday(11) });
      expect(sink.mails.map((mail) => mail.to.join())).toEqual(["demandes@procelia.example"]);
    });
  });

  describe("retention", () => {
    const now = new Date("2026-06-15T10:00:00Z");
    const monthsAgo = (months: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date;
    };

    it("deletes requests unchanged for 3 years, with their attachments, once a day across instances", async () => {
      const [old, recent, touched] = await insert(
        lead({ name: "Ancienne", createdAt: monthsAgo(40), updatedAt: monthsAgo(37) }),
        lead({ name: "Récente", createdAt: monthsAgo(40), updatedAt: monthsAgo(35) }),
        lead({ name: "Relancée", createdAt: monthsAgo(50), updatedAt: monthsAgo(49) }),
      );
      await db.insert(leadAttachments).values({
        leadId: old as number,
        fileName: "plan.pdf",
        type: "application/pdf",
        size: 4,
        content: Buffer.from("%PDF"),
      });
      // A change by the team today restarts the period.
      await updateLead(db, touched as number, { status: "in_progress", note: "Rappelé" });

      const counts = await Promise.all([runRetention(db, { now }), runRetention(other, { now })]);
      expect(counts.filter((count) => count !== undefined)).toEqual([1]);
      const left = await db.select({ id: leads.id }).from(leads);
      expect(left.map((row) => row.id).sort()).toEqual([recent, touched].sort());
      expect(await db.select().from(leadAttachments)).toEqual([]);
      expect((await audits("retention_run")).map((entry) => entry.target)).toEqual([
        "1 request deleted (unchanged for 36 months)",
      ]);

      // The next Brussels day runs again, and logs its count even when it is 0.
      const tomorrow = new Date(now.getTime() + 24 * 60 * MINUTE);
      expect(await runRetention(db, { now: tomorrow })).toBe(0);
      expect(await runRetention(other, { now: tomorrow })).toBeUndefined();
      expect(await audits("retention_run")).toHaveLength(2);
    });

    it("follows the period set in the settings", async () => {
      const { values, version } = await readSiteSettings(db);
      await saveSiteSettings(db, { ...values, "leads.retentionMonths": "12" }, version, "admin");
      await insert(lead({ updatedAt: monthsAgo(13) }), lead({ updatedAt: monthsAgo(11) }));
      expect(await runRetention(db, { now })).toBe(1);
      expect((await audits("retention_run"))[0]?.target).toBe(
        "1 request deleted (unchanged for 12 months)",
      );
    });
  });
});
