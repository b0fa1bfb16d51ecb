import { SaxesParser } from "saxes";

/**
 * XLIFF 1.2 as this site writes and reads it (docs/decisions/054): one <file> per page or article,
 * one <trans-unit> per text, its id naming the text ("page|home|hero.title"), the French in
 * <source> and the translation (when there is one) in <target>. Read with a maintained, strict
 * XML parser; a file is a tree of elements and texts here, nothing more.
 */

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:1.2";

export interface XliffUnit {
  id: string;
  /** A name for the translator: "Hero · Title". */
  note: string;
  source: string;
  /** The translation of today, offered to the translator; undefined when there is none. */
  target?: string;
  state: "needs-translation" | "needs-review-translation" | "translated";
}

export interface XliffFile {
  /** Where the texts live: "page/home", "article/<key>". */
  original: string;
  units: XliffUnit[];
}

const xmlText = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** The XLIFF 1.2 document of a set of texts, French into `target` (locales as "nl-BE"). */
export function writeXliff(sourceLocale: string, targetLocale: string, files: XliffFile[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff version="1.2" xmlns="${XLIFF_NAMESPACE}">`,
  ];
  for (const file of files) {
    lines.push(
      `  <file original="${xmlText(file.original)}" source-language="${sourceLocale}" target-language="${targetLocale}" datatype="plaintext">`,
      "    <body>",
    );
    for (const unit of file.units) {
      lines.push(
        `      <trans-unit id="${xmlText(unit.id)}" xml:space="preserve">`,
        `        <source>${xmlText(unit.source)}</source>`,
      );
      if (unit.target !== undefined) {
        lines.push(`        <target state="${unit.state}">${xmlText(unit.target)}</target>`);
      }
      lines.push(`        <note>${xmlText(unit.note)}</note>`, "      </trans-unit>");
    }
    lines.push("    </body>", "  </file>");
  }
  lines.push("</xliff>", "");
  return lines.join("\n");
}

interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

export type XliffProblem =
  | { code: "malformed"; detail: string }
  | { code: "version" }
  | { code: "source"; lang: string }
  | { code: "mixedTargets" }
  | { code: "markup"; id: string; tag: string };

export interface ReadUnit {
  id: string;
  source: string;
  /** The translation; undefined when the unit has none (not translated). */
  target?: string;
}

export type ReadXliff =
  | { ok: true; sourceLanguage: string; targetLanguage: string; units: ReadUnit[] }
  | { ok: false; problem: XliffProblem };

/** The document as a tree; a DOCTYPE is refused (no entity of a file is ever expanded). */
function parseTree(xml: string): XmlElement | { error: string } {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: XmlElement = { name: "#root", uri: "", attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  let failure: string | undefined;
  parser.on("error", (error) => {
    failure ??= error.message;
  });
  parser.on("doctype", () => {
    failure ??= "DOCTYPE not allowed";
  });
  parser.on("opentag", (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      const name =
        attribute.uri === "http://www.w3.org/XML/1998/namespace"
          ? `xml:${attribute.local}`
          : attribute.local;
      attributes[name] = attribute.value;
    }
    const element: XmlElement = { name: tag.local, uri: tag.uri, attributes, children: [] };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  const text = (value: string) => {
    stack.at(-1)?.children.push(value);
  };
  parser.on("text", text);
  parser.on("cdata", text);
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (failure) return { error: failure };
  const top = root.children.find((child): child is XmlElement => typeof child !== "string");
  return top ?? { error: "no root element" };
}

const elements = (parent: XmlElement, name: string) =>
  parent.children.filter(
    (child): child is XmlElement => typeof child !== "string" && child.name === name,
  );

/**
 * A unit's text: its character data; a segment marker (<mrk mtype="seg">, which some tools add)
 * is unwrapped, any other element is markup our texts do not take.
 */
function textOf(element: XmlElement): { text: string } | { tag: string } {
  let text = "";
  for (const child of element.children) {
    if (typeof child === "string") {
      text += child;
      continue;
    }
    if (child.name === "mrk" && child.attributes.mtype === "seg") {
      const inner = textOf(child);
      if ("tag" in inner) return inner;
      text += inner.text;
      continue;
    }
    return { tag: child.name };
  }
  return { text };
}

const primary = (locale: string) => locale.split(/[-_]/)[0]?.toLowerCase() ?? "";

/** Reads an XLIFF 1.2 document: its languages and units, or the first problem found. */
export function readXliff(xml: string): ReadXliff {
  const tree = parseTree(xml);
  if ("error" in tree) return { ok: false, problem: { code: "malformed", detail: tree.error } };
  if (tree.name !== "xliff" || tree.attributes.version !== "1.2" || tree.uri !== XLIFF_NAMESPACE) {
    return { ok: false, problem: { code: "version" } };
  }
  const units: ReadUnit[] = [];
  let sourceLanguage = "";
  let targetLanguage = "";
  for (const file of elements(tree, "file")) {
    const source = primary(file.attributes["source-language"] ?? "");
    const target = primary(file.attributes["target-language"] ?? "");
    if (source !== "fr") return { ok: false, problem: { code: "source", lang: source } };
    if (targetLanguage && target !== targetLanguage) {
      return { ok: false, problem: { code: "mixedTargets" } };
    }
    sourceLanguage = source;
    targetLanguage = target;
    for (const body of elements(file, "body")) {
      const found = [
        ...elements(body, "trans-unit"),
        ...elements(body, "group").flatMap((g) => elements(g, "trans-unit")),
      ];
      for (const unit of found) {
        const id = unit.attributes.id ?? "";
        const sourceElement = elements(unit, "source")[0];
        const sourceText = sourceElement ? textOf(sourceElement) : { text: "" };
        if ("tag" in sourceText) {
          return { ok: false, problem: { code: "markup", id, tag: sourceText.tag } };
        }
        const targetElement = elements(unit, "target")[0];
        if (!targetElement) {
          units.push({ id, source: sourceText.text });
          continue;
        }
        const targetText = textOf(targetElement);
        if ("tag" in targetText) {
          return { ok: false, problem: { code: "markup", id, tag: targetText.tag } };
        }
        units.push({ id, source: sourceText.text, target: targetText.text });
      }
    }
  }
  if (!targetLanguage) return { ok: false, problem: { code: "version" } };
  return { ok: true, sourceLanguage, targetLanguage, units };
}
