/**
 * Shapes of Markdown that `marked` cannot parse safely, found before parsing. Each container
 * (a `>` quote, a list item) on a line is one more recursion in marked's block lexer: `>` typed
 * 5,000 times, or `1. ` 3,000 times on one line, overflows the stack. No article nests this deep.
 */
export const MAX_MARKDOWN_NESTING = 32;

/** One container marker at the current position: `>`, or a list marker followed by a space. */
const marker = /[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;
/** `- - -`, `* * *`, `___`: a horizontal rule, not a list. */
const thematicBreak = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const fence = /^ {0,3}(`{3,}|~{3,})/;

/** The deepest nesting of quotes and list items at the start of one line, outside fenced code. */
export function markdownNesting(markdown: string): number {
  let deepest = 0;
  let open: string | undefined;
  for (const line of markdown.split("\n")) {
    const fenced = fence.exec(line)?.[1];
    if (open !== undefined) {
      if (
        fenced !== undefined &&
        fenced[0] === open[0] &&
        fenced.length >= open.length &&
        line.trim() === fenced
      ) {
        open = undefined;
      }
      continue;
    }
    if (fenced !== undefined) {
      open = fenced;
      continue;
    }
    if (thematicBreak.test(line)) continue;
    let depth = 0;
    marker.lastIndex = 0;
    while (marker.exec(line) !== null) depth += 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}
