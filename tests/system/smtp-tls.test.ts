import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  freePort,
  migratedDataDir,
  postContact,
  type RunningServer,
  startServer,
  validContact,
} from "./server";

/**
 * A mail server that offers no STARTTLS but would take AUTH PLAIN and a message in clear text:
 * the site must send it neither its password nor a lead.
 */
let smtp: SMTPServer;
let site: RunningServer;
const dataDir = migratedDataDir();
let connections = 0;
const passwords: string[] = [];
const senders: string[] = [];
let messages = 0;

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      passwords.push(auth.password ?? "");
      callback(null, { user: auth.username });
    },
    onMailFrom(address, _session, callback) {
      senders.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      messages++;
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  site = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_USER: "site",
    SMTP_PASSWORD: "mot-de-passe-du-site",
    MAIL_TO: "leads@example.com",
    OUTBOX_RETRY_BASE_MS: "300",
    OUTBOX_RETRY_MAX_MS: "600",
    OUTBOX_POLL_MS: "300",
  });
});

afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dirname(dataDir), { recursive: true, force: true });
});

it("sends no password and no lead to a mail server without STARTTLS, and keeps the lead pending", async () => {
  const { status, id } = await postContact(site.url, validContact(1));
  expect(status).toBe(201);

  // Several attempts of the outbox: each connects, finds no STARTTLS and hangs up.
  const deadline = Date.now() + 20_000;
  while (connections < 3 && messages === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(passwords, "AUTH in clear text").toEqual([]);
  expect(senders, "MAIL FROM in clear text").toEqual([]);
  expect(messages, "message in clear text").toBe(0);
  expect(connections, "the outbox kept retrying").toBeGreaterThanOrEqual(3);
  expect(site.output()).not.toContain("mot-de-passe-du-site");

  await site.stop();
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query<{
      notification_status: string;
      attempts: number;
      error: string;
    }>(
      `select notification_status, notification_attempts as attempts, last_notification_error as error
       from leads where id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.notification_status).toBe("pending");
    expect(rows[0]?.attempts).toBeGreaterThanOrEqual(2);
    expect(rows[0]?.error).toMatch(/STARTTLS/i);
  } finally {
    await db.close();
  }
});
