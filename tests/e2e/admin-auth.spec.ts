import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test } from "@playwright/test";
import enAdmin from "../../app/platform/i18n/messages/en/admin.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerAdminServer } from "./admin-server";

/** The back office against its own server (tests/e2e/admin-server.ts). */
const PORT = Number(process.env.ADMIN_E2E_PORT ?? 4601);
const USER = "anne.dupont";
const PASSWORD = "Skid NEP trois voies 2026";
const { origin: ORIGIN, signIn } = registerAdminServer({
  name: "admin-auth",
  port: PORT,
  user: USER,
  password: PASSWORD,
});

/** A form post as a browser on this site makes it. */
function postForm(
  request: APIRequestContext,
  url: string,
  form: Record<string, string>,
  origin = ORIGIN,
) {
  return request.post(url, { form, headers: { Origin: origin }, maxRedirects: 0 });
}

const protectedPages = [
  "/admin",
  "/admin/account",
  "/admin/audit",
  "/admin/no-such-page",
  "/admin/logout",
];

test("every back-office page sends a visitor without a session to the sign-in page", async ({
  request,
}) => {
  for (const neutral of protectedPages) {
    for (const prefix of ["", "/en"]) {
      const wanted = `${prefix}${neutral}`;
      const response = await request.get(wanted, { maxRedirects: 0 });
      expect(response.status(), wanted).toBe(302);
      expect(response.headers().location, wanted).toBe(
        `${prefix}/admin/login?redirectTo=${encodeURIComponent(wanted)}`,
      );
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
  }
  for (const action of ["/admin/account", "/en/admin/logout"]) {
    const response = await postForm(request, action, { intent: "everywhere" });
    expect(response.status(), action).toBe(302);
    expect(response.headers().location).toContain("/admin/login?redirectTo=");
  }
  const api = await request.get("/admin/api/session");
  expect(api.status()).toBe(401);
  expect(await api.json()).toMatchObject({ error: "unauthorized" });
});

test("signs in without JavaScript, lands on the page asked for, with a strict cookie", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Faudit$/);
  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin/audit`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frAdmin.audit.title);
  await expect(page.getByRole("cell", { name: frAdmin.audit.actions.user_added })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === "procelia_admin");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  await context.close();
});

test("signs in with JavaScript, in English, and shows the account", async ({ page }) => {
  await page.goto("/en/admin/login");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel(enAdmin.login.username).fill(USER);
  await page.getByLabel(enAdmin.login.password).fill("not the password at all");
  await page.getByRole("button", { name: enAdmin.login.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(enAdmin.login.invalid);
  await page.getByLabel(enAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: enAdmin.login.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/admin`);
  await expect(page.getByText(`Hello ${USER}.`)).toBeVisible();
  await expect(
    page.getByRole("cell", { name: enAdmin.audit.actions.sign_in_failed }),
  ).toBeVisible();
  await page.getByRole("link", { name: enAdmin.shell.account }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAdmin.account.title);
  await expect(page.getByText(USER, { exact: true }).first()).toBeVisible();
});

