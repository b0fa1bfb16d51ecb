import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter.server";

describe("parseFrontMatter", () => {
  it("reads the YAML and keeps the Markdown after it", () => {
    const { data, content } = parseFrontMatter(
      '---\n\nslug: skid-cip\ntitle: "Skid NEP : l\'essentiel"\ntags: ["NEP", "Inox"]\ndate: 2025-01-28\n---\n\n## Titre\n',
    );
    expect(data).toEqual({
      slug: "skid-cip",
      title: "Skid NEP : l'essentiel",
      tags: ["NEP", "Inox"],
      date: "2025-01-28",
    });
    expect(content).toBe("\n## Titre\n");
  });

  it("accepts Windows line ends and a byte-order mark", () => {
    const { data, content } = parseFrontMatter("\uFEFF---\r\nslug: a\r\n---\r\nCorps");
    expect(data).toEqual({ slug: "a" });
    expect(content).toBe("Corps");
  });

  it("never evaluates code: a ---js block is refused, not run", () => {
    const globals = globalThis as { pwned?: boolean };
    expect(() =>
      parseFrontMatter('---js\n{ slug: (globalThis.pwned = true, "x") }\n---\nCorps'),
    ).toThrow(/front matter/);
    expect(globals.pwned).toBeUndefined();
  });

  it("refuses JavaScript-like YAML tags instead of building functions", () => {
    expect(() =>
      parseFrontMatter("---\nslug: !!js/function 'function () {}'\n---\n"),
    ).not.toThrow();
    const { data } = parseFrontMatter("---\nslug: !!js/function 'function () {}'\n---\n");
    expect(typeof (data as { slug: unknown }).slug).toBe("string");
  });

  it("refuses a file without front matter", () => {
    expect(() => parseFrontMatter("## Titre\nCorps")).toThrow(/front matter/);
  });
});
