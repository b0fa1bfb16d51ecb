/** What the editor's toolbar and its shortcuts do to the Markdown text (the picture has its picker). */
export type MarkdownAction =
  | "heading"
  | "bold"
  | "italic"
  | "bulletList"
  | "numberedList"
  | "link"
  | "table"
  | "code";

/** Replace `from`–`to` of the text with `text`, then select `selectionStart`–`selectionEnd` of the result. */
export interface MarkdownEdit {
  from: number;
  to: number;
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * The one change an action makes to the text with the author's selection, and what is selected
 * afterwards: one replacement, so that the browser's undo takes it back in one step. Inline marks
 * (bold, italic, inline code, link) and line prefixes (heading, lists) come off again when the
 * selection already has them; a table or a code block is a block of its own, blank lines around.
 *
 * Used by the toolbar's browser module (./browser/article-toolbar.ts). `column` names a new
 * table's columns ("Colonne {n}").
 */
export function markdownEdit(
  action: MarkdownAction,
  value: string,
  selectionStart: number,
  selectionEnd: number,
  column: string,
): MarkdownEdit {
  const start = Math.min(selectionStart, selectionEnd);
  const end = Math.max(selectionStart, selectionEnd);
  const selected = value.slice(start, end);
  const edit = (from: number, to: number, text: string, select: number, selectTo = select) => ({
    from,
    to,
    text,
    selectionStart: from + select,
    selectionEnd: from + selectTo,
  });
  const blank = (line: string) => line.trim() === "";

  // The whole lines the selection touches; a selection ending at a line's start leaves it out.
  const lineFrom = value.lastIndexOf("\n", start - 1) + 1;
  const lastLine = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const nextBreak = value.indexOf("\n", lastLine);
  const lineTo = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineFrom, lineTo).split("\n");

  /** A block (table, code) with a blank line before and after it. */
  const block = (from: number, to: number, content: string, select: number, selectTo: number) => {
    const before = value.slice(0, from);
    const after = value.slice(to);
    const lead =
      before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    const tail = after.startsWith("\n\n")
      ? ""
      : after.startsWith("\n") || after === ""
        ? "\n"
        : "\n\n";
    return edit(from, to, lead + content + tail, lead.length + select, lead.length + selectTo);
  };
  /** Where a new block goes: before the caret's line when at its start, else after that line. */
  const blockPlace = () => (end === lineFrom || value[end - 1] === "\n" ? end : lineTo);

  /**
   * Heading and lists: each line's marker (after its indentation) replaced by `marker(n)`, or
   * removed when every line already has the action's own. Blank lines stay as they are.
   */
  const prefix = (own: RegExp, any: RegExp, marker: (n: number) => string, keepIndent: boolean) => {
    const all = lines.every((line) => blank(line)) ? lines : lines.filter((line) => !blank(line));
    const remove = all.every((line) => own.test(line));
    let count = 0;
    const changes = lines.map((line) => {
      const indent = keepIndent ? (/^[ \t]*/.exec(line)?.[0] ?? "") : "";
      if (!all.includes(line)) return { indent: 0, old: 0, added: "" };
      const rest = line.slice(indent.length);
      const old = any.exec(rest)?.[0].length ?? 0;
      count += 1;
      return { indent: indent.length, old, added: remove ? "" : marker(count) };
    });
    const text = lines
      .map((line, i) => {
        const c = changes[i] ?? { indent: 0, old: 0, added: "" };
        return line.slice(0, c.indent) + c.added + line.slice(c.indent + c.old);
      })
      .join("\n");
    // A position keeps its place in the words; one in or before a marker goes just after it, but
    // a selection from a line's start keeps the new marker in it.
    const place = (position: number, lineStart = false) => {
      let offset = position - lineFrom;
      let shift = 0;
      for (let i = 0; i < lines.length; i += 1) {
        const length = lines[i]?.length ?? 0;
        const c = changes[i] ?? { indent: 0, old: 0, added: "" };
        if (offset <= length) {
          if (c.old === 0 && c.added === "") return shift + offset;
          if (lineStart && offset <= c.indent + c.old) return shift + Math.min(offset, c.indent);
          return shift + Math.max(offset, c.indent + c.old) - c.old + c.added.length;
        }
        offset -= length + 1;
        shift += length + 1 + c.added.length - c.old;
      }
      return position - lineFrom + text.length - (lineTo - lineFrom);
    };
    return edit(lineFrom, lineTo, text, place(start, start < end), place(end));
  };

