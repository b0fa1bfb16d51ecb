// Load tests: a prerendered page against a plain static server, and the blog list API.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, log, options, root, THROUGHPUT_PAGE } from "./context.mjs";
import { rawGet } from "./http.mjs";
import { onCleanup, startChild } from "./processes.mjs";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

async function load(url, seconds, headers = {}) {
  const { default: autocannon } = await import("autocannon");
  const instance = autocannon({
    url,
    duration: seconds,
    connections: options.connections,
    // A reader's browser: the site counts each of these requests as a page view, as it would a
    // visitor's (server/page-counts.ts), so the figure includes that cost.
    headers: { "accept-encoding": "gzip", "user-agent": BROWSER, ...headers },
    timeout: 10,
  });
  const removeCleanup = onCleanup(() => instance.stop());
  try {
    return await instance;
  } finally {
    removeCleanup();
  }
}

/** `headers` replace the load's own (a user agent the site does not count, for a comparison). */
export async function measureLoad(url, headers = {}) {
  if (options.warmup > 0) await load(url, options.warmup, headers);
  const result = await load(url, options.duration, headers);
  const responses = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    url,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencyMean: result.latency.average,
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : null,
  };
}

export async function startStaticServer(htmlFile) {
  const child = startChild(
    process.execPath,
    [join(root, "scripts/bench/static-server.mjs"), htmlFile],
    {
      cwd: root,
      env,
      stdout: "pipe",
    },
  );
  onCleanup(async () => {
    await child.stop();
    log("static server stopped");
  });
  const info = await new Promise((resolvePort, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error("the static server did not start")), 10_000);
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const line = buffer.match(/^\{.*\}$/m);
      if (line) {
        clearTimeout(timer);
        resolvePort(JSON.parse(line[0]));
      }
    });
    child.exitedPromise.then(() => {
      clearTimeout(timer);
      reject(new Error(`the static server exited: ${child.logTail.join(" ")}`));
    });
  });
  return { ...info, child };
}

export async function throughput(base, tmp) {
  const page = await rawGet(base + THROUGHPUT_PAGE);
  if (page.status !== 200) throw new Error(`${THROUGHPUT_PAGE} answered ${page.status}`);
  const htmlFile = join(tmp, "automation.html");
  writeFileSync(htmlFile, page.body);
  const staticServer = await startStaticServer(htmlFile);
  const staticBase = `http://127.0.0.1:${staticServer.port}`;
  const check = await rawGet(`${staticBase}${THROUGHPUT_PAGE}`, { gzip: true });
  if (check.status !== 200 || check.encoding !== "gzip")
    throw new Error("static server check failed");
  log(`  static server on ${staticBase}: ${staticServer.raw} B raw, ${staticServer.gzip} B gzip`);
  log(`  load: site ${THROUGHPUT_PAGE}`);
  const site = await measureLoad(base + THROUGHPUT_PAGE);
  log(`  load: static server`);
  const plain = await measureLoad(staticBase + THROUGHPUT_PAGE);
  await staticServer.child.stop();
  return {
    site,
    static: { ...plain, htmlRaw: staticServer.raw, htmlGzip: staticServer.gzip },
    ratio: plain.reqPerSec > 0 ? site.reqPerSec / plain.reqPerSec : null,
  };
}
