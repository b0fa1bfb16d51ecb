import { describe, expect, it } from "vitest";
import { backOfficeIn } from "./back-office-language";

describe("the same back-office page in the other language", () => {
  it("adds or removes /en and keeps the query string", () => {
    expect(backOfficeIn("/admin/leads?status=new&page=2", "en")).toBe(
      "/en/admin/leads?status=new&page=2",
    );
    expect(backOfficeIn("/en/admin/audit?person=anne", "fr")).toBe("/admin/audit?person=anne");
    expect(backOfficeIn("/admin", "en")).toBe("/en/admin");
    expect(backOfficeIn("/en/admin/", "fr")).toBe("/admin");
    expect(backOfficeIn("/admin/login?redirectTo=%2Fadmin%2Fleads", "en")).toBe(
      "/en/admin/login?redirectTo=%2Fadmin%2Fleads",
    );
  });

  it("leaves a path outside the back office alone", () => {
    expect(backOfficeIn("/automation", "en")).toBe("/automation");
    expect(backOfficeIn("/administration", "en")).toBe("/administration");
  });
});
