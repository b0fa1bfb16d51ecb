import { afterAll, beforeAll } from "vitest";
import { hashPassword } from "~/admin/accounts/password.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import { auditLog, leads, sessions, users } from "~/platform/database/schema";
import { stopApp } from "../../../../tests/integration/harness";
import { type SmtpSink, startSmtpSink } from "../../../../tests/integration/smtp-sink";

// What the tests of requests (intake, leads, activity, the contact form) set up the same way.

export type NewLead = typeof leads.$inferInsert;

/** A brewery's request, French, as the form stores it; a test names what it changes. */
export const sampleLead = (fields: Partial<NewLead> = {}): NewLead => ({
  name: "Jean Dupont",
  company: "Brasserie du Val",
  email: "jean.dupont@brasserie-val.be",
  message: "Nous cherchons un intégrateur pour la NEP de notre salle de brassage.",
  language: "fr",
  ...fields,
});

/** The password every test account has. */
export const TEST_PASSWORD = "Vanne papillon DN80";

/** A new account with `role` signed in: its id and the `Cookie` header value of its session. */
export async function signedIn(db: Database, username: string, role?: Role) {
  const user = await insertUser(db, username, await hashPassword(TEST_PASSWORD), {
    ...(role ? { role } : {}),
  });
  if (!user) throw new Error(`the account ${username} could not be created`);
  const cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
  return { user, cookie };
}

/**
 * A local mail server for the file's tests, started before them and closed after them with the
 * app; read through the returned object, which stands for it once started.
 */
export function mailSink(port: number): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink(port);
  });
  afterAll(async () => {
    await stopApp();
    await sink?.close();
  });
  const started = () => {
    if (!sink) throw new Error(`the mail server on port ${port} is not started`);
    return sink;
  };
  return {
    get mails() {
      return started().mails;
    },
    set mails(value) {
      started().mails = value;
    },
    get accepting() {
      return started().accepting;
    },
    set accepting(value) {
      started().accepting = value;
    },
    close: () => started().close(),
  };
}

/** No request, account, session or activity-log entry left from the test before. */
export async function clearBackOffice(db: Database): Promise<void> {
  for (const table of [leads, sessions, users, auditLog]) await db.delete(table);
}
