import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { browserModules } from "../../app/admin/shell/browser-modules";

const ROOT = new URL("../..", import.meta.url).pathname;
const ADMIN = join(ROOT, "app/admin");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** String literals (template or quoted) that touch the page: browser code written as text. */
const LITERAL = /`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
const BROWSER = /\b(?:document|window)\.[a-zA-Z]/;

/**
 * The back office's behaviour in the browser lives in modules that tsc and Biome check
 * (docs/decisions/039); none is written as a string for the page to run.
 */
describe("the back office's browser code", () => {
  it("is never a string: no literal touching document or window, no serialised function", () => {
    const found: string[] = [];
    for (const file of sources(ADMIN)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(LITERAL)) {
        if (BROWSER.test(match[0])) {
          const line = text.slice(0, match.index).split("\n").length;
          found.push(`${relative(ROOT, file)}:${line}: ${match[0].slice(0, 60)}`);
        }
      }
      for (const match of text.matchAll(/\b\w+\.toString\(\)\)?[^;\n]*`/g)) {
        const line = text.slice(0, match.index).split("\n").length;
        found.push(`${relative(ROOT, file)}:${line}: ${match[0]}`);
      }
    }
    console.log(`back office: ${found.length} strings of browser code`);
    expect(found).toEqual([]);
  });

  it("lists only modules that exist, one per file", () => {
    const files = Object.values(browserModules);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(() => readFileSync(join(ROOT, file))).not.toThrow();
  });
});
