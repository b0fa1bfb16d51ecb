import { describe, expect, it } from "vitest";
import { copyToRestore, editorCopyKey, isNewArticleKey } from "./editor-copy";

describe("the editor's copy kept in the tab", () => {
  it("has one key for an editor page in every language", () => {
    expect(editorCopyKey("/admin/articles/12")).toBe("article-editor:/admin/articles/12");
    expect(editorCopyKey("/en/admin/articles/12")).toBe("article-editor:/admin/articles/12");
    expect(editorCopyKey("/en/admin/articles/new")).toBe("article-editor:/admin/articles/new");
    expect(isNewArticleKey(editorCopyKey("/en/admin/articles/new"))).toBe(true);
    expect(isNewArticleKey(editorCopyKey("/admin/articles/12"))).toBe(false);
  });

  it("comes back only at the article's version and when it differs from the page", () => {
    const kept = JSON.stringify({ version: "3", fields: { title: "Vanne DN150" } });
    expect(copyToRestore(kept, "3", { title: "Vanne" })).toEqual({
      version: "3",
      fields: { title: "Vanne DN150" },
    });
    // Saved meanwhile: the version moved on.
    expect(copyToRestore(kept, "4", { title: "Vanne" })).toBeNull();
    // The page already shows it.
    expect(copyToRestore(kept, "3", { title: "Vanne DN150" })).toBeNull();
  });

  it("ignores nothing kept, or what is not a copy", () => {
    expect(copyToRestore(null, null, {})).toBeNull();
    expect(copyToRestore("{", "3", {})).toBeNull();
    expect(copyToRestore('"text"', "3", {})).toBeNull();
    expect(copyToRestore(JSON.stringify({ version: null, fields: { a: "b" } }), null, {})).toEqual({
      version: null,
      fields: { a: "b" },
    });
  });
});
