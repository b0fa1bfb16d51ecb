import { afterAll, beforeAll, expect, it } from "vitest";
import { sendAccountMail } from "~/admin/intake/mailer.server";
import { configure } from "../../../../tests/integration/harness";
import { type SmtpSink, startSmtpSink } from "../../../../tests/integration/smtp-sink";

/** A subject is read aloud, searched and sorted by the mail program: no invisible joiner in it. */
const SMTP_PORT = 4662;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT);
  configure({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(SMTP_PORT), SMTP_TLS: "none" });
});
afterAll(() => sink.close());

it("sends a subject naming a code without the joiner that keeps it whole on a page", async () => {
  await sendAccountMail({
    to: "ingenieur@procelia.example",
    subject: "Mise en service de l'automate S7-\u20601500",
    text: "Le programme S7-\u20601500 est prêt.",
  });
  expect(sink.mails.map((mail) => mail.subject)).toEqual(["Mise en service de l'automate S7-1500"]);
});
