import { diffLines, diffWordsWithSpace } from "diff";

/**
 * What differs between a saved version of an article and the article now, for the comparison
 * page: each side keeps its own text, with the words only it has marked (`del` on the version's
 * side, `ins` on the current one's), so the two can be read side by side or one after the other.
 */

export interface Piece {
  text: string;
  /** `del`: only in the version; `ins`: only in the current article. */
  mark?: "del" | "ins";
}

export interface Sides {
  before: Piece[];
  after: Piece[];
}

/** A stretch of the body: the same on both sides (its middle folded when long), or changed. */
export type BodyBlock =
  | { kind: "same"; head: string; hidden: string; hiddenLines: number; tail: string }
  | ({ kind: "changed" } & Sides);

/** Lines of an unchanged stretch shown around a change; the rest is folded away. */
const CONTEXT_LINES = 2;

const lf = (text: string) => text.replace(/\r\n?/g, "\n");

/** Word by word: each side with the words only it has marked. */
export function compareWords(before: string, after: string): Sides {
  const sides: Sides = { before: [], after: [] };
  for (const part of diffWordsWithSpace(before, after)) {
    if (!part.added)
      sides.before.push(part.removed ? { text: part.value, mark: "del" } : { text: part.value });
    if (!part.removed)
      sides.after.push(part.added ? { text: part.value, mark: "ins" } : { text: part.value });
  }
  return sides;
}

const lines = (text: string) => text.split("\n");

/** An unchanged stretch: the lines next to a change shown, the middle folded when long. */
function same(text: string, first: boolean, last: boolean): BodyBlock {
  const all = lines(text.replace(/\n$/, ""));
  const head = first ? 0 : CONTEXT_LINES;
  const tail = last ? 0 : CONTEXT_LINES;
  if (all.length <= head + tail + 2) {
    return { kind: "same", head: all.join("\n"), hidden: "", hiddenLines: 0, tail: "" };
  }
  return {
    kind: "same",
    head: all.slice(0, head).join("\n"),
    hidden: all.slice(head, all.length - tail).join("\n"),
    hiddenLines: all.length - head - tail,
    tail: all.slice(all.length - tail).join("\n"),
  };
}

/**
 * Line by line, then word by word inside each changed stretch; null when the texts are the same.
 */
export function compareBody(before: string, after: string): BodyBlock[] | null {
  const a = lf(before);
  const b = lf(after);
  if (a === b) return null;
  const parts = diffLines(a, b);
  const blocks: BodyBlock[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed === "" && added === "") return;
    blocks.push({
      kind: "changed",
      ...compareWords(removed.replace(/\n$/, ""), added.replace(/\n$/, "")),
    });
    removed = "";
    added = "";
  };
  parts.forEach((part, index) => {
    if (part.removed) removed += part.value;
    else if (part.added) added += part.value;
    else {
      flush();
      blocks.push(same(part.value, index === 0, index === parts.length - 1));
    }
  });
  flush();
  return blocks;
}

/** The tags as the article keeps them: trimmed, without duplicates, comma-separated. */
export function normalTags(tags: string): string {
  return [
    ...new Set(
      tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ].join(", ");
}
