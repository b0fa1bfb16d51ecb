import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { bodyBounds } from "../../../../server/body-bounds";
import { boundedBody } from "../../../../server/bounded-body";
import { mediaUploadBody, uploadOf } from "../../../../server/media-upload-body";
import { configure, startApp, stopApp, testDatabases } from "../../../../tests/integration/harness";
import { multipart, photo } from "../../../../tests/integration/media-samples";
import { routeManifest } from "../../../../tests/integration/route-manifest";

/**
 * The upload forms' bodies as the server reads them: streamed, one file of 20 MB at most held in
 * memory, refused past that while it streams, whatever the client announced; nothing read for
 * a visitor without a session.
 */

let base = "";
let cookie = "";
let close = () => {};
/** The most memory held in buffers while the last request was read, over what it was before. */
let peakGrowth = 0;

beforeAll(async () => {
  const [database] = testDatabases;
  if (!database) throw new Error("no test database");
  const db = await startApp(database);
  configure({ PUBLIC_SITE_URL: "http://localhost" });
  const user = await insertUser(db, "paul.renard", "not-a-real-hash");
  if (!user) throw new Error("no user");
  cookie = (await sessionCookieHeader(await createSession(db, user.id))).split(";")[0] ?? "";

  const app = express();
  let baseline = 0;
  let sampler: ReturnType<typeof setInterval> | undefined;
  app.use((_req, res, next) => {
    globalThis.gc?.();
    baseline = process.memoryUsage().arrayBuffers;
    peakGrowth = 0;
    sampler = setInterval(() => {
      peakGrowth = Math.max(peakGrowth, process.memoryUsage().arrayBuffers - baseline);
    }, 5);
    res.on("finish", () => clearInterval(sampler));
    next();
  });
  // Which forms upload, and how much, as the route table declares it.
  const bounds = bodyBounds(await routeManifest());
  app.use(mediaUploadBody(bounds), boundedBody(bounds));
  // What the route's action would get in its context.
  app.post("/{*path}", (req, res) => {
    const upload = uploadOf(req);
    res.json(
      upload?.ok
        ? {
            ok: true,
            name: upload.file.name,
            bytes: upload.file.bytes.length,
            files: upload.files?.map((file) => file.name),
            fields: upload.fields,
          }
        : { ok: false, reason: upload?.reason ?? "not read" },
    );
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
}, 120_000);

afterAll(async () => {
  close();
  await stopApp();
});

interface Sent {
  status: number;
  body: Record<string, unknown>;
  /** Bytes the client had written when the answer came. */
  written: number;
}

/**
 * Posts a multipart body, written in 64 KB chunks as a browser uploads a file; `size` bytes of
 * file with no Content-Length when `chunked` (the answer may come before the end).
 */
function post(
  path: string,
  options: {
    file?: Buffer;
    size?: number;
    chunked?: boolean;
    signedIn?: boolean;
    declared?: number;
  },
): Promise<Sent> {
  const boundary = "----procelia-stream-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = options.file?.length ?? options.size ?? 0;
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(
      `${base}${path}`,
      {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          ...(options.signedIn === false ? {} : { cookie }),
          ...(options.chunked
            ? {}
            : { "content-length": String(options.declared ?? head.length + size + tail.length) }),
        },
      },
      (res) => {
        answered = true;
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          const json = res.headers["content-type"]?.includes("json");
          resolve({
            status: res.statusCode ?? 0,
            body: json ? JSON.parse(text) : { text },
            written,
          });
        });
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    const pump = () => {
      if (written === 0) {
        req.write(head);
        written = head.length;
      }
      while (!answered && written < size + head.length) {
        const left = size + head.length - written;
        const part = options.file
          ? options.file.subarray(written - head.length, written - head.length + chunk.length)
          : chunk.subarray(0, Math.min(chunk.length, left));
        written += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!answered) req.end(tail);
    };
    pump();
  });
}

