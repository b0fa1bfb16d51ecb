import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SunkMail {
  to: string[];
  /** The message as sent (headers and body, transfer encoding as it came). */
  raw: string;
  /** The body's text as a mail program shows it (mailparser). */
  text: string;
}

/**
 * A local mail server that keeps what it receives (no STARTTLS, no authentication: the site
 * sends to it with SMTP_TLS=none), for specs that follow a link sent by e-mail.
 */
export async function startSmtpSink(port: number) {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        simpleParser(raw).then(
          (mail) => {
            mails.push({ to, raw, text: mail.text ?? "" });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    mails,
    /** The environment that points the site at this server. */
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "none" },
    /** The first mail received from now on (or already) that matches, within the timeout. */
    async waitFor(match: (mail: SunkMail) => boolean, timeout = 15_000): Promise<SunkMail> {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such mail among ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
