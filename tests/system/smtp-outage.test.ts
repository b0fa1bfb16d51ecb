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

interface Received {
  messageId: string;
  replyTo: string;
  subject: string;
}

let smtp: SMTPServer;
let site: RunningServer;
let accepting = false;
let refused = 0;
const received: Received[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!accepting) {
        refused++;
        return callback(
          Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }),
        );
      }
      callback();
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const header = (name: string) =>
          raw.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "";
        received.push({
          messageId: header("Message-ID"),
          replyTo: header("Reply-To"),
          subject: header("Subject"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  site = await startServer({
    DATA_DIR: migratedDataDir(),
    DATABASE_URL: undefined,
    SMTP_HOST: "127.0.0.1",
    SMTP_TLS: "none", // the local sink offers no STARTTLS
    MAIL_TO: "leads@example.com",
    SMTP_PORT: String(port),
    OUTBOX_RETRY_BASE_MS: "500",
    OUTBOX_RETRY_MAX_MS: "2000",
    OUTBOX_POLL_MS: "500",
  });
});

afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it("e-mails every stored request exactly once after the mail server recovers", async () => {
  const ids: number[] = [];
  for (let n = 1; n <= 12; n++) {
    const { status, id } = await postContact(site.url, validContact(n));
    expect(status).toBe(201);
    ids.push(id as number);
  }
  // The mail server refuses for a while: requests stay stored, the visitor was told 201 anyway.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect(refused).toBeGreaterThan(0);
  expect(received).toHaveLength(0);

  accepting = true;
  const deadline = Date.now() + 30_000;
  // The team's e-mails; the visitors' acknowledgements leave after them.
  const team = () => received.filter((mail) => mail.messageId.startsWith("<contact-"));
  const acks = () => received.filter((mail) => mail.messageId.startsWith("<ack-"));
  while ((team().length < ids.length || acks().length < ids.length) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Wait a few more polls: nothing may be sent twice.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const perId = new Map<number, number>();
  for (const mail of team()) {
    const id = Number(mail.messageId.match(/<contact-(\d+)@/)?.[1]);
    perId.set(id, (perId.get(id) ?? 0) + 1);
  }
  expect([...perId.keys()].sort((a, b) => a - b)).toEqual(ids);
  expect([...perId.values()].every((count) => count === 1)).toBe(true);
  expect(
    team()
      .map((mail) => mail.replyTo)
      .sort(),
  ).toEqual(ids.map((_, i) => validContact(i + 1).email).sort());
  expect(
    team().every((mail) =>
      /^Nouvelle demande de contact #\d+ \(site web, (FR|EN)\)$/.test(mail.subject),
    ),
  ).toBe(true);
  // Each visitor is acknowledged once, through the outage too.
  expect(
    acks()
      .map((mail) => Number(mail.messageId.match(/<ack-(\d+)@/)?.[1]))
      .sort((a, b) => a - b),
  ).toEqual(ids);
});
