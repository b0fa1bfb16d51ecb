// The media library's upload: a 6000 x 4000, 12 MB camera JPEG posted to /admin/media on a
// server of its own (the built site on the embedded database, an account made by the CLI), timed
// until its variants are ready (the answer comes once they are made), and the server's memory
// (VmRSS) before, at its peak and after. Targets (issue "Pictures and a safe editor"): 15 s, and
// memory back under its previous level + 100 MB.
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { postgresUrl } from "./cluster.mjs";
import { env, log, resultsDir, root } from "./context.mjs";
import { waitFor200 } from "./http.mjs";
import { freePort, onCleanup, runToLog, startChild } from "./processes.mjs";
import { fixed, int, marked, table } from "./report.mjs";

export const MEDIA_TARGETS = { seconds: 15, memoryGrowthMb: 100 };

/** The Environment= line of deploy/procelia.service for glibc's allocator (sharp). */
function productionMalloc() {
  const unit = readFileSync(join(root, "deploy/procelia.service"), "utf8");
  return Object.fromEntries(
    [...unit.matchAll(/\b(MALLOC_[A-Z_]+)=(\S+)/g)].map(([, k, v]) => [k, v]),
  );
}
const PRODUCTION_MALLOC = productionMalloc();
const USER = "bench.media";
const PASSWORD = "Bench media library 2026";

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * A camera-like photo: light, shapes and grain at several scales, so it weighs what photos do;
 * `scene` sets its colours and the place of its light, so that photos differ to the eye.
 */
export async function cameraJpeg(width, height, scene = { sky: "#1a4066", light: 0.3 }) {
  const grain = (scale, sigma) =>
    sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: "cubic" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${scene.sky}"/>
    <circle cx="${width * scene.light}" cy="${height / 2}" r="${height * 0.3}" fill="#e3eefa" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      { input: await grain(40, 60), blend: "overlay" },
      { input: await grain(6, 50), blend: "soft-light" },
      { input: await grain(1, 30), blend: "soft-light" },
    ])
    .jpeg({ quality: 93 })
    .toBuffer();
}

export function send(base, path, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The upload form's body: one JPEG in its `file` field. */
export function multipartPhoto(fileName, photo) {
  const boundary = "----procelia-bench";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The bench's back-office account, made by the CLI on the database of siteEnv. */
export async function addAccount(siteEnv, logName) {
  const cli = await runToLog(
    "sh",
    [
      "-c",
      `printf '%s\\n' "$PW" | node scripts/cli-launcher.mjs users add ${USER} --password-stdin`,
    ],
    { cwd: root, env: { ...siteEnv, PW: PASSWORD }, logFile: join(resultsDir, logName) },
  );
  if (cli.code !== 0) throw new Error(`could not make the account: ${cli.tail.join(" ")}`);
}

/** Signs the bench's account in: its session cookie, and the Origin header forms need. */
export async function signIn(base) {
  const origin = { origin: base };
  const signIn = await send(base, "/admin/login", {
    method: "POST",
    headers: { ...origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: USER,
      password: PASSWORD,
      redirectTo: "/admin",
    }).toString(),
  });
  const cookie = String(signIn.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in answered ${signIn.status}`);
  return { cookie, origin };
}

/**
 * On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), as in production; else on the embedded
 * database, whose WebAssembly heap grows by about 0.5 GB to take a 12 MB file and keeps it.
 */
export async function mediaUpload(tmp) {
  const postgres = await postgresUrl("media");
  // The allocator settings of deploy/procelia.service, as in production.
  const siteEnv = { ...env, ...PRODUCTION_MALLOC, NODE_ENV: "production", LOG_LEVEL: "warn" };
  if (postgres.url) siteEnv.DATABASE_URL = postgres.url;
  else {
    delete siteEnv.DATABASE_URL;
    siteEnv.DATA_DIR = join(tmp, "pglite-media");
  }
  await addAccount(siteEnv, "media-cli.log");
  const port = await freePort(0);
  const logFile = join(resultsDir, "media-server.log");
  writeFileSync(logFile, "");
  const child = startChild(process.execPath, ["scripts/start.mjs", "--no-env-file"], {
    cwd: root,
    env: { ...siteEnv, PORT: String(port), HOST: "127.0.0.1" },
    logFile,
  });
  onCleanup(() => child.stop());
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}/`, { timeoutMs: 120_000, isDead: () => child.exitCode !== null });

  const { cookie, origin } = await signIn(base);

  const photo = await cameraJpeg(6000, 4000);
  log(`media: ${int(photo.length)} B camera JPEG, 6000 x 4000`);
  const { body, contentType } = multipartPhoto("DSC_6000x4000.jpg", photo);
  // The back office once, so that the level before is the server's after ordinary work.
  await send(base, "/admin/media", { headers: { cookie } });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = rssMb(child.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(child.pid));
  }, 50);
  const startedAt = performance.now();
  const upload = await send(base, "/admin/media", {
    method: "POST",
    headers: { ...origin, cookie, "content-type": contentType },
    body,
  });
  const seconds = (performance.now() - startedAt) / 1000;
  if (upload.status !== 302) throw new Error(`the upload answered ${upload.status}`);
  // Ready means served from the instance's cache at once: the widest AVIF, timed.
  const page = await send(base, String(upload.headers.location), { headers: { cookie } });
  const widest = /\/media\/[0-9a-f]{32}\/[a-z0-9-]+-1920\.avif/.exec(page.body.toString())?.[0];
  const variantStart = performance.now();
  const variant = widest ? await send(base, widest) : { status: 0 };
  const variantMs = performance.now() - variantStart;
  clearInterval(sampler);
  // Back under: the lowest level over the 5 s after, as the collector frees the request's buffers.
  let after = rssMb(child.pid);
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = Math.min(after, rssMb(child.pid));
  }
  await child.stop();
  return {
    database: postgres.url ? "PostgreSQL" : `PGlite (${postgres.reason})`,
    photoBytes: photo.length,
    seconds,
    variantStatus: variant.status,
    variantMs,
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssAfterMb: after,
  };
}

/** The media upload's table and the targets it misses. */
export function mediaReport(media) {
  if (!media) return { text: "", misses: [] };
  const misses = [];
  const fast = media.seconds <= MEDIA_TARGETS.seconds && media.variantStatus === 200;
  const growth = media.rssAfterMb - media.rssBeforeMb;
  const bounded = growth <= MEDIA_TARGETS.memoryGrowthMb;
  if (!fast) misses.push(`media upload: ${fixed(media.seconds, 1)} s to variants ready`);
  if (!bounded) misses.push(`media upload: memory ${fixed(growth, 0)} MB above its level before`);
  const text = table(
    [
      { title: "Media upload (6000 x 4000 JPEG)" },
      { title: "measured", right: true },
      { title: "target" },
    ],
    [
      ["database", media.database, ""],
      ["file", `${fixed(media.photoBytes / 1e6, 1)} MB`, ""],
      [
        "accepted, variants ready",
        marked(`${fixed(media.seconds, 1)} s`, fast),
        `≤ ${MEDIA_TARGETS.seconds} s`,
      ],
      ["1920 px AVIF served after", `${fixed(media.variantMs, 0)} ms`, ""],
      ["server memory before / peak", `${int(media.rssBeforeMb)} / ${int(media.rssPeakMb)} MB`, ""],
      [
        "server memory after",
        marked(`${int(media.rssAfterMb)} MB (+${int(growth)})`, bounded),
        `≤ before + ${MEDIA_TARGETS.memoryGrowthMb} MB`,
      ],
    ],
  );
  return { text: `\n${text}`, misses };
}
