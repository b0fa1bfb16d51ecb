import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "~/platform/content/company";
import { readBlogSources } from "~/site/blog/blog-sync.server";
import { CODE_HYPHEN, NBSP, lineBreakFaults as textLineBreakFaults } from "./typography";

/**
 * French typography: a non-breaking space (U+00A0) before « : ; ! ? » and inside « ».
 * A plain space there lets the mark wrap alone to the next line, which a French reader notices.
 */

// Every French dictionary, including any added later.
const dictionaries = import.meta.glob<{ default: unknown }>("./messages/fr/*.server.ts", {
  eager: true,
});
const englishDictionaries = import.meta.glob<{ default: unknown }>("./messages/en/*.server.ts", {
  eager: true,
});
const articlesDir = join(process.cwd(), "content/blog/fr");

/** Each string of a dictionary with its key path. */
function strings(tree: unknown, path: string): Array<[string, string]> {
  if (typeof tree === "string") return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (tree && typeof tree === "object")
    return Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`));
  return [];
}

/**
 * Offending places in one piece of prose. A mark counts as punctuation when whitespace or the
 * end follows it, so URLs (https://), times (8:00), ratios (1:10) and "![" are left alone.
 */
function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  const report = (index: number, what: string) =>
    faults.push(`${what}: "…${text.slice(Math.max(0, index - 25), index + 5)}…"`);
  for (const match of text.matchAll(/[;:!?](?=\s|$)/g)) {
    const before = text[match.index - 1];
    if (before === undefined) continue;
    // "?!" or "!!": the space goes before the first mark only.
    if (before !== NBSP && !(match[0] !== ":" && /[!?]/.test(before)))
      report(match.index, `no non-breaking space before "${match[0]}"`);
  }
  for (const match of text.matchAll(/«/g)) {
    if (text[match.index + 1] !== NBSP) report(match.index, "no non-breaking space after «");
  }
  for (const match of text.matchAll(/»/g)) {
    if (text[match.index - 1] !== NBSP) report(match.index, "no non-breaking space before »");
  }
  return faults;
}

/** Identity values come from app/platform/content/company.ts as registered, whatever their spelling. */
const identityValues = strings(company, "")
  .map(([, value]) => value)
  .filter((value) => value.length > 2)
  .sort((a, b) => b.length - a.length);

/** The rules of ./typography.ts, identity values left out. */
function lineBreakFaults(source: string): string[] {
  let text = source;
  for (const value of identityValues) text = text.replaceAll(value, " ");
  return textLineBreakFaults(text);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: NBSP };

/** The text a reader sees in an article's HTML: no code, no tags, entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1).replace(/^x/i, "0x")))
        : (entities[name] ?? entity),
    );
}

/** Article prose: front-matter values, body without code, link targets or bare URLs. */
function articleProse(source: string): string[] {
  const [, frontMatter = "", body = ""] = source.split(/^---\n/m);
  const values = frontMatter
    .split("\n")
    .map((line) => /^\w+:\s*(.*)$/.exec(line)?.[1] ?? "")
    .filter((value) => value !== "");
  const prose = body
    .replace(/^```[\s\S]*?^```/gm, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/https?:\/\/\S+/g, " ");
  return [...values, ...prose.split("\n")];
}

describe("French typography", () => {
  it("finds the French dictionaries and articles", () => {
    expect(Object.keys(dictionaries).length).toBeGreaterThanOrEqual(16);
    expect(readdirSync(articlesDir).filter((f) => f.endsWith(".md")).length).toBeGreaterThan(0);
  });

  it("detects a plain space, a missing space and bare guillemets", () => {
    expect(typographyFaults("Pourquoi ? Voici : « ceci »")).toHaveLength(4);
    expect(typographyFaults("Pourquoi\u00a0? Voici\u00a0: «\u00a0ceci\u00a0»")).toEqual([]);
    expect(typographyFaults("Note: 8:00 à 17:00, https://exemple.be/?a=1, ratio 1:10")).toEqual([
      'no non-breaking space before ":": "…Note: 8:0…"',
    ]);
  });

  it("every French dictionary string puts a non-breaking space where French requires one", () => {
    const faults = Object.entries(dictionaries).flatMap(([file, module]) =>
      strings(module.default, file.replace("./messages/fr/", "")).flatMap(([path, text]) =>
        typographyFaults(text).map((fault) => `${path}: ${fault}`),
      ),
    );
    expect(faults).toEqual([]);
  });

  it("every French article puts a non-breaking space where French requires one", () => {
    const faults = readdirSync(articlesDir)
      .filter((file) => file.endsWith(".md"))
      .flatMap((file) =>
        articleProse(readFileSync(join(articlesDir, file), "utf8")).flatMap((line) =>
          typographyFaults(line).map((fault) => `${file}: ${fault}`),
        ),
      );
    expect(faults).toEqual([]);
  });
});

describe("Line breaks inside numbers, units and compound names", () => {
  it("detects a breakable space or hyphen, whatever the number, unit or compound", () => {
    expect(
      lineBreakFaults("Ra ≤ 0,8 µm, 0,5 bar, 48 heures, 24 hours, 3 m³/h, 30 000 L, ET 200SP"),
    ).toHaveLength(10);
    expect(lineBreakFaults("{minutes} min de lecture")).toHaveLength(1);
    expect(lineBreakFaults("S7-1500, PVC-U, 6-digit, ISA\u201188")).toHaveLength(4);
    // Ordinary words keep their hyphen breaks: people type, search and say "e-mail".
    expect(lineBreakFaults("filtre-presse, e-mail, sign-in, Hauts-de-France, mid-sized")).toEqual(
      [],
    );
    const joined = "Ra\u00a0≤\u00a00,8\u00a0µm, 30\u00a0000\u00a0L/h, ET\u00a0200SP, S7-\u20601500";
    expect(lineBreakFaults(joined)).toEqual([]);
    // Counts, articles and addresses are not units or compounds.
    expect(
      lineBreakFaults("in 2 steps, 1 l'usine, Article 6 of, jean-luc@usine-nord.be - 12"),
    ).toEqual([]);
    expect(lineBreakFaults(`${company.name}, ${company.enterpriseNumber}`)).toEqual([]);
  });

  it("no dictionary string, French or English, lets a line break inside one of them", () => {
    const faults = Object.entries({ ...dictionaries, ...englishDictionaries }).flatMap(
      ([file, module]) =>
        strings(module.default, file.replace("./messages/", "")).flatMap(([path, text]) =>
          lineBreakFaults(text).map((fault) => `${path}: ${fault}`),
        ),
    );
    expect(faults).toEqual([]);
  });

  it("no dictionary string puts an invisible joiner inside an ordinary word", () => {
    const joined = Object.entries({ ...dictionaries, ...englishDictionaries }).flatMap(
      ([file, module]) =>
        strings(module.default, file.replace("./messages/", "")).flatMap(([path, text]) =>
          [...text.matchAll(/\S*\u2060\S*/g)]
            .filter(
              (hit) => !new RegExp(CODE_HYPHEN.source, "u").test(hit[0].replace("\u2060", "")),
            )
            .filter((hit) => !/\)\u2060\(/.test(hit[0]))
            .map((hit) => `${path}: "${hit[0]}"`),
        ),
    );
    expect(joined).toEqual([]);
  });

  it("no article's rendered text, French or English, lets a line break inside one of them", async () => {
    const sources = await readBlogSources();
    expect(sources.map((source) => source.language)).toEqual(expect.arrayContaining(["fr", "en"]));
    const faults = sources.flatMap((source) =>
      htmlText(source.html)
        .split("\n")
        .flatMap((line) =>
          lineBreakFaults(line).map((fault) => `${source.language}/${source.slug}: ${fault}`),
        ),
    );
    expect(faults).toEqual([]);
  });
});
