import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BACK_OFFICE, backOfficePath, backOfficeRoots, isBackOfficePath } from "./back-office";

describe("the back office's place", () => {
  it("gives each back-office page its path in both languages", () => {
    expect(backOfficePath("/leads", "fr")).toBe("/admin/leads");
    expect(backOfficePath("/leads", "en")).toBe("/en/admin/leads");
    expect(backOfficePath("", "en")).toBe("/en/admin");
    expect(backOfficeRoots).toEqual(["/admin", "/en/admin"]);
  });

  it.each([
    ["/admin", true],
    ["/admin/leads/12", true],
    ["/admin.data", true],
    ["/en/admin", true],
    ["/en/admin/articles/new.data", true],
    ["/en/admin.data", true],
    ["/administration", false],
    ["/admin-tools", false],
    ["/en/administration", false],
    ["/blog/admin", false],
    ["/", false],
  ])("reads %s as back office: %s", (path, expected) => {
    expect(isBackOfficePath(path)).toBe(expected);
  });

  it("is the prefix nginx's back-office rules name (deploy/nginx.conf cannot import it)", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    const prefix = BACK_OFFICE.slice(1);
    expect(conf).toContain(`"~*^/(?:en/)?${prefix}" 1;`);
    expect(conf).toContain(`(?:en/)?${prefix}/articles/`);
  });
});
