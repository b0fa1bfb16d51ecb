import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { connection } from "~/platform/database/db.server";
import { type Lang, language, languages, localizePath } from "~/platform/i18n/lang";
import { articlePath, pagePath, prerenderPaths } from "~/platform/navigation/page-table";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import { adminUrl } from "./nginx";
import { serverBesideThisProcess } from "./server-beside-this-process";

/**
 * The company switches Dutch on in the site settings (saved from another process, as the back
 * office of another instance would): within seconds every page of /nl answers in Dutch with
 * reciprocal hreflang and the language switch offers it; switched off again, /nl is a 404 and no
 * page links to it. As shipped, the site is French and English only.
 */

/** Pages beyond the page table's: a list rendered per request, an article, a reference. */
const EXTRA_PAGES: Record<Lang, string[]> = {
  fr: [
    pagePath("blog"),
    pagePath("careers"),
    articlePath("tuyauterie-industrielle-guide-complet"),
    "/realisations-clients",
  ],
  en: [pagePath("blog"), pagePath("careers"), articlePath("industrial-piping-complete-guide")],
  nl: [pagePath("blog"), pagePath("careers"), articlePath("industrieel-leidingwerk-complete-gids")],
};

const pagesIn = (lang: Lang) => [
  ...prerenderPaths([lang]),
  ...EXTRA_PAGES[lang].map((path) => localizePath(path, lang)),
];

/** The href of every alternate link in a page's head, by hreflang. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const lang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    const href = /href="([^"]+)"/.exec(tag);
    if (lang && href) found[lang[1] ?? lang[2] ?? ""] = href[1] ?? "";
  }
  return found;
}

/** Paths of the language switch's links: the nav named after the switch. */
function switchLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*hrefLang="(fr|en|nl)"[^>]*>/g)]
    .map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? "")
    .filter((href) => href.startsWith("/"));
}

/** The W3C Nu HTML Checker's errors on some pages, each named by its path (as html-validity). */
function w3cErrors(pages: Map<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "procelia-nl-html-"));
  try {
    const files = [...pages].map(([path, html]) => {
      const file = join(dir, `${path.replace(/\W+/g, "_")}.html`);
      writeFileSync(file, html);
      return { file, path };
    });
    const run = spawnSync(
      "java",
      [
        "-jar",
        "node_modules/vnu-jar/build/dist/vnu.jar",
        "--format",
        "json",
        "--errors-only",
      ].concat(files.map(({ file }) => file)),
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stderr) as {
      messages: { url: string; message: string; lastLine?: number }[];
    };
    return (
      messages
        // The checker does not know CSS anchor positioning yet (html-validity.test.ts).
        .filter(({ message }) => !/^CSS: “(anchor-name|position-anchor)”/.test(message))
        .map(
          ({ url, message, lastLine }) =>
            `${files.find(({ file }) => url.endsWith(file))?.path ?? url}:${lastLine ?? "?"} ${message}`,
        )
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.runIf(adminUrl)("Dutch switched on and off in the site settings", () => {
  const server = serverBesideThisProcess("procelia_system_dutch");
  const get = async (path: string): Promise<{ status: number; html: string }> => {
    const res = await fetch(server().url + path);
    return { status: res.status, html: await res.text() };
  };

  async function setDutch(on: boolean) {
    const { db } = await connection();
    const { values, version } = await readSiteSettings(db);
    const saved = await saveSiteSettings(
      db,
      { ...values, "languages.nl": on ? "on" : "" },
      version,
      "office-manager",
    );
    expect(saved).toMatchObject({ ok: true, changed: ["languages.nl"] });
  }

  /** Waits until the Dutch home page answers `status` (the notification reached the server). */
  async function untilDutchHome(status: number) {
    const started = Date.now();
    let last = 0;
    while (Date.now() - started < 10_000) {
      last = (await get("/nl")).status;
      if (last === status) return Date.now() - started;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`/nl still answers ${last} after 10 s`);
  }

  it("ships French and English only: /nl is a 404 and no page links to it", async () => {
    for (const path of ["/nl", "/nl/automation", "/nl/blog", "/nl/blog/feed.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    for (const path of [...pagesIn("fr"), ...pagesIn("en")]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toMatch(/href="\/nl[/"]/);
      expect(html, path).not.toContain('hrefLang="nl"');
    }
    expect((await get("/sitemap.xml")).html).not.toContain("/nl");
  });

  it("switched on, answers every Dutch page in Dutch with reciprocal hreflang and a three-way switch", async () => {
    await setDutch(true);
    const after = await untilDutchHome(200);
    console.log(`Dutch on: /nl answered 200 ${after} ms after the save`);

    const kept = new Map<string, string>();
    for (const path of pagesIn("nl")) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      kept.set(path, html);
      expect(html, path).toContain(`<html lang="${language("nl").text}"`);
      const links = alternates(html);
      expect(Object.keys(links).sort(), path).toEqual(["en", "fr", "nl", "x-default"]);
      // Each alternate names this page back.
      for (const lang of languages) {
        const other = new URL(links[language(lang).hreflang] ?? "").pathname;
        const back = alternates((await get(other)).html);
        expect(new URL(back.nl ?? "").pathname, `${other} -> nl`).toBe(path);
      }
      // The switch keeps the page in all three languages.
      const switched = switchLinks(html);
      expect(switched, path).toContain(path);
      expect(switched.length, path).toBe(languages.length);
    }
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).toContain("/nl/automation");
    expect(sitemap).toContain('hreflang="nl"');
    // The French home's switch now offers Dutch.
    expect(switchLinks((await get("/")).html)).toContain("/nl");
    expect(w3cErrors(kept)).toEqual([]);
  });

  it("switched off again, takes /nl and every link to it away", async () => {
    await setDutch(false);
    await untilDutchHome(404);
    // The pages kept in memory are rendered again without the link within seconds.
    const started = Date.now();
    while (/href="\/nl[/"]/.test((await get("/")).html) && Date.now() - started < 10_000) {
      await new Promise((done) => setTimeout(done, 100));
    }
    for (const path of pagesIn("fr")) {
      const { html } = await get(path);
      expect(html, path).not.toMatch(/href="\/nl[/"]/);
    }
    expect((await get("/nl/contact")).status).toBe(404);
  });
});