describe("the media library's upload stream", () => {
  it("reads a picture and the form's fields for a signed-in account", async () => {
    const file = await photo(1200, 800);
    const { body, contentType } = multipart(
      { name: "C:\\photos\\skid.jpg", bytes: file },
      { intent: "upload" },
    );
    const answer = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request(
        `${base}/admin/media`,
        {
          method: "POST",
          headers: { "content-type": contentType, cookie, "content-length": String(body.length) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve(JSON.parse(text)));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(answer).toEqual({
      ok: true,
      name: "skid.jpg",
      bytes: file.length,
      files: ["skid.jpg"],
      fields: { intent: "upload" },
    });
  });

  /** Several files in one form, as a browser sends `<input type="file" multiple>`. */
  async function postFiles(
    path: string,
    files: { name: string; bytes: Buffer }[],
    { chunked = false } = {},
  ) {
    const boundary = "----procelia-multiple";
    const parts = files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    ]);
    const body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie },
      // Without a length, the bound is found while the files stream in.
      body: chunked ? new Blob([body]).stream() : body,
      ...(chunked ? { duplex: "half" } : {}),
    } as RequestInit);
    return (await res.json()) as Record<string, unknown>;
  }

  it("reads several files on the form that adds pictures, 20 MB together and 10 at most", async () => {
    const three = await Promise.all([photo(600, 400), photo(500, 400), photo(400, 400)]);
    const named = three.map((bytes, index) => ({ name: `vanne-${index + 1}.jpg`, bytes }));
    expect(await postFiles("/admin/media", named)).toMatchObject({
      ok: true,
      name: "vanne-1.jpg",
      files: ["vanne-1.jpg", "vanne-2.jpg", "vanne-3.jpg"],
    });
    // Together past 20 MB: refused as a whole, with its own reason (announced: refused unread).
    const big = Buffer.alloc(8 * 1024 * 1024, 0xab);
    const heavy = [1, 2, 3].map((index) => ({ name: `lourde-${index}.jpg`, bytes: big }));
    expect(await postFiles("/admin/media", heavy, { chunked: true })).toEqual({
      ok: false,
      reason: "tooLargeTogether",
    });
    expect(await postFiles("/admin/media", heavy)).toEqual({ ok: false, reason: "tooLarge" });
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: `photo-${index}.jpg`,
      bytes: three[0] ?? Buffer.alloc(0),
    }));
    expect(await postFiles("/admin/media", eleven)).toEqual({ ok: false, reason: "tooMany" });
    // The form that replaces one picture's file still reads one file.
    expect(await postFiles("/admin/media/7", named)).toMatchObject({
      ok: true,
      files: ["vanne-1.jpg"],
    });
  });

  it("refuses 200 MB sent without a length while it streams, holding about 20 MB at most", async () => {
    const sent = await post("/en/admin/media/7", { size: 200 * 1024 * 1024, chunked: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: false, reason: "tooLarge" });
    // Answered long before the end: the rest went into the void, never into memory.
    expect(sent.written).toBeLessThan(120 * 1024 * 1024);
    expect(peakGrowth).toBeLessThan(48 * 1024 * 1024);
  });

  it("refuses an announced 200 MB before reading any of it", async () => {
    const sent = await post("/admin/media", { size: 200 * 1024 * 1024 });
    expect(sent.body).toEqual({ ok: false, reason: "tooLarge" });
    expect(sent.written).toBeLessThan(20 * 1024 * 1024);
  });

  it("takes a file of exactly 20 MB", async () => {
    const sent = await post("/admin/media", { size: 20 * 1024 * 1024 });
    expect(sent.body).toMatchObject({ ok: true, bytes: 20 * 1024 * 1024 });
  });

  it("reads nothing for a visitor without a session, nor anywhere but the upload forms", async () => {
    const anonymous = await post("/admin/media", { size: 1024 * 1024, signedIn: false });
    expect(anonymous.body).toEqual({ ok: false, reason: "not read" });
    expect(peakGrowth).toBeLessThan(512 * 1024);
    // Elsewhere, multipart stays refused by the bounded body (415).
    const elsewhere = await post("/admin/articles/new", { size: 1024 });
    expect(elsewhere.status).toBe(415);
  });
});