test("?redirectTo=//evil.example lands inside the site", async ({ page }) => {
  await signIn(page, "//evil.example");
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await page.goto("/admin/login?redirectTo=https://evil.example/");
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  // Paths that resolve to "//evil.example" once "." segments are read: the audit's finding.
  for (const target of ["/.//evil.example/x", "/%2e%2e//evil.example/x", "/..\\/evil.example"]) {
    for (const prefix of ["", "/en"]) {
      await page.goto(`${prefix}/admin/login?redirectTo=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(`${ORIGIN}${prefix}/admin`);
    }
  }
});

test("refuses a cross-site POST with 403, session or not", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  const request = page.context().request;
  const forged = await postForm(request, "/admin/logout", {}, "https://evil.example");
  expect(forged.status()).toBe(403);
  // ...on every back-office route, the sign-in page included...
  const forgedLogin = await postForm(
    request,
    "/admin/login",
    { username: USER, password: PASSWORD },
    "https://evil.example",
  );
  expect(forgedLogin.status()).toBe(403);
  expect(forgedLogin.headers()["set-cookie"]).toBeUndefined();
  // ...and a request that hides its Origin but is marked cross-site by the browser is refused by ours.
  const hidden = await request.post("/admin/account", {
    form: { intent: "everywhere" },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(hidden.status()).toBe(403);
  // The session survived the forged sign-out.
  expect((await request.get("/admin/api/session")).status()).toBe(200);
});

test("answers the 6th wrong password from one address for one username with 429 and Retry-After", async ({
  request,
}) => {
  const target = "compte.cible";
  for (let n = 1; n <= 5; n++) {
    const response = await postForm(request, "/admin/login", {
      username: target,
      password: `x${n}`,
    });
    expect(response.status(), `attempt ${n}`).toBe(401);
  }
  const sixth = await postForm(request, "/admin/login", { username: target, password: "x6" });
  expect(sixth.status()).toBe(429);
  const wait = Number(sixth.headers()["retry-after"]);
  expect(wait).toBeGreaterThan(14 * 60);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  expect(await sixth.text()).toContain(
    frAdmin.login.limited.replace("{wait}", frAdmin.wait.minutes.replace("{count}", "15")),
  );
});

test("signs out on the server: the old cookie is refused afterwards", async ({ page }) => {
  await signIn(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === "procelia_admin");
  await page.getByRole("button", { name: frAdmin.shell.signOut }).click();
  await expect(page.getByRole("status")).toHaveText(frAdmin.login.signedOut);

  // Replaying the cookie the browser had before signing out opens nothing.
  const replay = await page.request.get("/admin/api/session", {
    headers: { Cookie: `procelia_admin=${cookie?.value}` },
  });
  expect(replay.status()).toBe(401);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
});

test("sign out everywhere closes the other browser's session too", async ({ browser }) => {
  const office = await browser.newContext();
  const phone = await browser.newContext();
  const [desk, mobile] = [await office.newPage(), await phone.newPage()];
  await signIn(desk);
  await signIn(mobile);
  await desk.goto("/admin/account");
  await desk.getByRole("button", { name: frAdmin.account.everywhereSubmit }).click();
  await expect(desk).toHaveURL(/\/admin\/login\?signedOut$/);
  expect((await mobile.request.get("/admin/api/session")).status()).toBe(401);
  await office.close();
  await phone.close();
});

test("back-office pages have no accessibility violations", async ({ page }) => {
  test.setTimeout(90_000); // seven full axe scans on a shared 2-core machine
  const scan = async (label: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(",")}`),
    ).toEqual([]);
  };
  await page.goto("/admin/login");
  await scan("/admin/login");
  await signIn(page);
  for (const url of [
    "/admin",
    "/admin/account",
    "/admin/audit",
    "/en/admin",
    "/en/admin/account",
    "/en/admin/audit",
  ]) {
    await page.goto(url);
    await scan(url);
  }
});

test("the skip link takes keyboard users to the back office's content", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/account");
  await page.getByRole("link", { name: frAdmin.shell.skipToContent }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#admin-content")).toBeFocused();
});

test("keeps crawlers out: robots.txt disallows it, the sitemap does not list it", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/en\/admin$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain("/admin");
  const login = await request.get("/admin/login");
  expect(login.headers()["x-robots-tag"]).toContain("noindex");
  expect(login.headers()["cache-control"]).toBe("no-store");
  expect(login.headers()["content-security-policy"]).toContain("default-src 'self'");
  // No cross-site window keeps a reference to a back-office page.
  expect(login.headers()["cross-origin-opener-policy"]).toBe("same-origin");
});

test("no back-office text reaches the public build", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|js|data|css)$/.test(name)) files.push(full);
    }
  };
  walk("build/client");
  expect(files.length).toBeGreaterThan(20);
  const probes = [
    frAdmin.account.everywhereSubmit,
    enAdmin.account.everywhereSubmit,
    frAdmin.login.intro,
    enAdmin.audit.intro,
  ];
  for (const file of files) {
    const content = readFileSync(file, "utf8");
    for (const probe of probes) expect(content.includes(probe), `${probe} in ${file}`).toBe(false);
  }
});
