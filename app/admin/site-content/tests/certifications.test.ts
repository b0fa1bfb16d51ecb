import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountMail, TeamNotification } from "~/admin/intake/mailer.server";
import {
  sendCertificateReminders,
  startCertificateWatch,
  stopCertificateWatch,
} from "~/admin/site-content/certificate-watch.server";
import { addItem, updateItem } from "~/admin/site-content/collection-edits.server";
import { claimCertificateReminders } from "~/admin/site-content/collections/certificate-reminders.server";
import { certifications, trustBand } from "~/admin/site-content/collections/certifications.server";
import { readCollection } from "~/admin/site-content/collections.server";
import type { Database } from "~/platform/database/db.server";
import * as schema from "~/platform/database/schema";
import { auditLog, collectionItems, users } from "~/platform/database/schema";
import { onSiteChange } from "~/platform/settings/site-changes";
import { loader as certificateLoader } from "~/site/routes/files/certificate";
import { loader as homeLoader } from "~/site/routes/pages/home";
import { loader as safetyLoader } from "~/site/routes/pages/safety";
import { routeArgs, stopApp, testDatabases } from "../../../../tests/integration/harness";
import { collectionsUser } from "./content-harness";

/**
 * The certifications' trust band (home and safety pages): only current certificates, gone at the
 * midnight after their last valid day, their files downloadable while shown, and the team e-mailed
 * once 30 days before a certificate expires, whatever the number of instances.
 */

afterAll(stopApp);

/** As read: without the non-breaking spaces and word joiners the page puts in. */
const plain = (text: string) => text.replaceAll("\u2060", "").replaceAll("\u00a0", " ");

const names = (today: string, lang: "fr" | "en" = "fr") =>
  trustBand(lang, today).map((tile) => plain(tile.name));

const PDF = Buffer.from("%PDF-1.7\n% certificate\n%%EOF\n");

async function storedRef(db: Database, name: string): Promise<string> {
  const { items } = await readCollection(db, certifications);
  const item = items.find((entry) => entry.data.name === name);
  if (!item) throw new Error(`no ${name}`);
  return item.ref;
}

async function version(db: Database) {
  return (await readCollection(db, certifications)).version;
}

/** Sets a certificate's last valid day as the back office's screen does. */
async function setValidUntil(db: Database, name: string, validUntil: string) {
  const ref = await storedRef(db, name);
  const outcome = await updateItem(
    db,
    certifications,
    ref,
    undefined,
    { validUntil },
    await version(db),
    "claire",
  );
  expect(outcome).toMatchObject({ ok: true });
}

const reminded = async (db: Database, name: string) => {
  const rows = await db
    .select({ data: collectionItems.data, remindedAt: collectionItems.remindedAt })
    .from(collectionItems)
    .where(eq(collectionItems.collection, "certifications"));
  return rows.find((row) => row.data.name === name)?.remindedAt ?? null;
};

const download = (id: string) =>
  certificateLoader(
    routeArgs<Parameters<typeof certificateLoader>[0]>(
      new Request(`http://localhost/certificats/${id}`),
      { id },
    ),
  );

