import { createHash } from "node:crypto";
import { type APIResponse, expect, test, visit } from "./fixtures";

function scriptNonce(csp: string): string | undefined {
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
  return scriptSrc?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}

function scriptHashes(csp: string): string[] {
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
  return [...(scriptSrc ?? "").matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map(
    (match) => match[1] ?? "",
  );
}

function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]+?)<\/script>/g)].filter(
    (match) => !/type="application\/ld\+json"/.test(match[1] ?? ""),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
  expect(scriptSrc, "CSP script-src").toBeDefined();
  // Pages rendered per request carry a nonce; prerendered and kept pages the hashes of their scripts.
  expect(
    scriptNonce(csp) || scriptHashes(csp).length > 0,
    "script-src nonce or hashes",
  ).toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'/);
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

for (const path of ["/", "/en/blog", "/api/blog/posts"]) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
  });
}

// Prerendered at build time, or rendered once and kept until an article changes.
for (const path of [
  "/",
  "/en/automation",
  "/en/blog",
  "/blog/tuyauterie-industrielle-guide-complet",
]) {
  test(`${path} (rendered once): the CSP allows exactly the page's inline scripts, by hash`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    const inline = inlineScripts(html);
    expect(inline.length, "inline scripts of the page").toBeGreaterThan(0);
    const expected = inline.map(
      (match) =>
        `sha256-${createHash("sha256")
          .update(match[2] ?? "")
          .digest("base64")}`,
    );
    expect(scriptHashes(csp).sort()).toEqual(expected.sort());
    expect(html).not.toContain("__CSP_NONCE__");
  });
}

// A query string (a filter, a tracking tag) has the page rendered for this response alone.
for (const path of ["/en/blog?utm_source=newsletter", "/admin/login"]) {
  test(`${path}: every script carries the response's nonce, new for each response`, async ({
    request,
  }) => {
    const first = await request.get(path);
    const nonce = scriptNonce(first.headers()["content-security-policy"] ?? "");
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(inlineScripts(html).length, "inline scripts of the page").toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (/type="application\/ld\+json"/.test(attributes)) continue; // data, not executed
      expect(attributes, "script tag").toContain(`nonce="${nonce}"`);
    }

    const second = await request.get(path);
    const other = scriptNonce(second.headers()["content-security-policy"] ?? "");
    expect(other).toBeTruthy();
    expect(other).not.toBe(nonce);
    expect(await second.text()).toContain(`nonce="${other}"`);
  });
}

test("a page hydrates under the policy without any CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Hydration only happens if the nonce lets the scripts run.
  await visit(page, "/en/blog");
  expect(violations).toEqual([]);
});
