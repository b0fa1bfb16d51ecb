import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as a mail program shows it: decoded headers and plain-text body. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  subject: string;
  header: (name: string) => string;
  text: string;
}

export interface SmtpSink {
  mails: ReceivedMail[];
  /** While false, every recipient is refused with a temporary error (451). */
  accepting: boolean;
  close: () => Promise<void>;
}

/** A message as a mail program reads it (mailparser): decoded subject, headers and text. */
async function parse(raw: Buffer, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  const header = (name: string) => {
    const value = mail.headers.get(name.toLowerCase());
    if (typeof value === "string") return value;
    if (value && typeof value === "object" && "text" in value) return String(value.text);
    if (value && typeof value === "object" && "value" in value) return String(value.value);
    return "";
  };
  return { to, subject: mail.subject ?? "", header, text: mail.text ?? "" };
}

/** A local mail server that keeps what it receives, for tests through the real mailer. */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const sink: SmtpSink = { mails: [], accepting: true, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.accepting) return callback();
      callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        parse(Buffer.concat(chunks), to).then(
          (mail) => {
            sink.mails.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

/** The settings that point the site's mailer at a sink on `port` (no TLS, no authentication). */
export function sinkSettings(port: number) {
  return { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "none" };
}
