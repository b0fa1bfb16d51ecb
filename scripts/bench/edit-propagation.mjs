// An edit in the back office, seen by visitors. Two instances on one PostgreSQL behind
// deploy/nginx.conf; the phone number is saved ~5 times through the settings form of instance a;
// after each save's answer, the French home page, the English contact page and /en/automation are
// polled on both instances directly and through nginx until all show the new number. The figure is
// the last of the three, in milliseconds: median and max. Printed, never asserted; skipped with
// the reason when nginx or PostgreSQL is missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:https";
import { join } from "node:path";
import { NGINX } from "../nginx-local.mjs";
import { saveSettings } from "../site-edit.mjs";
import { postgresUrl, startNginx } from "./cluster.mjs";
import { env, log, options, root } from "./context.mjs";
import { freePort, onCleanup, startChild } from "./processes.mjs";

const EDITS = 5;
const PAGES = ["/", "/en/contact", "/en/automation"];
const USER = "bench.office";
const PASSWORD = "Bench: the office manager's password";
/** Give up on an edit after this long (the target is 2 s). */
const LIMIT_MS = 10_000;

async function startInstance(databaseUrl, name, tmp) {
  const port = await freePort(0);
  const child = startChild(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: "https://www.example.be",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info", // the line "pages rendered in" says the boot's rendering is over
    },
    logFile: join(tmp, `edit-instance-${name}.log`),
  });
  onCleanup(() => child.stop());
  const deadline = Date.now() + options.startTimeout * 1000;
  while (!child.logTail.some((line) => line.includes("pages rendered in"))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`instance ${name} did not render its pages: ${child.logTail.join(" ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, child };
}

/** A page through nginx's throw-away certificate, as a visitor of www.example.be asks for it. */
function httpsText(url) {
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false, servername: "www.example.be" }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve(text));
    }).on("error", reject);
  });
}

/** Milliseconds after `since` at which `get` showed `phone` on every page; null past LIMIT_MS. */
async function arrival(get, phone, since) {
  const pending = new Set(PAGES);
  while (pending.size > 0) {
    if (performance.now() - since > LIMIT_MS) return null;
    for (const path of [...pending]) if ((await get(path)).includes(phone)) pending.delete(path);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(performance.now() - since);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function editPropagation(tmp) {
  if (!existsSync(NGINX)) {
    log("  skipped: no nginx (apt-get install nginx)");
    return { skipped: "no nginx (apt-get install nginx)" };
  }
  const database = await postgresUrl("edit");
  if (!database.url) {
    log(`  skipped: ${database.reason}`);
    return { skipped: database.reason };
  }
  // One after the other: the first migrates the new database.
  const a = await startInstance(database.url, "a", tmp);
  const b = await startInstance(database.url, "b", tmp);
  const added = spawnSync(
    process.execPath,
    ["scripts/cli-launcher.mjs", "users", "add", USER, "--password-stdin"],
    { cwd: root, env: { ...env, DATABASE_URL: database.url }, input: `${PASSWORD}\n` },
  );
  if (added.status !== 0) throw new Error(`users add failed: ${added.stderr}`);
  const nginx = await startNginx([a.host, b.host], tmp, "edit");
  try {
    const login = await fetch(`${a.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: a.url },
      body: new URLSearchParams({ username: USER, password: PASSWORD, redirectTo: "/admin" }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0];
    if (login.status !== 302 || !cookie) throw new Error(`sign-in answered ${login.status}`);
    const direct = (url) => (path) => fetch(url + path).then((res) => res.text());
    const targets = {
      a: direct(a.url),
      b: direct(b.url),
      nginx: (path) => httpsText(nginx.base + path),
    };
    const edits = [];
    for (let i = 0; i < EDITS; i++) {
      const phone = `+32 71 40 ${String(10 + i)} ${String(20 + i)}`;
      // Visitors meanwhile: nginx holds a fresh copy of each page when the save comes.
      const visited = performance.now();
      while (performance.now() - visited < 1_000) {
        await Promise.all(PAGES.map((path) => targets.nginx(path)));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const saved = await saveSettings(a.url, cookie, { phone });
      const since = performance.now();
      if (saved.status !== 302) throw new Error(`the save answered ${saved.status}`);
      const [onA, onB, throughNginx] = await Promise.all(
        Object.values(targets).map((target) => arrival(target, phone, since)),
      );
      const times = [onA, onB, throughNginx];
      const edit = {
        a: onA,
        b: onB,
        nginx: throughNginx,
        all: times.includes(null) ? null : Math.max(...times),
      };
      log(`  edit ${i + 1}: a ${onA} ms, b ${onB} ms, through nginx ${throughNginx} ms`);
      edits.push(edit);
    }
    const seen = edits.map((edit) => edit.all).filter((ms) => ms !== null);
    return {
      edits,
      missing: edits.length - seen.length,
      medianMs: seen.length ? median(seen) : null,
      maxMs: seen.length ? Math.max(...seen) : null,
    };
  } finally {
    await nginx.stop();
    await Promise.all([a.child.stop(), b.child.stop()]);
  }
}
