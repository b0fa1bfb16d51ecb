import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * French typography: a non-breaking space before « : ; ! ? » and inside « », in every French
 * dictionary string and every French article, so a line never starts with a lone colon.
 * URLs, code, {placeholders}, Markdown link targets and table rules are left alone.
 */

const RULES: { name: string; pattern: RegExp }[] = [
  { name: "ordinary space before : ; ! ? »", pattern: /[ \u202f][:;!?»]/ },
  { name: "no space before ; ! ?", pattern: /[\p{L}\p{N})\]»"’.][;!?]/u },
  { name: "no space before a colon", pattern: /[\p{L})»]:(?=\s|$)/u },
  { name: "« not followed by a non-breaking space", pattern: /«(?!\u00a0)/ },
  { name: "» not preceded by a non-breaking space", pattern: /(?<!\u00a0)»/ },
];

const IGNORED = /https?:\/\/\S+|`[^`]*`|\{[a-zA-Z]+\}|\]\([^)]*\)/g;

function offences(where: string, text: string): string[] {
  const checked = text.replace(IGNORED, " ");
  return RULES.filter((rule) => rule.pattern.test(checked)).map(
    (rule) => `${where}: ${rule.name}: «${text.slice(0, 90)}»`,
  );
}

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe("French typography", () => {
  it("every French dictionary string has its non-breaking spaces", () => {
    const dictionaries = import.meta.glob<{ default: unknown }>("./messages/fr/*.server.ts", {
      eager: true,
    });
    expect(Object.keys(dictionaries).length).toBeGreaterThan(10);
    const found = Object.entries(dictionaries).flatMap(([file, module]) =>
      strings(module.default, file).flatMap(([path, text]) => offences(path, text)),
    );
    expect(found).toEqual([]);
  });

  it("every French article has its non-breaking spaces", () => {
    const folder = join(process.cwd(), "content/blog/fr");
    const files = readdirSync(folder).filter((name) => name.endsWith(".md"));
    expect(files.length).toBeGreaterThan(3);
    const found = files.flatMap((name) => {
      const [, frontMatter = "", body = ""] = readFileSync(join(folder, name), "utf8").split("---");
      const values = [...frontMatter.matchAll(/^(?:title|excerpt):\s*"(.*)"\s*$/gm)].map(
        (match) => match[1] ?? "",
      );
      let code = false;
      const lines = body.split("\n").filter((line) => {
        if (line.trim().startsWith("```")) code = !code;
        return !code && !/^\s*\|?\s*:?-{3,}/.test(line);
      });
      return [...values, ...lines].flatMap((line, index) => offences(`${name}:${index}`, line));
    });
    expect(found).toEqual([]);
  });

  it("finds a missing space where one is missing", () => {
    expect(offences("x", "Attention : ceci")).toHaveLength(1);
    expect(offences("x", "Pourquoi? Parce que")).toHaveLength(1);
    expect(offences("x", "le « bon » choix").length).toBeGreaterThan(0);
    expect(
      offences("x", "Attention\u00a0: ceci, de 8:00 à 17:00, voir https://example.be/?a=1"),
    ).toEqual([]);
  });
});
