import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveSettings, telOf } from "../../scripts/site-edit.mjs";
import {
  adminUrl,
  earlyInASecond,
  freshDatabase,
  hasNginx,
  httpsRequest,
  type Nginx,
  startNginx,
} from "./nginx";
import { addAccount, type RunningServer, signIn, startServer } from "./server";

/**
 * "The company edits its own site", as deployed: two instances on one PostgreSQL behind
 * deploy/nginx.conf. The office manager saves a new phone number in the back office of one
 * instance; within 2 s of the save's answer both instances, and nginx in front of them, serve it
 * on the French home page, the English contact page and a service page, tap-to-call link included.
 * A change written in plain SQL (a script, psql) reaches them the same way: the trigger, not the
 * back office, tells every instance.
 */

const USER = "office.manager";
const PASSWORD = "Bureau de Charleroi 2026";
const SITE = "https://www.example.be";
const OLD_TEL = "tel:+3269551240";
/** French home, English contact, and a page whose number is only in the header and footer. */
const PAGES = ["/", "/en/contact", "/en/automation"];
const WITHIN_MS = 2_000;

interface Target {
  name: string;
  get: (path: string) => Promise<string>;
}

/**
 * Polls every page of every target until each shows `phone`; the milliseconds after `since` at
 * which each target served it on all of them (Infinity: not within `limitMs`).
 */
async function arrival(
  targets: Target[],
  phone: string,
  since: number,
  limitMs = 5_000,
): Promise<Record<string, number>> {
  const times = await Promise.all(
    targets.map(async (target) => {
      const pending = new Set(PAGES);
      while (pending.size > 0) {
        if (performance.now() - since > limitMs) return Number.POSITIVE_INFINITY;
        for (const path of [...pending]) {
          if ((await target.get(path)).includes(phone)) pending.delete(path);
        }
        if (pending.size > 0) await new Promise((done) => setTimeout(done, 20));
      }
      return Math.round(performance.now() - since);
    }),
  );
  return Object.fromEntries(targets.map((target, i) => [target.name, times[i] as number]));
}

describe.runIf(adminUrl && hasNginx)("a site edit on two instances behind nginx", () => {
  let admin: pg.Client;
  /** The instances' database, for the change written in plain SQL. */
  let db: pg.Client;
  let instances: RunningServer[] = [];
  let nginx: Nginx;
  let targets: Target[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const databaseUrl = await freshDatabase(admin, "procelia_system_site_edit");
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const env = {
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: SITE,
      DATABASE_URL: databaseUrl,
    };
    // One after the other: the first migrates the new database.
    instances = [await startServer(env), await startServer(env)];
    addAccount(env, USER, PASSWORD);
    nginx = await startNginx(instances.map((instance) => new URL(instance.url).host));
    // Each instance renders the pages once at boot; the edit is measured on a settled site.
    const deadline = Date.now() + 60_000;
    while (
      instances.some((instance) => !instance.output().includes("pages rendered in")) &&
      Date.now() < deadline
    ) {
      await new Promise((done) => setTimeout(done, 100));
    }
    const direct = (instance: RunningServer) => (path: string) =>
      fetch(instance.url + path).then((res) => res.text());
    targets = [
      { name: "instance a", get: direct(instances[0] as RunningServer) },
      { name: "instance b", get: direct(instances[1] as RunningServer) },
      { name: "nginx", get: (path) => httpsRequest(nginx.url, path).then((res) => res.text) },
    ];
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.end();
    await admin?.end();
  });

  it("lets nginx keep a shared page for a second at most, so that an edit fits in 2 s", async () => {
    // nginx counts whole seconds: a copy stored early in a second is the worst case.
    await earlyInASecond();
    const path = `/en/automation?copy=${Date.now()}`;
    const first = await httpsRequest(nginx.url, path);
    const storedAt = performance.now();
    expect(first.headers["x-cache"]).toBe("MISS");
    let hits = 0;
    let age = 0;
    for (;;) {
      // When the request left, not when its answer came: a miss waits for an instance to render
      // the page, which a loaded machine makes slow, while nginx decided on arrival.
      const sent = performance.now();
      const again = await httpsRequest(nginx.url, path);
      age = sent - storedAt;
      if (again.headers["x-cache"] !== "HIT" || age > 3_000) break;
      hits += 1;
      await new Promise((done) => setTimeout(done, 20));
    }
    // A burst is still answered by nginx, and its copy is asked again within the second.
    expect(hits).toBeGreaterThan(0);
    expect(age).toBeLessThan(1_100);
  });

  it("serves a phone number saved in the back office of one instance on both within 2 s", async () => {
    const phone = "+32 71 23 45 67";
    for (const target of targets) {
      const home = await target.get("/");
      expect(home, target.name).toContain(`href="${OLD_TEL}"`);
      expect(home, target.name).not.toContain(phone);
    }
    // The office manager, signed in on instance a, sends the settings form as a browser does.
    const [a] = instances as [RunningServer];
    const cookie = await signIn(a.url, USER, PASSWORD);
    const saved = await saveSettings(a.url, cookie, { phone });
    const savedAt = performance.now();
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/settings?done=saved");
    // Everything else went as the page showed it: the stored number was the default one.
    expect(saved.form.get("hours.monday.open")).toBe("on");

    const times = await arrival(targets, phone, savedAt);
    console.info(`[site edit] back-office save visible after (ms): ${JSON.stringify(times)}`);
    for (const target of targets) expect(times[target.name], target.name).toBeLessThan(WITHIN_MS);
    for (const target of targets) {
      for (const path of PAGES) {
        const html = await target.get(path);
        expect(html, `${target.name} ${path}`).toContain(`href="${telOf(phone)}"`);
        expect(html, `${target.name} ${path}`).not.toContain(OLD_TEL);
      }
    }
  });

  it("serves a phone number changed in plain SQL on both instances within 2 s", async () => {
    const phone = "+32 65 98 76 54";
    const changed = await db.query(
      `update site_settings
          set values = jsonb_set(values, '{phone}', to_jsonb($1::text)), version = version + 1,
              updated_at = now(), updated_by = 'psql'
        where id = 1`,
      [phone],
    );
    const savedAt = performance.now();
    expect(changed.rowCount).toBe(1);

    const times = await arrival(targets, phone, savedAt);
    console.info(`[site edit] SQL change visible after (ms): ${JSON.stringify(times)}`);
    for (const target of targets) expect(times[target.name], target.name).toBeLessThan(WITHIN_MS);
    for (const target of targets) {
      expect(await target.get("/en/contact"), target.name).toContain(`href="${telOf(phone)}"`);
    }
  });
});
