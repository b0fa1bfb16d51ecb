// A picture's variant through deploy/nginx.conf in front of the production server, as a phone
// asks for it: requests per second and p99 at --connections (50) for --duration (10 s). nginx
// keeps variants in its media cache, so after the first request Node is not asked again.
import { existsSync } from "node:fs";
import { get } from "node:https";
import { NGINX } from "../nginx-local.mjs";
import { startNginx } from "./cluster.mjs";
import { log } from "./context.mjs";
import { measureLoad } from "./throughput.mjs";

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
    return { path: variant, cache: second.cache, ...(await measureLoad(nginx.base + variant)) };
  } finally {
    await nginx.stop();
  }
}