  /** Bold, italic: around the selection's text on each line, its spaces and line markers outside. */
  const wrap = (mark: string) => {
    const m = mark.length;
    if (
      start >= m &&
      value.slice(start - m, start) === mark &&
      value.slice(end, end + m) === mark
    ) {
      return edit(start - m, end + m, selected, 0, selected.length);
    }
    if (selected.trim() === "") return edit(end, end, mark + mark, m);
    const parts = selected.split("\n").map((line) => {
      const lead = /^[ \t]*(?:(?:#{1,6}|[-*+]|\d{1,9}[.)])[ \t]+|>[ \t]?)*/.exec(line)?.[0] ?? "";
      const inner = line.slice(lead.length).trimEnd();
      return { lead, inner, trail: line.slice(lead.length + inner.length) };
    });
    const marked = (inner: string) =>
      inner.length >= 2 * m && inner.startsWith(mark) && inner.endsWith(mark);
    const filled = parts.filter((part) => part.inner !== "");
    const remove = filled.every((part) => marked(part.inner));
    const changed = parts.map((part) => {
      if (part.inner === "") return part;
      const inner = remove ? part.inner.slice(m, -m) : mark + part.inner + mark;
      return { ...part, inner };
    });
    const text = changed.map((part) => part.lead + part.inner + part.trail).join("\n");
    const one = changed.length === 1 ? changed[0] : undefined;
    if (!one) return edit(start, end, text, 0, text.length);
    const inside = one.lead.length + (remove ? 0 : m);
    return edit(start, end, text, inside, one.lead.length + one.inner.length - (remove ? 0 : m));
  };

  switch (action) {
    case "bold":
      return wrap("**");
    case "italic":
      return wrap("_");
    case "heading":
      return prefix(/^##[ \t]/, /^#{1,6}(?:[ \t]+|$)/, () => "## ", false);
    case "bulletList":
      return prefix(/^[ \t]*[-*+][ \t]/, /^(?:[-*+]|\d{1,9}[.)])[ \t]+/, () => "- ", true);
    case "numberedList":
      return prefix(
        /^[ \t]*\d{1,9}[.)][ \t]/,
        /^(?:[-*+]|\d{1,9}[.)])[ \t]+/,
        (n) => `${n}. `,
        true,
      );
    case "link": {
      const lead = selected.length - selected.trimStart().length;
      const inner = selected.trim();
      const from = start + lead;
      const to = from + inner.length;
      const existing = /^\[([^\]\n]*)\]\([^()\s]*\)$/.exec(inner);
      if (existing) {
        const label = existing[1] ?? "";
        return edit(from, to, label, 0, label.length);
      }
      if (inner === "") return edit(end, end, "[](https://)", 1);
      // A selected address is where the link goes; its text, selected, is to be written over.
      if (/^(?:https?:\/\/|mailto:|www\.)[^\s()<>]+$/i.test(inner)) {
        const target = /^www\./i.test(inner) ? `https://${inner}` : inner;
        return edit(from, to, `[${inner}](${target})`, 1, 1 + inner.length);
      }
      const url = inner.length + 3;
      return edit(from, to, `[${inner}](https://)`, url, url + "https://".length);
    }
    case "table": {
      const name = (n: number) => column.replace("{n}", String(n));
      const head = `| ${name(1)} | ${name(2)} | ${name(3)} |`;
      const table = `${head}\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |`;
      const at = blockPlace();
      return block(at, at, table, 2, 2 + name(1).length);
    }
    case "code": {
      if (selected !== "" && !selected.includes("\n")) {
        if (start >= 1 && value[start - 1] === "`" && value[end] === "`") {
          return edit(start - 1, end + 1, selected, 0, selected.length);
        }
        const lead = selected.length - selected.trimStart().length;
        const inner = selected.trim();
        const from = start + lead;
        const coded = /^(`+) ?(.*?) ?\1$/.exec(inner);
        if (coded && inner.length > 2 * (coded[1]?.length ?? 0)) {
          const plain = coded[2] ?? "";
          return edit(from, from + inner.length, plain, 0, plain.length);
        }
        if (inner !== "") {
          // A backtick in the code takes a longer fence, and spaces when at an end.
          const longest = Math.max(0, ...(inner.match(/`+/g) ?? []).map((run) => run.length));
          const fence = "`".repeat(longest + 1);
          const pad = longest > 0 ? " " : "";
          const open = fence + pad;
          return edit(
            from,
            from + inner.length,
            open + inner + pad + fence,
            open.length,
            open.length + inner.length,
          );
        }
      }
      if (selected.trim() === "") {
        const at = blockPlace();
        return block(at, at, "```\n\n```", 4, 4);
      }
      const first = lines[0] ?? "";
      const fenced = /^(`{3,}|~{3,})/.exec(first)?.[0];
      const last = lines[lines.length - 1] ?? "";
      if (
        fenced &&
        lines.length >= 2 &&
        last.trim().startsWith(fenced) &&
        /^[`~]+$/.test(last.trim())
      ) {
        const content = lines.slice(1, -1).join("\n");
        return edit(lineFrom, lineTo, content, 0, content.length);
      }
      const content = lines.join("\n");
      const longest = Math.max(
        2,
        ...(content.match(/^[ \t]*`{3,}/gm) ?? []).map((run) => run.trim().length),
      );
      const fence = "`".repeat(longest + 1);
      const body = `${fence}\n${content}\n${fence}`;
      return block(lineFrom, lineTo, body, fence.length + 1, fence.length + 1 + content.length);
    }
  }
}
