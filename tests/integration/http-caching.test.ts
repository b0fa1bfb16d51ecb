import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress, sendPrecompressed } from "../../server/precompressed";

// The precompressed sender serves the prerendered pages, the kept blog pages and the hashed
// assets: what a browser, nginx or a crawler asks with Accept-Encoding and If-None-Match.
const page = precompress("<!doctype html><p>Tuyauterie inox pour l'agroalimentaire</p>".repeat(20));
let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.get("/page", (req, res) => sendPrecompressed(req, res, page, "text/html; charset=utf-8"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Raw bytes and headers, as a client that decodes nothing itself sees them. */
function get(headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; text: string; etag?: string }>(
    (resolve, reject) => {
      request(`${base}/page`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(response.headers["content-encoding"] ?? "identity");
          const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding];
          resolve({
            status: response.statusCode ?? 0,
            encoding,
            text: (decode ? decode(raw) : raw).toString(),
            etag: response.headers.etag,
          });
        });
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("Accept-Encoding with q-values (RFC 9110 12.5.3)", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", "identity"],
    ["br;q=0.0, gzip;q=0", "identity"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
  ])("%j gets %s, and the page decodes whole", async (accept, expected) => {
    const answer = await get({ "accept-encoding": accept });
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe(expected);
    expect(answer.text).toBe(page.identity.toString());
  });
});

describe("If-None-Match (RFC 9110 13.1.2)", () => {
  const weak = `W/${page.etag}`;
  it.each([
    ["the exact tag", page.etag],
    ["its weak form (weak comparison)", weak],
    ["a list holding it", `"other", ${page.etag}`],
    ["a list without spaces", `"other",${weak}`],
    ["*", "*"],
  ])("%s answers 304", async (_, header) => {
    const answer = await get({ "if-none-match": header, "accept-encoding": "br" });
    expect(answer.status).toBe(304);
    expect(answer.text).toBe("");
  });

  it.each([
    ["another tag", `"other"`],
    ["a list of other tags", `"a", W/"b"`],
    ["the tag without its quotes", page.etag.slice(1, -1)],
  ])("%s gets the page", async (_, header) => {
    const answer = await get({ "if-none-match": header });
    expect(answer.status).toBe(200);
    expect(answer.etag).toBe(page.etag);
  });
});
