import { describe, expect, it } from "vitest";
import enCommon from "~/platform/i18n/messages/en/common.server";
import frCommon from "~/platform/i18n/messages/fr/common.server";
import { type NavItem, navItems } from "./nav-items";

/** The ids marked current: entries, groups and their links. */
function current(items: NavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.current ? [item.id] : []),
    ...(item.kind === "group" ? item.links.filter((link) => link.current).map((l) => l.id) : []),
  ]);
}

describe("the header's current entry", () => {
  it("is the page at the URL, in either language", () => {
    expect(current(navItems(frCommon.nav, "/safety"))).toEqual(["safety"]);
    expect(current(navItems(enCommon.nav, "/en/realisations-clients"))).toEqual(["projects"]);
    expect(current(navItems(frCommon.nav, "/contact/"))).toEqual(["contact"]);
  });

  it("is a group and its link for a page of the group", () => {
    expect(current(navItems(enCommon.nav, "/en/process-pharma"))).toEqual(["process", "pharma"]);
    expect(current(navItems(frCommon.nav, "/water-waste"))).toEqual(["water", "waterWaste"]);
  });

  it("is none for a page outside the header: home, blog, an article, a 404", () => {
    for (const path of ["/", "/en", "/blog", "/en/blog/some-article", "/safety/extra", "/nope"]) {
      expect(current(navItems(frCommon.nav, path)), path).toEqual([]);
    }
  });
});
