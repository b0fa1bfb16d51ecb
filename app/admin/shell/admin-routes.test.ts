import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { adminRoutes } from "./admin-routes";

/** The route modules React Router would run for a path (the route config is its route tree). */
const modulesFor = (path: string) =>
  (matchRoutes(adminRoutes as RouteObject[], path) ?? []).map((match) => match.route.id);

describe("the back office's route table", () => {
  it("matches its own paths", () => {
    expect(modulesFor("/admin/leads")).toEqual(["admin.layout.fr", "admin.leads.fr"]);
    expect(modulesFor("/en/admin")).toEqual(["admin.layout.en", "admin.home.en"]);
  });

  it("matches no page of it in another case, at most its not-found page", () => {
    for (const path of ["/ADMIN/leads", "/En/Admin", "/Admin/Login", "/ADMIN/api/session"]) {
      expect(modulesFor(path), path).toEqual([]);
    }
    expect(modulesFor("/admin/LEADS")).toEqual(["admin.layout.fr", "admin.notFound.fr"]);
    expect(modulesFor("/admin/Api/Session")).toEqual(["admin.layout.fr", "admin.notFound.fr"]);
    expect(modulesFor("/en/admin/Articles/new")).toEqual(["admin.layout.en", "admin.notFound.en"]);
  });
});
