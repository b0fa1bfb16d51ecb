// A picture's variant through deploy/nginx.conf in front of the production server, as a phone
// asks for it: requests per second and p99 at --connections (50) for --duration (10 s). nginx
// keeps variants in its media cache, so after the first request Node is not asked again.
//
// Measured with wrk (apt-get install wrk) when it is there: autocannon, one Node thread, cannot
// read 58 KB answers faster than ~1,400 a second on these machines, so its p99 (~40 ms) was its
// own; nginx sending a plain 58 KB file measured the same with it, and 30,000 a second (p99 5 ms)
// with wrk.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:https";
import { promisify } from "node:util";
import { NGINX } from "../nginx-local.mjs";
import { startNginx } from "./cluster.mjs";
import { log, options } from "./context.mjs";
import { measureLoad } from "./throughput.mjs";

const WRK = "/usr/bin/wrk";
const run = promisify(execFile);

/** "4.91ms", "420.00us", "1.02s" in ms. */
function ms(text) {
  const [, value = "0", unit = "ms"] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** wrk's figures in measureLoad's shape. */
async function wrkLoad(url) {
  const base = ["-t2", `-c${options.connections}`];
  if (options.warmup > 0) await run(WRK, [...base, `-d${options.warmup}s`, url]);
  const { stdout } = await run(WRK, [...base, `-d${options.duration}s`, "--latency", url]);
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)$`, "m").exec(stdout)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    url,
    tool: "wrk",
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p50: percentile(50),
    p99: percentile(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}

/** X-Cache of a GET through nginx's throw-away certificate. */
function cacheStatus(url) {
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false, servername: "www.example.be" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, cache: res.headers["x-cache"] }));
    }).on("error", reject);
  });
}

export async function mediaThroughNginx(site, variant, tmp) {
  if (!existsSync(NGINX)) return { skipped: "no nginx (apt-get install nginx)" };
  if (!variant) return { skipped: "the phone downloaded no picture" };
  const nginx = await startNginx([site.host], tmp, "media");
  try {
    const first = await cacheStatus(nginx.base + variant);
    const second = await cacheStatus(nginx.base + variant);
    if (first.status !== 200) throw new Error(`${variant} through nginx answered ${first.status}`);
    log(`  load through nginx: ${variant} (X-Cache ${first.cache}, then ${second.cache})`);
    const load = existsSync(WRK)
      ? await wrkLoad(nginx.base + variant)
      : {
          tool: "autocannon (its own ceiling: apt-get install wrk)",
          ...(await measureLoad(nginx.base + variant)),
        };
    return { path: variant, cache: second.cache, ...load };
  } finally {
    await nginx.stop();
  }
}
