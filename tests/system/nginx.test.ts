import type { Challenge } from "altcha-lib";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedChallenge } from "../integration/contact-proof";
import { adminUrl, freshDatabase, hasNginx, httpsRequest, type Nginx, startNginx } from "./nginx";
import { freePort, type RunningServer, startServer, validContact } from "./server";

/**
 * What we recommend is what we test: Debian's nginx runs deploy/nginx.conf in front of two
 * instances on one PostgreSQL.
 */

const instanceEnv = {
  HOST: "127.0.0.1",
  TRUST_PROXY: "loopback",
  PUBLIC_SITE_URL: "https://www.example.be",
};

describe.runIf(adminUrl && hasNginx)("two instances behind nginx on one PostgreSQL", () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  describe("shared rate limit and outbox", () => {
    const mails: string[] = [];
    let smtp: SMTPServer;
    let instances: RunningServer[] = [];
    let nginx: Nginx;

    beforeAll(async () => {
      const smtpPort = await freePort();
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          let raw = "";
          stream.on("data", (chunk) => {
            raw += chunk;
          });
          stream.on("end", () => {
            mails.push(raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim() ?? "");
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
      const databaseUrl = await freshDatabase(admin, "procelia_system_nginx_a");
      const env = {
        ...instanceEnv,
        DATABASE_URL: databaseUrl,
        CONTACT_RATE_LIMIT: "10",
        SMTP_HOST: "127.0.0.1",
        SMTP_TLS: "none", // the local sink offers no STARTTLS
        MAIL_TO: "leads@example.com",
        SMTP_PORT: String(smtpPort),
        OUTBOX_POLL_MS: "200",
      };
      instances = [await startServer(env), await startServer(env)];
      nginx = await startNginx(instances.map((instance) => new URL(instance.url).host));
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it("accepts exactly the configured limit from one visitor across both instances", async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 30; n++) {
        // As a browser with JavaScript: the challenge from one instance, maybe solved for the
        // other (both derive the key from the shared database's password), so none is held.
        const challenge = (await httpsRequest(nginx.url, "/api/contact/challenge")).json;
        const altcha = await solvedChallenge(challenge as unknown as Challenge);
        statuses.push(
          (await httpsRequest(nginx.url, "/api/contact", { ...validContact(n), altcha })).status,
        );
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      const served = nginx
        .accessLog()
        .split("\n")
        .filter((line) => line.includes("/api/contact"))
        .map((line) => line.split(" ")[1]);
      for (const instance of instances) expect(served).toContain(new URL(instance.url).host);
    });

    it("e-mails every stored request exactly once while both instances send", async () => {
      // The team's e-mails, and the visitors' acknowledgements (one address per request here).
      const team = () => mails.filter((id) => id.startsWith("<contact-"));
      const acks = () => mails.filter((id) => id.startsWith("<ack-"));
      const deadline = Date.now() + 30_000;
      while ((team().length < 10 || acks().length < 10) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(team()).toHaveLength(10);
      expect(new Set(team()).size).toBe(10);
      expect(acks()).toHaveLength(10);
      expect(new Set(acks()).size).toBe(10);
    });

    it("answers readiness and pages through nginx over HTTPS", async () => {
      expect((await httpsRequest(nginx.url, "/readyz")).status).toBe(200);
      const page = await httpsRequest(nginx.url, "/automation");
      expect(page.status).toBe(200);
      expect(String(page.headers["strict-transport-security"])).toContain("max-age");
    });
  });

  describe("an instance killed during a burst", () => {
    let instances: RunningServer[] = [];
    let nginx: Nginx;
    let databaseUrl: string;

    beforeAll(async () => {
      databaseUrl = await freshDatabase(admin, "procelia_system_nginx_b");
      const env = { ...instanceEnv, DATABASE_URL: databaseUrl, CONTACT_RATE_LIMIT: "100000" };
      instances = [await startServer(env), await startServer(env)];
      // Eight clients posting at once play eight visitors, all from 127.0.0.1.
      nginx = await startNginx(
        instances.map((instance) => new URL(instance.url).host),
        64,
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    });

    it("loses no acknowledged request, and nginx goes on answering from the other", async () => {
      const acknowledged: number[] = [];
      let sent = 0;
      let killed = false;
      const client = async () => {
        while (sent < 300) {
          const n = ++sent;
          try {
            const { status, json } = await httpsRequest(nginx.url, "/api/contact", validContact(n));
            if (status === 201 && typeof json.id === "number") acknowledged.push(json.id);
          } catch {
            // Cut by the kill before an answer: not acknowledged, so not promised.
          }
          if (acknowledged.length >= 60 && !killed) {
            killed = true;
            await instances[0]?.kill9();
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));
      expect(killed).toBe(true);
      // The surviving instance took the rest: far more than the 60 before the kill.
      expect(acknowledged.length).toBeGreaterThan(250);
      expect((await httpsRequest(nginx.url, "/automation")).status).toBe(200);

      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      const { rows } = await reader.query<{ id: number }>(
        "select id from leads where id = any($1::int[])",
        [acknowledged],
      );
      await reader.end();
      expect(rows).toHaveLength(acknowledged.length);
    });
  });
});
