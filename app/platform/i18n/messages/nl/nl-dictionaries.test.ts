import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "~/platform/text/front-matter.server";
import { lineBreakFaults } from "../../typography";

/**
 * The Dutch (Belgium) copy against the French source: every page's dictionary, with the same
 * keys, list lengths and placeholders, no empty text and nothing left in French; and a Dutch
 * version of every French sample article. A French key or article added without its Dutch
 * counterpart fails here (and, for keys, in the type check).
 */

type Module = { default: unknown };
const french = import.meta.glob<Module>("../fr/*.server.ts", { eager: true });
const dutch = import.meta.glob<Module>("./*.server.ts", { eager: true });

/** The back office stays French and English: its dictionary has no Dutch version. */
const staffOnly = ["admin.server.ts"];

const pages = Object.keys(french)
  .map((path) => basename(path))
  .filter((file) => !staffOnly.includes(file))
  .sort();
const dutchOf = (file: string) => dutch[`./${file}`]?.default;
const frenchOf = (file: string) => french[`../fr/${file}`]?.default;

/** Each text of a dictionary with its key path; list items by position. */
function texts(tree: unknown, path = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (tree && typeof tree === "object")
    return Object.entries(tree).flatMap(([key, value]) =>
      texts(value, path ? `${path}.${key}` : key),
    );
  return [];
}

