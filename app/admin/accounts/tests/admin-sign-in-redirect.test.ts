import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetSignInLimiters } from "~/admin/accounts/limits.server";
import { hashPassword } from "~/admin/accounts/password.server";
import { action as loginAction, loader as loginLoader } from "~/admin/accounts/routes/login";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import {
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

const PASSWORD = "Trois-voies NEP 2026";

/**
 * redirectTo values that look like paths of this site but that a browser reads as another site
 * once the path is resolved ("/.//evil.example" is "//evil.example") or its "\" read as "/".
 */
const offsite = [
  "/.//evil.example/x",
  "/a/..//evil.example/x",
  "/%2e//evil.example/x",
  "/%2e%2e//evil.example/x",
  "/.\\evil.example",
  "/..\\/evil.example",
  "/./\\evil.example",
  "/%5cevil.example",
  "/%5c%5cevil.example",
  "/.%5c/evil.example",
  "/%2e/%5cevil.example",
];
const languages = [
  { prefix: "", home: "/admin" },
  { prefix: "/en", home: "/en/admin" },
];
const cases = languages.flatMap((lang) => offsite.map((target) => ({ ...lang, target })));

afterAll(stopApp);

describe.each(testDatabases)("redirect after sign-in ($name)", (database) => {
  let db: Database;
  let cookie: string;

  beforeAll(async () => {
    db = await startApp(database);
    configure({ PUBLIC_SITE_URL: "http://localhost" });
    resetSignInLimiters();
    const user = await insertUser(db, "anne", await hashPassword(PASSWORD));
    if (!user) throw new Error("user exists");
    cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";
  });

  it.each(cases)(
    "a signed-in visitor of $prefix/admin/login?redirectTo=$target stays on the site",
    async ({ prefix, home, target }) => {
      const url = `http://localhost${prefix}/admin/login?redirectTo=${encodeURIComponent(target)}`;
      const answer = await thrown(
        loginLoader(routeArgs(new Request(url, { headers: { cookie } }))),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(home);
    },
  );

  it.each(cases)(
    "the sign-in form's hidden field for $target on $prefix/admin/login is the home",
    async ({ prefix, home, target }) => {
      const url = `http://localhost${prefix}/admin/login?redirectTo=${encodeURIComponent(target)}`;
      const page = (await loginLoader(routeArgs(new Request(url)))) as unknown as {
        data: { redirectTo: string };
      };
      expect(page.data.redirectTo).toBe(home);
    },
  );

  it.each(cases)(
    "signing in on $prefix/admin/login with redirectTo=$target lands on the home",
    async ({ prefix, home, target }) => {
      const request = new Request(`http://localhost${prefix}/admin/login`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost",
        },
        body: new URLSearchParams({ username: "anne", password: PASSWORD, redirectTo: target }),
      });
      const answer = await thrown(loginAction(routeArgs(request)));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(home);
    },
  );
});
