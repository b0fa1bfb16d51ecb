/** What the editor writes for a picture (./browser/article-pictures.ts), without the page. */

/** An alternative text or a file's name made safe inside `![…]`: no brackets, one line. */
export function cleanAlt(text: string): string {
  return text
    .replace(/[[\]\n\r]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A picture is a block of its own: the line breaks to put before and after it so that a blank
 * line separates it from the text on either side.
 */
export function blockSpacing(before: string, after: string): { lead: string; tail: string } {
  const lead =
    before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return { lead, tail };
}

/** Whether a picture's search text has every word typed, accents and case aside. */
export function matchesSearch(searchText: string, typed: string): boolean {
  const words = typed
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return words.every((word) => searchText.includes(word));
}

/** The library picture's lasting address in its page's links (`/media/<id>/<name>`). */
export function pictureAddress(hrefs: readonly (string | null)[]): string | undefined {
  return hrefs.find(
    (href): href is string => href !== null && /^\/media\/\d+\/[a-z0-9-]+$/.test(href),
  );
}
