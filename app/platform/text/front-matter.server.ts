import { parse } from "yaml";

/** Front matter as `---` lines around YAML at the very top of the file, then the body. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits an article file into its YAML front matter and its Markdown. The YAML is parsed as data
 * only (the `yaml` package's core schema: no custom tags, no code), and anything else after the
 * opening dashes, such as gray-matter's `---js` engines, is refused rather than evaluated.
 */
export function parseFrontMatter(source: string): { data: unknown; content: string } {
  const text = source.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error("the file must start with YAML front matter between --- lines");
  return { data: parse(match[1] ?? "") ?? {}, content: text.slice(match[0].length) };
}
