// Baseline for the throughput ratio: a minimal static server that answers every request with
// one fixed HTML document, gzip-compressed once at start (as a CDN or nginx gzip_static would).
// usage: node scripts/bench/static-server.mjs FILE.html
// Listens on 127.0.0.1 on a free port and prints {"port":N} on stdout when ready.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/bench/static-server.mjs FILE.html");
  process.exit(2);
}
const raw = readFileSync(file);
const gzipped = gzipSync(raw);

const server = createServer((req, res) => {
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? gzipped : raw;
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "public, max-age=0, must-revalidate",
    Vary: "Accept-Encoding",
  };
  if (gzip) headers["Content-Encoding"] = "gzip";
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
});
server.keepAliveTimeout = 5000;

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  process.stdout.write(`${JSON.stringify({ port, raw: raw.length, gzip: gzipped.length })}\n`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.on("disconnect", stop);
