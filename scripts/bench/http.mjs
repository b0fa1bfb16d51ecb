// Raw HTTP GET on loopback that counts the body bytes as sent (no decompression).
import http from "node:http";

/**
 * GET url; with gzip the request carries Accept-Encoding: gzip and the count is the compressed
 * body on the wire (headers and chunk framing not counted); without, Accept-Encoding: identity.
 * encoding ("br", "gzip") overrides gzip.
 */
export function rawGet(url, { gzip = false, encoding, timeoutMs = 30_000 } = {}) {
  const accept = encoding ?? (gzip ? "gzip" : "identity");
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      {
        agent: false,
        headers: { "Accept-Encoding": accept, "User-Agent": "procelia-bench" },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            bytes: body.length,
            encoding: res.headers["content-encoding"] ?? "identity",
            body,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${url}`)));
    req.on("error", reject);
  });
}

/** Polls url until it answers 200, up to timeoutMs; rejects early when isDead() is true. */
export async function waitFor200(url, { timeoutMs, isDead }) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (isDead?.()) throw new Error("the server process exited before answering");
    try {
      const res = await rawGet(url, { timeoutMs: 5000 });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}
