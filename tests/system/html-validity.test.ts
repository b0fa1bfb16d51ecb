import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The languages on as shipped: Dutch is off until the company switches it on.
import { requiredLanguages as languages, localizePath } from "~/platform/i18n/lang";
import { pageTable } from "~/platform/navigation/page-table";
import { toolCommand } from "../node-processes";
import {
  migratedDataDir,
  postContact,
  type RunningServer,
  startServer,
  validContact,
} from "./server";

/**
 * Every page, public and back office, checked by the W3C Nu HTML Checker in one JVM run (its
 * start is the slow part). The checker does not know CSS anchor positioning yet: errors about
 * the two properties the header menus use are its gap, not ours, and are the only ones left out.
 */
const USER = "anne.dupont";
const PASSWORD = "Échangeur à plaques 2026";
const VNU = "node_modules/vnu-jar/build/dist/vnu.jar";
const UNKNOWN_TO_THE_CHECKER =
  /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const dataDir = migratedDataDir();
const pagesDir = mkdtempSync(join(tmpdir(), "procelia-html-"));
let server: RunningServer;

beforeAll(async () => {
  // The embedded database is locked while a server holds it: the account is made first.
  execFileSync(
    "sh",
    ["-c", `printf '%s\\n' "$PW" | ${toolCommand("users")} add ${USER} --password-stdin`],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PW: PASSWORD }, stdio: "pipe" },
  );
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dirname(dataDir), { recursive: true, force: true });
  rmSync(pagesDir, { recursive: true, force: true });
});

async function signIn(): Promise<string> {
  const res = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ username: USER, password: PASSWORD, redirectTo: "/admin" }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function html(path: string, cookie?: string, status = 200): Promise<string> {
  const res = await fetch(`${server.url}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  const body = await res.text();
  if (res.status !== status) throw new Error(`${path}: ${res.status}, expected ${status}`);
  return body;
}

/** The first link on a page whose path matches, e.g. an article of the blog list. */
function firstLink(page: string, pattern: RegExp): string {
  const found = [...page.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern}`);
  return found;
}

describe("HTML validity", () => {
  it("every page, public and back office, in both languages, has no W3C checker error", async () => {
    const pages = new Map<string, string>();
    for (const lang of languages) {
      for (const page of pageTable) {
        const path = localizePath(page.path, lang);
        pages.set(path, await html(path));
      }
      const blog = pages.get(localizePath("/blog", lang)) ?? "";
      const article = firstLink(blog, /\/blog\/[a-z0-9-]+$/);
      pages.set(article, await html(article));
      // A project reference and a job post, each a page of its own under its list.
      const projects = pages.get(localizePath("/realisations-clients", lang)) ?? "";
      const reference = firstLink(projects, /\/realisations-clients\/[a-z0-9-]+$/);
      pages.set(reference, await html(reference));
      const careers = pages.get(localizePath("/carrieres", lang)) ?? "";
      const post = firstLink(careers, /\/carrieres\/[a-z0-9-]+$/);
      pages.set(post, await html(post));
      const missing = localizePath("/page-qui-n-existe-pas", lang);
      pages.set(missing, await html(missing, undefined, 404));
    }
    const { id: leadId } = await postContact(server.url, validContact(1));
    const cookie = await signIn();
    // A picture in the library, for its pages.
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#1a4066" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "schema.png");
    const uploaded = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url },
      body: form,
    });
    const picture = /\/admin\/media\/\d+/.exec(uploaded.headers.get("location") ?? "")?.[0];
    if (!picture) throw new Error(`upload failed: ${uploaded.status}`);
    pages.set("/admin/login", await html("/admin/login"));
    pages.set("/en/admin/login", await html("/en/admin/login"));
    for (const lang of languages) {
      const at = (path: string) => localizePath(path, lang);
      const articles = await html(at("/admin/articles"), cookie);
      const editor = firstLink(articles, /\/admin\/articles\/\d+$/);
      const paths = [
        at("/admin"),
        at("/admin/leads"),
        at(`/admin/leads/${leadId}`),
        at("/admin/leads/erase"),
        at("/admin/leads/held"),
        at("/admin/leads/dashboard"),
        at("/admin/articles/new"),
        editor,
        `${editor}/delete`,
        at("/admin/audit"),
        at("/admin/account"),
        at("/admin/settings"),
        at("/admin/media"),
        at(picture),
        at(`${picture}/delete`),
        at("/admin/recruitment"),
        at("/admin/recruitment/posts"),
        at("/admin/documents"),
        at("/admin/approval"),
        at("/admin/analytics"),
        at("/admin/redirects"),
        at("/admin/redirects/new"),
        at("/admin/webhooks"),
      ];
      pages.set(at("/admin/articles"), articles);
      for (const path of paths) pages.set(path, await html(path, cookie));
    }

    // One file per page, named after its path, so an error says which page it is on.
    const files = [...pages].map(([path, body]) => {
      const file = join(pagesDir, `${path.replace(/\W+/g, "_") || "_"}.html`);
      writeFileSync(file, body);
      return { file, path };
    });
    const run = spawnSync(
      "java",
      ["-jar", VNU, "--format", "json", "--errors-only", ...files.map(({ file }) => file)],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const pathOf = (url: string) => files.find(({ file }) => url.endsWith(file))?.path ?? url;
    const errors = messages
      .filter((message) => !UNKNOWN_TO_THE_CHECKER.test(message.message))
      .map(
        (message) =>
          `${pathOf(message.url)}:${message.lastLine ?? "?"} ${message.message}` +
          (message.extract ? ` [${message.extract.trim()}]` : ""),
      );
    expect(errors).toEqual([]);
  });
});
