import { describe, expect, it } from "vitest";
import { edgeView } from "./edge-views.server";

/** nginx's lines of views answered from its cache, as deploy/nginx.conf's `procelia_views` writes them. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const own = ["www.procelia.example"];
const line = (fields: Record<string, string>) =>
  `<190>Nov 29 11:22:52 procelia_views: ${JSON.stringify({
    method: "GET",
    status: "200",
    uri: "/automation",
    type: "text/html; charset=utf-8",
    agent: BROWSER,
    purpose: "",
    referer: "",
    ...fields,
  })}`;

describe("a view nginx answered from its cache", () => {
  it("is counted by the rules of the Express edge", () => {
    expect(edgeView(line({}), own)).toEqual({ path: "/automation", host: null });
    expect(edgeView(line({ status: "304" }), own)).toEqual({ path: "/automation", host: null });
    expect(edgeView(line({ referer: "https://www.google.com/search?q=x" }), own)).toEqual({
      path: "/automation",
      host: "www.google.com",
    });
    expect(edgeView(line({ referer: "https://www.procelia.example/" }), own)?.host).toBeNull();
  });

  it("is not counted when it is not a reader's view of a page", () => {
    const notViews: Record<string, string>[] = [
      { method: "HEAD" },
      { status: "404" },
      { type: "application/json" },
      { uri: "/admin/leads" },
      { agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { agent: "" },
      { purpose: "prefetch;prerender" },
    ];
    for (const fields of notViews) {
      expect(edgeView(line(fields), own), JSON.stringify(fields)).toBeUndefined();
    }
    expect(edgeView("<190>Nov 29 11:22:52 other: {}", own)).toBeUndefined();
    expect(edgeView("<190>Nov 29 11:22:52 procelia_views: {not json", own)).toBeUndefined();
  });
});
