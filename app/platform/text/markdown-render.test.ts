import { describe, expect, it } from "vitest";
import { markdownToSafeHtml } from "./markdown.server";
import { MAX_MARKDOWN_NESTING, markdownNesting } from "./markdown-bounds";
import { renderMarkdown } from "./markdown-render.server";

describe("Markdown nesting found before parsing", () => {
  it("counts quotes and list items at the start of a line", () => {
    expect(markdownNesting("Texte\n\n> citation\n> > dans une citation")).toBe(2);
    expect(markdownNesting("- a\n  1. b\n> - c")).toBe(2);
    expect(markdownNesting(">".repeat(99_000))).toBe(99_000);
    expect(markdownNesting("1. ".repeat(3_000))).toBe(3_000);
  });

  it("ignores horizontal rules and fenced code", () => {
    expect(markdownNesting(`${"* ".repeat(200)}\n\n- - -`)).toBe(0);
    expect(markdownNesting(`\`\`\`\n${"> ".repeat(100)}\n\`\`\`\n- fin`)).toBe(1);
  });
});

describe("rendering typed Markdown off the main thread", () => {
  it("renders as the public site does", async () => {
    const text = "## Titre\n\nUn **filtre-presse** à {{city}}.\n\n<script>alert(1)</script>";
    expect(await renderMarkdown(text)).toEqual({ ok: true, html: markdownToSafeHtml(text) });
  });

  it("refuses quotes nested past the parser's stack at once, as too complex", async () => {
    const started = performance.now();
    expect(await renderMarkdown(">".repeat(99_000))).toEqual({ ok: false, reason: "tooComplex" });
    expect(await renderMarkdown("1. ".repeat(3_000))).toEqual({ ok: false, reason: "tooComplex" });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await renderMarkdown(`${"> ".repeat(MAX_MARKDOWN_NESTING)}deep`)).ok).toBe(true);
  });

  it("stops a text past its time budget, and keeps the main thread free meanwhile", async () => {
    const started = performance.now();
    const slow = renderMarkdown("__a".repeat(33_000), 500);
    // The main thread's timers still run while the worker parses.
    const ticks: number[] = [];
    const ticker = setInterval(() => ticks.push(performance.now()), 50);
    const outcome = await slow;
    clearInterval(ticker);
    const elapsed = performance.now() - started;
    console.log(`"__a" x 33000: refused after ${elapsed.toFixed(0)} ms, ${ticks.length} ticks`);
    expect(outcome).toEqual({ ok: false, reason: "tooComplex" });
    expect(elapsed).toBeLessThan(5_000);
    // A blocked main thread would tick once at most, when freed; a loaded machine (the suite's
    // cores 99 % busy) stretches the 50 ms ticks, so more than one is the proof, not a count.
    expect(ticks.length).toBeGreaterThan(1);
    // The stopped worker is replaced: the next text renders.
    expect(await renderMarkdown("*ok*")).toEqual({ ok: true, html: "<p><em>ok</em></p>\n" });
  });
});
