import { describe, expect, it } from "vitest";
import { fill } from "~/platform/i18n/format";
import { languages } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";

/**
 * WCAG 2.5.3 (label in name): a button or link of the collection list whose accessible name is
 * "`xOf`" shows the text "`x`"; a person using speech says what they see, so the name must
 * contain the visible text.
 */
describe.each(languages)("the collection list's buttons in %s", (lang) => {
  const t = messages(lang, "adminCollections") as unknown as Record<string, unknown>;
  const pairs = Object.keys(t)
    .filter((key) => key.endsWith("Of") && typeof t[key.slice(0, -2)] === "string")
    .map((key) => [key.slice(0, -2), key] as const);

  it("has pairs to check", () => {
    expect(pairs.map(([visible]) => visible)).toEqual(
      expect.arrayContaining(["moveUp", "moveDown", "edit", "remove"]),
    );
  });

  it.each(pairs)("'%s' is inside its accessible name", (visible, named) => {
    const name = fill(String(t[named]), { item: "Client 3" }).toLocaleLowerCase(lang);
    expect(name).toContain(String(t[visible]).toLocaleLowerCase(lang));
  });
});
