import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/precompress-assets.mjs";
import { hashedAssets } from "../../server/static-assets";

// A browser gets the build's own Brotli copy of an asset; an asset the build did not compress
// (a build made before that step) is compressed at start and reads the same.
describe("hashed assets", () => {
  const dir = mkdtempSync(join(tmpdir(), "procelia-assets-"));
  const script = `export const greeting = "${"Bonjour, ".repeat(400)}";\n`;
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    writeFileSync(join(dir, "entry-AbC123.js"), script);
    expect(await precompressAssets(dir)).toBe(1);
    // Written after the build's step: no compressed copies beside it.
    writeFileSync(join(dir, "late-XyZ789.css"), `body{color:navy}${" ".repeat(2000)}`);
    const app = express().use("/assets", hashedAssets(dir));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The bytes as sent (fetch would decode them), and the answer's headers. */
  const brotli = (path: string) =>
    new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      get(`${origin}${path}`, { headers: { "Accept-Encoding": "br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      }).on("error", reject);
    });

  it("serves the build's Brotli copy of a script", async () => {
    const { headers, bytes } = await brotli("/assets/entry-AbC123.js");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["cache-control"]).toContain("immutable");
    expect(bytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(script);
  });

  it("compresses at start an asset the build left without copies", async () => {
    const { headers, bytes } = await brotli("/assets/late-XyZ789.css");
    expect(headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(bytes).toString()).toMatch(/^body\{color:navy\}/);
  });
});
