import { get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficeHeaders } from "../../server/back-office-edge";
import { appendRouteHeaders } from "../../server/settled-headers";

/**
 * The back office's `no-store` and `noindex` are set before anything answers and kept whatever
 * answers: a route that brings its own caching headers, a 304 to a conditional request, an
 * error. The rest of the site keeps what its routes say.
 */

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(backOfficeHeaders);
  // A route's answer as the router's adapter copies it: its headers appended, then its body.
  app.get("/{*path}", (req, res, next) => {
    if (req.path.endsWith("/broken")) return next(new Error("the route failed"));
    appendRouteHeaders(res, [
      ["Cache-Control", "private, max-age=60"],
      ["X-Robots-Tag", "all"],
      ["Content-Disposition", 'attachment; filename="plan.pdf"'],
    ]);
    res.send("the same bytes every time");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const backOffice = (res: Response) => [
  res.headers.get("cache-control"),
  res.headers.get("x-robots-tag"),
];

describe("the back office's headers", () => {
  it("replace a route's own caching and indexing headers, and leave its others", async () => {
    for (const path of ["/admin/leads/1/files/2", "/en/admin/media", "/admin.data"]) {
      const res = await fetch(`${base}${path}`);
      expect(backOffice(res), path).toEqual(["no-store", "noindex, nofollow"]);
      expect(res.headers.get("content-disposition"), path).toContain("plan.pdf");
    }
  });

  it("are on a 304 answer to a conditional request", async () => {
    const first = await fetch(`${base}/admin/leads/1/files/2`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // Through node:http: fetch adds `Cache-Control: no-cache` to a conditional request.
    const again = await new Promise<IncomingMessage>((resolve, reject) =>
      get(
        `${base}/admin/leads/1/files/2`,
        { headers: { "if-none-match": etag ?? "" } },
        resolve,
      ).on("error", reject),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
    expect([again.headers["cache-control"], again.headers["x-robots-tag"]]).toEqual([
      "no-store",
      "noindex, nofollow",
    ]);
  });

  it("are on an error's answer", async () => {
    const res = await fetch(`${base}/admin/articles/broken`);
    expect(res.status).toBe(500);
    expect(backOffice(res)).toEqual(["no-store", "noindex, nofollow"]);
  });

  it("are not set on the public site, whose routes keep their own", async () => {
    for (const path of ["/automation", "/administration", "/en/adminx"]) {
      const res = await fetch(`${base}${path}`);
      expect(backOffice(res), path).toEqual(["private, max-age=60", "all"]);
    }
  });
});
