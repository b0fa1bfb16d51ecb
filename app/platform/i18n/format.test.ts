import { describe, expect, it } from "vitest";
import { readBlogSources } from "~/site/blog/blog-sync.server";
import { fill, formatLongDate, readingTimeMinutes } from "./format";

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(" ");

describe("reading time: words / 200, rounded up", () => {
  it("rounds up to the next minute", () => {
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
    expect(readingTimeMinutes(words(1001))).toBe(6);
  });

  it("does not count HTML tags as words", () => {
    const html = `<h2>Titre</h2><p>${words(199)}</p><ul><li>x</li></ul>`;
    expect(readingTimeMinutes(html)).toBe(2); // 201 words
    expect(readingTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
  });

  it("counts punctuation-only tokens, as the rule splits on whitespace only", () => {
    // 198 words plus " : " and " – ": 200 tokens, one minute; one more token makes two.
    expect(readingTimeMinutes(`${words(99)} : ${words(99)} –`)).toBe(1);
    expect(readingTimeMinutes(`${words(99)} : ${words(99)} – !`)).toBe(2);
    // French non-breaking spaces are whitespace too.
    expect(readingTimeMinutes(`${words(200)}\u00a0!`)).toBe(2);
  });

  it("gives the French piping guide 6 minutes, as the article page shows it", async () => {
    const guide = (await readBlogSources()).find(
      (source) => source.slug === "tuyauterie-industrielle-guide-complet",
    );
    expect(guide && readingTimeMinutes(guide.html)).toBe(6);
  });

  it("never shows zero minutes", () => {
    expect(readingTimeMinutes("")).toBe(1);
  });
});

describe("long dates", () => {
  it("uses the French locale in French", () => {
    expect(formatLongDate("2024-02-14T00:00:00.000Z", "fr")).toBe("14 février 2024");
  });

  it("uses the US locale in English", () => {
    expect(formatLongDate("2024-02-14T00:00:00.000Z", "en")).toBe("February 14, 2024");
  });

  it("does not move a date across midnight with the server's time zone", () => {
    expect(formatLongDate(new Date("2025-01-01T00:00:00Z"), "fr")).toBe("1 janvier 2025");
  });

  it("dates an article published just after midnight in Brussels on that day", () => {
    // 00:30 in Brussels on 3 December is still 2 December in UTC.
    expect(formatLongDate("2026-12-02T23:30:00.000Z", "fr")).toBe("3 décembre 2026");
    expect(formatLongDate("2026-07-14T22:15:00.000Z", "en")).toBe("July 15, 2026");
  });
});

describe("fill", () => {
  it("replaces named placeholders and leaves unknown ones", () => {
    expect(fill("{minutes} min de lecture", { minutes: 4 })).toBe("4 min de lecture");
    expect(fill("{a} {b}", { a: "x" })).toBe("x {b}");
  });
});
