import { hashPassword } from "~/admin/accounts/password.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import { configure, startApp, type TestDatabase } from "../../../../tests/integration/harness";

const origin = "http://localhost";

/**
 * An editor signed in to the back office: `start` opens the database and the session, `get` and
 * `post` are the requests their browser would send (a form posted from the site's own origin).
 */
export function editorSession(database: TestDatabase, username = "sophie.renard") {
  let cookie = "";
  async function start(): Promise<{ db: Database; userId: number }> {
    const db = await startApp(database);
    configure({ PUBLIC_SITE_URL: origin });
    const user = await insertUser(db, username, await hashPassword("Échangeur à plaques"));
    if (!user) throw new Error("no user");
    cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
    return { db, userId: user.id };
  }
  const get = (path: string) => new Request(`${origin}${path}`, { headers: { cookie } });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(fields),
    });
  return { start, get, post };
}
