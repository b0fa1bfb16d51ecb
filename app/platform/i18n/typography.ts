/**
 * Where a line must not break inside what reads as one item, in any language: between a number
 * and its unit, around a comparison sign before a number, between digit groups, inside a code
 * and its number (ET 200SP, EN ISO 12100) and at the hyphen of a code or a figure (S7-1500,
 * PVC-U, 6-digit). Ordinary words keep their hyphen breaks (filtre-presse, e-mail): a joiner
 * there would make the word differ from what people type, search, copy and say (voice control
 * matches "e-mail", not "e-\u2060mail"). One set of rules: the dictionaries are written with them
 * (checked by french-typography.test.ts); blog articles, stored as typed, get them in their
 * body only (the Markdown pipeline): titles and excerpts are shown as the API gives them.
 *
 * A code's hyphen stays a plain hyphen-minus followed by U+2060 WORD JOINER, so that
 * find-in-page, copy and search still see "S7-1500"; U+2011 is refused for that reason and
 * because some system fonts lack it.
 */
export const NBSP = "\u00a0";
export const WORD_JOINER = "\u2060";

/**
 * Units a number must not be parted from, in both languages. A rate or a compound unit (m³/h,
 * µS/cm, mJ/cm²) starts with one of them; "l" and "m" are not followed by an apostrophe (l'eau).
 * A placeholder filled with a number ({minutes} min) counts as a number.
 */
export const UNITS = [
  "% ‰ °C °F °fH °f °dH ° nm µm mm cm km m² m³ m ml cl hl hL HL l L litres liters mg g kg t",
  "tonnes tons mbar bar barg Pa kPa MPa psi W kW MW kWh MWh kVA V kV mA Hz µS mS MΩ ppm ppb",
  "NTU mJ dB ms s min h minute minutes heure heures hour hours jour jours day days semaine",
  "semaines week weeks mois month months an ans année années year years € EUR Ko Mo Go kB",
  "KB MB GB",
]
  .join(" ")
  .split(" ")
  .sort((a, b) => b.length - a.length);

/**
 * The hyphen of a code or a figure: a digit on either side (S7-1500, EN 1672-2, 6-digit), or a
 * word of capitals and digits before it and a capital after (PVC-U, YYYY-MM). Not the hyphen of
 * an ordinary word (e-mail, Hauts-de-France, mid-sized).
 */
export const CODE_HYPHEN =
  /(?<=\p{N})-(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])-(?=\p{N})|(?<=(?<![\p{L}\p{N}])[\p{Lu}\p{N}]+)-(?=\p{Lu})/gu;

/** U+2060 only belongs after a code's hyphen; for titles, names, subjects and terminals, none. */
export const withoutJoiners = (text: string) => text.replaceAll(WORD_JOINER, "");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const joinSpaces = (match: string) => match.replaceAll(" ", NBSP);

/**
 * Each rule matches a place where a line may break; `join` gives what it must read instead.
 * A match that `join` leaves unchanged is already right (a code whose spaces are non-breaking).
 */
export const lineBreakRules: ReadonlyArray<{
  fault: string;
  pattern: RegExp;
  join: (match: string) => string;
}> = [
  {
    fault: "breakable space between a number and its unit",
    pattern: new RegExp(
      `(?<=\\d|\\{\\w+\\}) (?=(?:${UNITS.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}'’]))`,
      "gu",
    ),
    join: joinSpaces,
  },
  {
    fault: "breakable space around a sign before a number",
    pattern: /(?: (?=[<>≤≥±≈~][ \u00a0]?[-−]?\d)|(?<=[<>≤≥±≈~]) (?=[-−]?\d))/g,
    join: joinSpaces,
  },
  {
    fault: "breakable space between digit groups",
    pattern: /(?<=\d) (?=\d{3}(?!\d))/g,
    join: joinSpaces,
  },
  {
    fault: "breakable space in a code and its number",
    pattern: /(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\p{N}]+(?:[ \u00a0]\p{Lu}[\p{Lu}\p{N}]+)*[ \u00a0]\d/gu,
    join: joinSpaces,
  },
  {
    fault: "breakable hyphen in a code or a figure (add U+2060 after it)",
    pattern: CODE_HYPHEN,
    join: (hyphen) => hyphen + WORD_JOINER,
  },
  {
    fault: "U+2011 hyphen (use - and U+2060: search and copy find it)",
    pattern: /\u2011/g,
    join: () => `-${WORD_JOINER}`,
  },
];

/**
 * Web and e-mail addresses: left as written, a joiner in them would break copying. A match
 * starts only where a word does, so a long run without spaces costs one pass, not one per
 * character (100,000 characters took 6 s).
 */
export const ADDRESS = /(?<!\S)\S*?(?::\/\/|@|\bwww\.)\S*/g;

/** The text with every breakable place of lineBreakRules joined; addresses are left alone. */
export function joinLineBreaks(text: string): string {
  let joined = "";
  let from = 0;
  for (const address of text.matchAll(ADDRESS)) {
    joined += joinProse(text.slice(from, address.index)) + address[0];
    from = address.index + address[0].length;
  }
  return joined + joinProse(text.slice(from));
}

function joinProse(text: string): string {
  return lineBreakRules.reduce(
    (result, rule) => result.replace(rule.pattern, (match) => rule.join(match)),
    text,
  );
}

/** Each place of the text where a line may still break inside one item, with some context. */
export function lineBreakFaults(text: string): string[] {
  const prose = text.replace(ADDRESS, " ");
  return lineBreakRules.flatMap((rule) =>
    [...prose.matchAll(rule.pattern)]
      .filter((match) => rule.join(match[0]) !== match[0])
      .map(
        (match) =>
          `${rule.fault}: "…${prose.slice(Math.max(0, match.index - 20), match.index + 12)}…"`,
      ),
  );
}