describe.each(testDatabases)("certifications on $name", (database) => {
  const { reset } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });

  it("shows the certificates valid on a day, to their last valid day included, in the page's language", async () => {
    // The samples: EN ISO 3834-2 is valid until 30 November 2027.
    expect(names("2027-11-30")).toEqual(["VCA**", "EN ISO 3834-2", "ISO 9001:2015"]);
    expect(names("2027-12-01")).toEqual(["VCA**", "ISO 9001:2015"]);
    const [, welding] = trustBand("fr", "2027-11-30");
    expect(welding?.validUntil).toBe("30 novembre 2027");
    expect(trustBand("en", "2027-11-30")[1]?.validUntil).toBe("November 30, 2027");
    // No file attached: no link.
    expect(welding?.href).toBeNull();

    // A hidden certificate is not shown, whatever its date.
    const ref = await storedRef(db, "VCA**");
    await updateItem(db, certifications, ref, undefined, { visible: false }, 0, "claire");
    expect(names("2027-01-01")).toEqual(["EN ISO 3834-2", "ISO 9001:2015"]);
  });

  it("reads the band on the home and safety pages, in both languages", async () => {
    const load = async (loader: typeof homeLoader | typeof safetyLoader, path: string) =>
      (await loader(routeArgs(new Request(`http://localhost${path}`)))).certifications;
    const ref = await storedRef(db, "ISO 9001:2015").catch(() => "d2");
    await updateItem(
      db,
      certifications,
      ref,
      undefined,
      { document: { bytes: PDF, type: "application/pdf", name: "ISO 9001.pdf" } },
      0,
      "claire",
    );
    const stored = await storedRef(db, "ISO 9001:2015");
    for (const [loader, path] of [
      [homeLoader, "/"],
      [safetyLoader, "/securite"],
    ] as const) {
      const tiles = await load(loader, path);
      expect(tiles.map((tile) => plain(tile.name))).toEqual([
        "VCA**",
        "EN ISO 3834-2",
        "ISO 9001:2015",
      ]);
      expect(tiles[2]).toMatchObject({
        scope: "Système de management de la qualité",
        href: `/certificats/${stored}`,
      });
    }
    const english = await load(homeLoader, "/en");
    expect(english[2]).toMatchObject({
      scope: "Quality management system",
      validUntil: "March 31, 2028",
    });
  });

  it("serves a shown certificate's file with its type, and refuses a hidden or expired one", async () => {
    const added = await addItem(
      db,
      certifications,
      {
        name: "ISO 14001:2015",
        scope: { fr: "Management environnemental", en: "Environmental management" },
        body: { fr: "Organisme accrédité", en: "Accredited body" },
        number: "EMS 0123459",
      },
      {
        validUntil: "2099-12-31",
        document: { bytes: PDF, type: "application/pdf", name: "Certificat ISO 14001 (2025).pdf" },
      },
      0,
      "claire",
    );
    if (!added.ok) throw new Error(added.reason);
    const response = await download(added.ref);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Certificat ISO 14001 (2025).pdf"; filename*=UTF-8''Certificat%20ISO%2014001%20(2025).pdf`,
    );
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    // Expired yesterday (Brussels): no longer on the band, no longer downloadable.
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
    await updateItem(
      db,
      certifications,
      added.ref,
      undefined,
      { validUntil: yesterday },
      added.version,
      null,
    );
    expect((await download(added.ref)).status).toBe(404);
    await updateItem(
      db,
      certifications,
      added.ref,
      undefined,
      { validUntil: "2099-12-31", visible: false },
      added.version + 1,
      null,
    );
    expect((await download(added.ref)).status).toBe(404);
    expect((await download("999999")).status).toBe(404);
    expect((await download("abc")).status).toBe(404);
  });

  it("claims each due reminder once when several instances check at the same moment", async () => {
    await setValidUntil(db, "EN ISO 3834-2", "2026-12-20");
    // A second instance: its own connections on PostgreSQL; the one embedded database otherwise.
    const url = process.env.DATABASE_URL;
    const pool = url ? new pg.Pool({ connectionString: url, max: 4 }) : undefined;
    const other = pool ? (drizzle(pool, { schema }) as unknown as Database) : db;
    try {
      const claims = await Promise.all([
        claimCertificateReminders(db, "2026-11-25"),
        claimCertificateReminders(other, "2026-11-25"),
        claimCertificateReminders(db, "2026-11-25"),
        claimCertificateReminders(other, "2026-11-25"),
      ]);
      expect(claims.flat().map((claim) => claim.certification.name)).toEqual(["EN ISO 3834-2"]);
    } finally {
      await pool?.end();
    }
    // Not due: more than 30 days ahead, or already past.
    expect(await claimCertificateReminders(db, "2026-11-19")).toEqual([]);
  });

  it("e-mails each administrator once, in their language, keeps it due while the mail server fails, and again after a new date", async () => {
    await db.insert(users).values([
      { username: "claire", password: "x", role: "admin", email: "claire@procelia.example" },
      {
        username: "james",
        password: "x",
        role: "admin",
        email: "james@procelia.example",
        language: "en",
      },
      { username: "eric", password: "x", role: "editor", email: "eric@procelia.example" },
      {
        username: "ancien",
        password: "x",
        role: "admin",
        email: "ancien@procelia.example",
        disabledAt: new Date(),
      },
    ]);
    await setValidUntil(db, "EN ISO 3834-2", "2026-12-20");
    const failing = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    };
    expect(
      await sendCertificateReminders(db, {
        today: "2026-11-25",
        send: failing,
        sendTeam: failing,
      }),
    ).toEqual({ sent: [], failed: 1 });
    expect(await reminded(db, "EN ISO 3834-2")).toBeNull();

    const mails: AccountMail[] = [];
    const team: TeamNotification[] = [];
    const send = async (mail: AccountMail) => {
      mails.push(mail);
    };
    const sendTeam = async (mail: TeamNotification) => {
      team.push(mail);
    };
    await sendCertificateReminders(db, { today: "2026-11-25", send, sendTeam });
    await sendCertificateReminders(db, { today: "2026-11-26", send, sendTeam });
    // The active administrators only, each in their language; not the team's address.
    expect(team).toEqual([]);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "claire@procelia.example",
      "james@procelia.example",
    ]);
    const french = mails.find((mail) => mail.to === "claire@procelia.example");
    const english = mails.find((mail) => mail.to === "james@procelia.example");
    expect(french?.subject).toBe("Certificat EN ISO 3834-2 à renouveler avant le 20 décembre 2026");
    expect(french?.text).toContain("WLD 0123457");
    expect(french?.text).not.toContain("December");
    expect(english?.subject).toBe("EN ISO 3834-2 certificate to renew by December 20, 2026");
    expect(english?.text).toContain("/en/admin/collections/certifications");
    expect(english?.text).not.toContain("décembre");
    const logged = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "certificate_reminder_sent"));
    expect(logged.map((entry) => entry.target)).toEqual(["EN ISO 3834-2 (2026-12-20)"]);
    mails.length = 0;

    // Renewed: a new last valid day arms the reminder again, for 30 days before it.
    await setValidUntil(db, "EN ISO 3834-2", "2029-12-20");
    expect(await reminded(db, "EN ISO 3834-2")).toBeNull();
    await sendCertificateReminders(db, { today: "2026-11-27", send, sendTeam });
    expect(mails).toHaveLength(0);
    await sendCertificateReminders(db, { today: "2029-11-25", send, sendTeam });
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject).join()).toContain("20 décembre 2029");

    // Another change that keeps the date does not send it again.
    const ref = await storedRef(db, "EN ISO 3834-2");
    const [row] = await db
      .select()
      .from(collectionItems)
      .where(
        and(eq(collectionItems.collection, "certifications"), eq(collectionItems.id, Number(ref))),
      );
    await updateItem(
      db,
      certifications,
      ref,
      { ...row?.data, number: "WLD 0123999" },
      { validUntil: "2029-12-20" },
      await version(db),
      "claire",
    );
    await sendCertificateReminders(db, { today: "2029-11-26", send, sendTeam });
    expect(mails).toHaveLength(2);
  });

  it("e-mails the team's address in both languages when no administrator has an e-mail address", async () => {
    await setValidUntil(db, "EN ISO 3834-2", "2026-12-20");
    const mails: AccountMail[] = [];
    const team: TeamNotification[] = [];
    await sendCertificateReminders(db, {
      today: "2026-11-25",
      send: async (mail) => void mails.push(mail),
      sendTeam: async (mail) => void team.push(mail),
    });
    expect(mails).toEqual([]);
    expect(team).toHaveLength(1);
    expect(team[0]?.subject).toContain("20 décembre 2026");
    expect(team[0]?.subject).toContain("December 20, 2026");
  });

  it("renders the pages again just after midnight in Brussels, which leaves out yesterday's certificate", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    // 23:59:30 in Brussels (winter time) on the last valid day of EN ISO 3834-2.
    vi.setSystemTime(new Date("2027-11-30T22:59:30Z"));
    let renderings = 0;
    const stop = onSiteChange(() => {
      renderings += 1;
    });
    try {
      startCertificateWatch();
      expect(names(new Date().toISOString().slice(0, 10))).toContain("EN ISO 3834-2");
      await vi.advanceTimersByTimeAsync(29_000);
      expect(renderings).toBe(0);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(renderings).toBe(1);
      // What the pages read when rendered now: the band of 1 December.
      expect(trustBand("fr").map((tile) => plain(tile.name))).not.toContain("EN ISO 3834-2");
      // And again the next night, 24 hours later.
      await vi.advanceTimersByTimeAsync(24 * 3600_000);
      expect(renderings).toBe(2);
    } finally {
      stop();
      vi.useRealTimers();
      await stopCertificateWatch();
    }
  });
});
