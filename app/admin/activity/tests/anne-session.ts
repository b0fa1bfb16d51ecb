import { afterAll } from "vitest";
import { hashPassword } from "~/admin/accounts/password.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import {
  configure,
  startApp,
  stopApp,
  type TestDatabase,
} from "../../../../tests/integration/harness";
import { clearBackOffice } from "../../intake/tests/lead-fixtures";

// Anne, signed in from Chrome on Windows in an empty back office: the activity log's tests and
// those of an account's sessions and language start there.

afterAll(stopApp);

export const origin = "http://localhost";
export const PASSWORD = "Échangeur à plaques 2026";
export const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const FIREFOX_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** What a loader returned, as the browser receives it. */
export const shape = <T = Record<string, unknown>>(result: unknown) =>
  JSON.parse(JSON.stringify(result)) as { data: T; init?: { status?: number } | null };

const started = new Map<TestDatabase, Database>();

/** The app on `database` (started once for a file's tests on it), emptied, with Anne signed in. */
export async function anneSignedIn(database: TestDatabase) {
  let db = started.get(database);
  if (!db) {
    db = await startApp(database);
    started.set(database, db);
  }
  await clearBackOffice(db);
  configure({ PUBLIC_SITE_URL: origin });
  const anne = await insertUser(db, "anne", await hashPassword(PASSWORD));
  if (!anne) throw new Error("the account anne could not be created");
  const token = await createSession(db, anne.id, { userAgent: CHROME_WINDOWS, ip: "203.0.113.7" });
  const cookie = (await sessionCookieHeader(token)).split(";")[0] ?? "";
  return { db, anne, token, cookie };
}

/** GET and form POST requests carrying the session cookie of the moment. */
export function requestsWith(cookie: () => string) {
  const get = (path: string) => new Request(`${origin}${path}`, { headers: { cookie: cookie() } });
  const post = (path: string, fields: Record<string, string>, from = origin) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: from,
        cookie: cookie(),
      },
      body: new URLSearchParams(fields),
    });
  return { get, post };
}
