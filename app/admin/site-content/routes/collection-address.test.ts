import { describe, expect, it } from "vitest";
import { registeredCollections } from "~/admin/site-content/collection-registry.server";
import { collectionOf } from "../collection-data.server";

/** What `collectionOf` threw: a redirect's status and address. */
function thrownBy(run: () => unknown): { status: number; location: string | null } {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get("Location") };
    }
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("a collection's address in the back office", () => {
  it("is one English slug, like the rest of the back office's addresses", () => {
    expect(registeredCollections.map((entry) => entry.screen.slug)).toEqual([
      "projects",
      "clients",
      "home-photos",
      "service-photos",
      "certifications",
      "testimonials",
      "key-figures",
      "sectors",
    ]);
  });

  it.each([
    ["/admin/collections/secteurs", "/admin/collections/sectors"],
    [
      "/en/admin/collections/chiffres-cles/3?done=saved",
      "/en/admin/collections/key-figures/3?done=saved",
    ],
    ["/admin/collections/temoignages/new", "/admin/collections/testimonials/new"],
    [
      "/en/admin/collections/photos-accueil/d0/delete",
      "/en/admin/collections/home-photos/d0/delete",
    ],
  ])("moved from %s to %s", (from, to) => {
    const slug = from.split("/collections/")[1]?.split(/[/?]/)[0];
    const moved = thrownBy(() => collectionOf(slug, new Request(`http://site.invalid${from}`)));
    expect(moved).toEqual({ status: 301, location: to });
  });

  it("keeps a form's post a post when it is sent to a former address", () => {
    const request = new Request("http://site.invalid/admin/collections/secteurs/2", {
      method: "POST",
    });
    expect(thrownBy(() => collectionOf("secteurs", request))).toEqual({
      status: 308,
      location: "/admin/collections/sectors/2",
    });
  });

  it("opens a current address as it is", () => {
    const request = new Request("http://site.invalid/admin/collections/sectors");
    expect(collectionOf("sectors", request).screen.slug).toBe("sectors");
  });
});
