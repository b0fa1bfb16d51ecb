import { request } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migratedDataDir, type RunningServer, startServer } from "./server";

/**
 * The operations guide's triage (`journalctl ... -o cat | jq ...`) reads the log line by line: whatever a
 * visitor sends, every line the built server writes is one JSON object.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: migratedDataDir(), DATABASE_URL: undefined });
});
afterAll(() => server?.stop());

/** A request exactly as written (fetch would refuse or normalise a malformed path). */
function send(
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; allow?: string; requestId: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/`,
      {
        method,
        path,
        headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            requestId: String(res.headers["x-request-id"]),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

it("answers an anonymous POST to a page without an action 405, in one JSON line", async () => {
  const started = server.output().length;
  const answers = [];
  for (const path of ["/automation", "/en/blog", "/", "/automation.data", "/og/fr/home.png"]) {
    const answer = await send("POST", path, "name=Anne&email=anne%40example.be");
    expect(answer.status, path).toBe(405);
    expect(answer.allow, path).toBe("GET, HEAD");
    answers.push(answer);
  }
  for (const [method, path] of [
    ["GET", "/%E0%A4%A"],
    ["GET", "/blog/%E0%A4%A"],
    ["GET", "/api/%E0"],
    ["GET", "/no-such-page.data"],
    ["GET", "/en/blog/%ZZ.data"],
    ["GET", "/_root.data?_routes=%00"],
    ["GET", "/en/blog.data?_routes=nope"],
    ["POST", "/en/blog.data"],
    ["POST", "/admin.data"],
  ] as const) {
    const answer = await send(method, path, method === "POST" ? "a=b" : undefined);
    expect(answer.status, path).toBeLessThan(500);
    answers.push(answer);
  }
  await server.stop();

  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "");
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
  });
  for (const { requestId } of answers) {
    expect(parsed.filter((entry) => entry.reqId === requestId)).toHaveLength(1);
  }
  // Nothing else was said about these requests: no error, no warning.
  const warnings = server
    .output()
    .slice(started)
    .split("\n")
    .filter((line) => line.trim() !== "" && Number(JSON.parse(line).level) >= 40);
  expect(warnings).toEqual([]);
});

it("keeps answering while the reader of its log is stuck, and writes every line once it reads again", async () => {
  const site = await startServer({ DATA_DIR: migratedDataDir(), DATABASE_URL: undefined });
  try {
    // journald or a pipe that stops reading for a while: far more lines than the pipe holds.
    site.process.stdout?.pause();
    const ids: string[] = [];
    for (let round = 0; round < 60; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${site.url}/automation`, { signal: AbortSignal.timeout(5_000) }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
        ids.push(String(answer.headers.get("x-request-id")));
      }
    }
    expect(site.output()).not.toContain(ids.at(-1));
    site.process.stdout?.resume();
    await site.stop();
    const logged = new Set(
      site
        .output()
        .split("\n")
        .filter((line) => line.includes('"reqId"'))
        .map((line) => JSON.parse(line).reqId),
    );
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
    expect(site.output()).toContain("[server] stopped");
  } finally {
    await site.kill9();
  }
});