/** Every key path with the kind of value at its end, so a string turned number shows too. */
function shape(tree: unknown, path = ""): string[] {
  if (Array.isArray(tree)) return tree.flatMap((item, i) => shape(item, `${path}[${i}]`));
  if (tree && typeof tree === "object")
    return Object.entries(tree).flatMap(([key, value]) =>
      shape(value, path ? `${path}.${key}` : key),
    );
  return [`${path}: ${typeof tree}`];
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

/**
 * Words and abbreviations that are French only: in a Dutch text they are a sentence or a term
 * left untranslated (NEP is CIP, BPF is GMP, DESP is PED, API is PLC, RGPD is AVG, TVA is btw...).
 * Words Dutch also has ("de", "en", "service", "les") are not in the list.
 */
const frenchWords = [
  "le",
  "du",
  "et",
  "pour",
  "avec",
  "votre",
  "vos",
  "nous",
  "vous",
  "une",
  "dans",
  "est",
  "sont",
  "qui",
  "que",
  "sur",
  "aux",
  "cette",
  "être",
  "très",
  "eau",
  "eaux",
  "cuve",
  "cuves",
  "devis",
  "tuyauterie",
  "brasserie",
  "brassage",
  "agroalimentaire",
  "chaudronnerie",
  "réalisations",
  "Belgique",
  "Bruxelles",
  "Tournai",
  "Lille",
];
const frenchAbbreviations = [
  "NEP",
  "SEP",
  "BPF",
  "DESP",
  "API",
  "IHM",
  "RGPD",
  "APD",
  "TVA",
  "BCE",
  "EPPI",
  "TRS",
  "DCO",
  "DBO5",
  "COT",
  "QI",
  "QO",
  "QP",
  "UE",
  "CE n°",
  "Mo",
  "Ko",
];
/** French proper names a Dutch text may quote as they are, and the language's own name. */
const frenchNames = [
  "Commission nationale de l'informatique et des libertés",
  "agences de l'eau",
  "Agence de l'eau Artois-Picardie",
  "contrat d'assainissement industriel",
  "Français",
];

const word = (list: string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join("|")})(?![\\p{L}\\p{N}])`, flags);
const FRENCH_WORD = word(frenchWords, "giu");
const FRENCH_ABBREVIATION = word(frenchAbbreviations, "u");
/** Elision (l'usine, d'eau, qu'il), French quotation marks and letters Dutch never uses. */
const FRENCH_MARK = /(?<![\p{L}\p{N}])(?:[ldnjsc]|qu)['’]\p{L}|[«»çœ]/iu;

function frenchLeft(text: string): string | undefined {
  let rest = text;
  for (const name of frenchNames) rest = rest.replaceAll(name, " ");
  // A word in capitals is a name or a code (Siemens ET 200SP), not French prose.
  const prose = [...rest.matchAll(FRENCH_WORD)].find(
    (match) => match[0] !== match[0].toUpperCase(),
  );
  return prose?.[0] ?? FRENCH_ABBREVIATION.exec(rest)?.[0] ?? FRENCH_MARK.exec(rest)?.[0];
}

/**
 * Texts that read the same in both languages: names of products, platforms, languages and
 * places, codes, figures. Any other Dutch text equal to its French source is untranslated.
 */
const sameInBothLanguages = new Set([
  "404 Page Not Found",
  "Français",
  "English",
  "Contact",
  "Menu",
  "E-mail",
  "Siemens, Schneider Electric, Rockwell",
  "Siemens TIA Portal",
  "Rockwell Studio\u00a05000",
  "Schneider EcoStruxure",
  "WinCC Unified",
  "AVEVA InTouch",
  "Ignition",
  "PcVue",
  "OPC UA",
  "Meura Micro",
  "Meura Junior",
  "1845",
  "≈\u00a025\u00a0%",
  "<\u00a035\u00a0min",
  "100\u00a0hl",
  "600\u00a0kg",
  "3\u00a0t",
  "50+",
  "15+",
  "100%",
  "24/7",
  "{value}\u00a0%",
  ">\u00a010\u00a0MΩ·cm",
  "CE",
  "ATEX",
  "HACCP",
  "Audits",
  "Technologie",
]);

/** Dutch units the shared rules do not know: "48 uur" must not break either. */
const DUTCH_UNIT_SPACE =
  /(?<=\d|\{\w+\}) (?=(?:uur|werkuren|minuten|seconden|dagen|weken|maanden|jaar|ton|liter|graden|flessen)(?!\p{L}))/u;

describe("Dutch dictionaries", () => {
  it("find the French pages and a Dutch file for each, the back office's excepted", () => {
    expect(pages.length).toBeGreaterThanOrEqual(16);
    expect(
      Object.keys(dutch)
        .map((path) => basename(path))
        .sort(),
    ).toEqual(pages);
  });

  it("tell French from Dutch", () => {
    expect(frenchLeft("Votre projet sur mesure")).toBe("Votre");
    expect(frenchLeft("Stations NEP et boucles d'eau")).toBe("et");
    expect(frenchLeft("CIP-installaties volgens BPF")).toBe("BPF");
    expect(frenchLeft("Voir l'installation")).toBe("l'i");
    expect(frenchLeft("«\u00a0Accepter\u00a0»")).toBe("«");
    expect(frenchLeft("Uw project bespreken, inox 316L, CIP en GMP")).toBeUndefined();
    expect(frenchLeft("Decentrale ET\u00a0200SP-I/O")).toBeUndefined();
    expect(frenchLeft("Woont u in Frankrijk, dan kunt u zich wenden tot de CNIL")).toBeUndefined();
    expect("48 uur".match(DUTCH_UNIT_SPACE)).not.toBeNull();
    expect(placeholders("Bel ons {hours} op {phone}")).toEqual(["{hours}", "{phone}"]);
  });

  describe.each(pages)("%s", (file) => {
    const nl = dutchOf(file);
    const fr = frenchOf(file);
    const nlTexts = texts(nl);
    const frTexts = new Map(texts(fr));

    it("has every key of the French, with the same list lengths and kinds of value", () => {
      expect(shape(nl)).toEqual(shape(fr));
    });

    it("has no empty text", () => {
      expect(nlTexts.filter(([, text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
    });

    it("keeps the French text's placeholders", () => {
      const differ = nlTexts
        .filter(
          ([path, text]) =>
            placeholders(text).join() !== placeholders(frTexts.get(path) ?? "").join(),
        )
        .map(([path, text]) => `${path}: ${text}`);
      expect(differ).toEqual([]);
    });

    it("leaves nothing in French", () => {
      const french = nlTexts.flatMap(([path, text]) => {
        const found = frenchLeft(text);
        return found === undefined ? [] : [`${path}: "${found}" in "${text}"`];
      });
      const untranslated = nlTexts
        .filter(([path, text]) => text === frTexts.get(path) && !sameInBothLanguages.has(text))
        .map(([path, text]) => `${path}: ${text}`);
      expect(french).toEqual([]);
      expect(untranslated).toEqual([]);
    });

    it("lets no line break inside a figure, a unit or a code", () => {
      const faults = nlTexts.flatMap(([path, text]) => [
        ...lineBreakFaults(text).map((fault) => `${path}: ${fault}`),
        ...(DUTCH_UNIT_SPACE.test(text) ? [`${path}: breakable space before a Dutch unit`] : []),
      ]);
      expect(faults).toEqual([]);
    });
  });
});

const blogDir = join(process.cwd(), "content/blog");

function article(language: string, file: string) {
  const { data, content } = parseFrontMatter(readFileSync(join(blogDir, language, file), "utf8"));
  return { file, front: data as Record<string, unknown>, body: content };
}
const articles = (language: string) =>
  readdirSync(join(blogDir, language))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => article(language, file));

describe("Dutch sample articles", () => {
  const frenchArticles = articles("fr");
  const dutchArticles = articles("nl");

  it("find the French articles", () => {
    expect(frenchArticles.length).toBeGreaterThan(0);
  });

  it.each(frenchArticles.map((fr) => [fr.file, fr] as const))(
    "%s has a Dutch version with the same front matter fields",
    (_, fr) => {
      const nl = dutchArticles.find(
        (other) => other.front.translationKey === fr.front.translationKey,
      );
      expect(nl, `no Dutch article with translationKey ${fr.front.translationKey}`).toBeDefined();
      if (!nl) return;
      expect(Object.keys(nl.front).sort()).toEqual(Object.keys(fr.front).sort());
      expect(nl.front.language).toBe("nl");
      expect(nl.file).toBe(`${nl.front.slug}.md`);
      expect(nl.front.slug).not.toBe(fr.front.slug);
      expect(nl.front.date).toEqual(fr.front.date);
      for (const key of ["title", "excerpt", "category"]) {
        expect(nl.front[key], key).not.toBe(fr.front[key]);
        expect(frenchLeft(String(nl.front[key])), key).toBeUndefined();
      }
      expect((nl.front.tags as unknown[]).length).toBe((fr.front.tags as unknown[]).length);
      // Same structure: as many headings and tables as the French.
      const count = (body: string, pattern: RegExp) => body.match(pattern)?.length ?? 0;
      expect(count(nl.body, /^#{2,3} /gm)).toBe(count(fr.body, /^#{2,3} /gm));
      expect(count(nl.body, /^\| ?-{3}/gm)).toBe(count(fr.body, /^\| ?-{3}/gm));
    },
  );

  it("have no French sentence left in their bodies", () => {
    const french = dutchArticles.flatMap(({ file, body }) =>
      body
        .replace(/^```[\s\S]*?^```/gm, " ")
        .replace(/\]\([^)]*\)/g, "] ")
        .split("\n")
        .flatMap((line) => {
          const found = frenchLeft(line);
          return found === undefined ? [] : [`${file}: "${found}" in "${line.slice(0, 80)}"`];
        }),
    );
    expect(french).toEqual([]);
  });

  it("are one per French article, no more", () => {
    expect(dutchArticles.map((nl) => nl.front.translationKey).sort()).toEqual(
      frenchArticles.map((fr) => fr.front.translationKey).sort(),
    );
  });
});
