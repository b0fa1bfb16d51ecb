import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "~/admin/accounts/password.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { alertStaleBackups } from "~/admin/system/backup-watch.server";
import { loader as systemLoader } from "~/admin/system/routes/system";
import type { Database } from "~/platform/database/db.server";
import { auditLog, jobRuns, sessions, users } from "~/platform/database/schema";
import { messages } from "~/platform/i18n/messages.server";
import { buildId } from "~/platform/runtime/build-info.server";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";
import {
  type SmtpSink,
  sinkSettings,
  startSmtpSink,
} from "../../../../tests/integration/smtp-sink";

/** The administrators' System page: the doctor's checks, run by the instance that answers. */

const backups = mkdtempSync(join(tmpdir(), "procelia-system-page-"));
afterAll(async () => {
  rmSync(backups, { recursive: true, force: true });
  await stopApp();
});

interface SystemPage {
  release: string;
  worst: "ok" | "warn" | "fail";
  summary: string;
  checks: { id: string; status: "ok" | "warn" | "fail"; title: string; text: string }[];
}

const shape = (result: unknown) =>
  (JSON.parse(JSON.stringify(result)) as { data: SystemPage }).data;

/** "20261127T080000Z": a backup's name stamp, `hours` ago. */
const stamp = (hours: number) =>
  new Date(Date.now() - hours * 3_600_000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

describe.each(testDatabases)("the System page ($name)", (database) => {
  let db: Database;
  let cookie: string;

  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(sessions);
    await db.delete(users);
    const anne = await insertUser(db, "anne", await hashPassword("Échangeur à plaques 2026"));
    if (!anne) throw new Error("no user");
    cookie = (await sessionCookieHeader(await createSession(db, anne.id, {}))).split(";")[0] ?? "";
  });

  const open = async (path: string) =>
    shape(
      await asAdmin(systemLoader, new Request(`http://localhost${path}`, { headers: { cookie } })),
    );

  it("shows the release in service and the database up to date, through the site's own connection", async () => {
    configure({ BACKUP_DIR: "" });
    const page = await open("/admin/system");
    expect(page.release).toBe(buildId());
    const database = page.checks.find((check) => check.id === "database");
    expect(database?.status).toBe("ok");
    expect(page.checks.map((check) => check.id)).toEqual(
      expect.arrayContaining(["node", "environment", "mail", "backups", "restore-test", "build"]),
    );
  });

  it("says in plain words, in each language, that a backup is two days old and a restore test failed", async () => {
    const dir = mkdtempSync(join(backups, "dir-"));
    writeFileSync(join(dir, `procelia-${stamp(50)}.dump`), "PGDMP");
    writeFileSync(join(dir, `procelia-${stamp(50)}.pglite.tar.gz`), "");
    writeFileSync(
      join(dir, "restore-tests.jsonl"),
      `${JSON.stringify({ at: new Date().toISOString(), file: "x.dump", ok: false, seconds: 3, message: "table leads: 10 rows, 9 restored" })}\n`,
    );
    configure({ BACKUP_DIR: dir });
    for (const lang of ["fr", "en"] as const) {
      const page = await open(lang === "fr" ? "/admin/system" : "/en/admin/system");
      const t = messages(lang, "adminSystem");
      expect(page.worst).toBe("fail");
      expect(page.summary.startsWith(t.summary.fail.split("{count}")[0] ?? "")).toBe(true);
      const failed = page.checks.filter((check) => check.status === "fail").map((c) => c.id);
      expect(failed).toEqual(expect.arrayContaining(["backups", "restore-test"]));
      const restore = page.checks.find((check) => check.id === "restore-test");
      expect(restore?.text).toContain("table leads: 10 rows, 9 restored");
    }
  });
});

describe.each(testDatabases)("the backup alert ($name)", (database) => {
  let db: Database;
  let sink: SmtpSink;
  const SMTP_PORT = 4953;

  beforeAll(async () => {
    sink = await startSmtpSink(SMTP_PORT);
  });
  afterAll(async () => {
    await sink.close();
  });

  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(jobRuns);
    await db.delete(auditLog);
    await db.delete(sessions);
    await db.delete(users);
    configure({
      ...sinkSettings(SMTP_PORT),
      MAIL_TO: "demandes@procelia.example",
      PUBLIC_SITE_URL: "https://www.procelia.example",
    });
    sink.mails.length = 0;
    const marie = await insertUser(db, "marie", await hashPassword("Échangeur à plaques 2026"));
    if (!marie) throw new Error("no user");
    await db
      .update(users)
      .set({ email: "marie@procelia.example", language: "fr" })
      .where(eq(users.id, marie.id));
  });

  it("e-mails each administrator once when the newest backup is 30 hours old, in their language", async () => {
    const dir = mkdtempSync(join(backups, "alert-"));
    writeFileSync(join(dir, `procelia-${stamp(30)}.dump`), "PGDMP");
    writeFileSync(join(dir, `procelia-${stamp(30)}.pglite.tar.gz`), "PGLITE");
    expect(await alertStaleBackups(db, { backupDir: dir })).toBe("sent");
    // Every instance runs the watch: the same state is not e-mailed again.
    expect(await alertStaleBackups(db, { backupDir: dir })).toBe("done");
    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail?.to).toEqual(["marie@procelia.example"]);
    expect(mail?.subject).toBe(messages("fr", "adminSystem").mail.subject);
    expect(mail?.text).toContain("https://www.procelia.example/admin/system");
    const logged = await db.select().from(auditLog);
    expect(logged.map((entry) => entry.action)).toEqual(["backup_alert_sent"]);
  });

  it("stays quiet while the newest backup is recent and the last restore test passed", async () => {
    const dir = mkdtempSync(join(backups, "fine-"));
    writeFileSync(join(dir, `procelia-${stamp(2)}.dump`), "PGDMP");
    writeFileSync(join(dir, `procelia-${stamp(2)}.pglite.tar.gz`), "PGLITE");
    writeFileSync(
      join(dir, "restore-tests.jsonl"),
      `${JSON.stringify({ at: new Date().toISOString(), file: "x", ok: true, seconds: 3, message: "restored" })}\n`,
    );
    expect(await alertStaleBackups(db, { backupDir: dir })).toBe("fine");
    expect(sink.mails).toHaveLength(0);
  });
});
