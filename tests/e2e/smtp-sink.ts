import { SMTPServer } from "smtp-server";

export interface SunkMail {
  to: string[];
  /** The message as sent (headers and body, transfer encoding as it came). */
  raw: string;
  /** The body's text, quoted-printable decoded. */
  text: string;
}

/** A quoted-printable body as text: soft line breaks joined, =XX bytes read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function bodyText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return decodeQuotedPrintable(body);
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body;
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
        mails.push({ to, raw, text: bodyText(raw) });
        callback();
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
