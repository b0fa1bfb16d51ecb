import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRoutes } from "../../app/admin/shell/admin-routes";
import { registeredCollections } from "../../app/admin/site-content/collection-registry.server";
import frCollections from "../../app/admin/site-content/texts/collections.fr.server";
import { multipart, photo } from "../integration/media-samples";
import { addAccount, migratedDataDir, type RunningServer, signIn, startServer } from "./server";

/**
 * What the built server does with what a signed-in administrator's browser may be made to send:
 * an address whose query string carries markup (a link in an e-mail), a form posted without its
 * file, and the `.data` twin of a file's address.
 */

const USER = "claire.dubois";
const PASSWORD = "Échangeur à plaques 316L";
/** Closes an inline script and draws a heading, if any page writes it unescaped. */
const PROBE = "x</script><h1>probe</h1>";
/** Every query parameter a back-office page reads, and a few more. */
const PARAMS = [
  "ref",
  "button",
  "done",
  "item",
  "q",
  "text",
  "name",
  "field",
  "from",
  "to",
  "show",
  "status",
  "source",
  "page",
  "filter",
  "count",
  "deleted",
  "removed",
  "restore",
  "revision",
  "redirectTo",
  "lang",
  "category",
];

/** Every page path of the route table's back office, its parameters filled with real values. */
function backOfficePaths(entries: RouteConfigEntry[]): string[] {
  const slugs = registeredCollections.map((entry) => entry.screen.slug);
  return entries.flatMap((entry) => {
    const own =
      entry.path === undefined || entry.path.includes("/api/")
        ? []
        : (entry.path.includes(":slug") ? slugs : [""]).map(
            (slug) =>
              `/${entry.path
                ?.replace(":slug", slug)
                .replace(":ref", "d1")
                .replace(":page", "piping")
                .replace(/:\w+/g, "1")
                .replace("*", "no-such-page")}`,
          );
    return [...own, ...backOfficePaths(entry.children ?? [])];
  });
}

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  const env = { DATA_DIR: migratedDataDir(), DATABASE_URL: undefined };
  addAccount(env, USER, PASSWORD);
  server = await startServer(env);
  cookie = await signIn(server.url, USER, PASSWORD);
  // A picture in the library, so that its pages and the collections' pickers show one.
  const { body, contentType } = multipart({ name: "cuve.jpg", bytes: await photo(800, 600) });
  const added = await fetch(`${server.url}/admin/media`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url, "content-type": contentType },
    body: Uint8Array.from(body),
  });
  expect(added.status).toBe(302);
});
afterAll(() => server?.stop());

describe("the back office's pages with markup in their query string", () => {
  it("never writes it unescaped, in a script or anywhere else", async () => {
    const query = new URLSearchParams(PARAMS.map((name) => [name, PROBE]));
    const paths = backOfficePaths(adminRoutes);
    expect(paths).toContain("/admin/collections/projects");
    let rendered = 0;
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}?${query}`, {
        redirect: "manual",
        headers: { cookie },
      });
      const html = await res.text();
      if (res.headers.get("content-type")?.includes("text/html")) rendered++;
      expect(html, `${path}: ${res.status}`).not.toContain("<h1>probe");
      expect(html, path).not.toContain("</script><h1>");
      // Each inline script's text holds no markup of the address, even escaped as HTML.
      for (const [, script = ""] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(script, path).not.toContain("probe</h1>");
      }
    }
    console.log(`back office: ${paths.length} paths, ${rendered} pages rendered and checked`);
    expect(rendered).toBeGreaterThan(30);
  });

  it("names a moved item for the focus module only when it is an item, and a known button", async () => {
    const moved = await fetch(`${server.url}/admin/collections/projects?ref=d2&button=down`, {
      headers: { cookie },
    }).then((res) => res.text());
    // The focus module's parameters: a JSON block (app/admin/site-content/browser/moved-item-focus.ts).
    expect(moved).toMatch(
      /<script type="application\/json"[^>]*data-browser-config="moved-item-focus"[^>]*>\{"row":"item-d2","button":"down"\}<\/script>/,
    );
    const forged = await fetch(
      `${server.url}/admin/collections/projects?ref=${encodeURIComponent(PROBE)}&button=up`,
      { headers: { cookie } },
    ).then((res) => res.text());
    expect(forged).not.toContain('data-browser-config="moved-item-focus"');
  });
});

describe("a collection's form posted as multipart without a file", () => {
  it("answers 400 with the form and its message, not an error", async () => {
    for (const slug of ["certifications", "projects"]) {
      const boundary = "----procelia-no-file";
      const body = [
        `--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\n0\r\n`,
        `--${boundary}--\r\n`,
      ].join("");
      const res = await fetch(`${server.url}/admin/collections/${slug}/new`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: server.url,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      const html = await res.text();
      expect(res.status, slug).toBe(400);
      expect(html, slug).toContain(frCollections.form.invalid.slice(0, 30));
    }
  });
});

describe("the .data twin of a file's address", () => {
  it("answers 404, where the file's own address answers", async () => {
    // A certificate with its file, as the office manager adds it.
    const { body, contentType } = multipart(
      { name: "iso-14001.jpg", bytes: await photo(400, 300) },
      {
        version: "0",
        name: "ISO 14001:2015",
        "scope.fr": "Management environnemental",
        "scope.en": "Environmental management",
        "body.fr": "Vinçotte",
        "body.en": "Vinçotte",
        number: "E-2026-14",
        validUntil: "2099-12-31",
        visible: "on",
      },
    );
    const added = await fetch(`${server.url}/admin/collections/certifications/new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url, "content-type": contentType },
      body: Uint8Array.from(body),
    });
    expect(added.status, await added.clone().text()).toBe(302);
    const ref = /#item-(\d+)$/.exec(added.headers.get("location") ?? "")?.[1];
    const certificate = await fetch(`${server.url}/certificats/${ref}`);
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get("content-type")).toBe("image/jpeg");
    expect((await fetch(`${server.url}/certificats/${ref}.data`)).status).toBe(404);

    const lasting = await fetch(`${server.url}/media/1/cuve`, {
      redirect: "manual",
      headers: { cookie },
    });
    expect(lasting.status).toBe(302);
    const variant = String(lasting.headers.get("location"));
    for (const path of [
      "/certificats/1.data",
      "/certificats/d1.data",
      "/admin/leads/1/files/1.data",
      "/en/admin/leads/1/files/1.data",
      "/media/1/cuve.data",
      `${variant}.data`,
      variant.replace(/\.jpg$/, ".data"),
    ]) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers });
        expect(res.status, path).toBe(404);
      }
    }
    // A page's own .data request still answers (the router's, for its navigations).
    const page = await fetch(`${server.url}/admin/collections.data`, { headers: { cookie } });
    expect(page.status).toBe(200);
  });
});
