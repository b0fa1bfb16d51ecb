/** A slug: lowercase ASCII words joined by single hyphens ("securite-machine"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

/** Letters that are not an accented letter plus a combining mark, so NFD alone leaves them. */
const ligatures: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ø: "o",
  đ: "d",
  ł: "l",
};

/**
 * The slug proposed for a title: accents folded ("Sécurité machine" -> "securite-machine"), any
 * run of other characters (spaces, apostrophes, punctuation) becomes one hyphen, and a long title
 * is cut at a word boundary.
 */
export function slugify(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[æœßøđł]/g, (letter) => ligatures[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, MAX_SLUG_LENGTH) ?? "");
}

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}
