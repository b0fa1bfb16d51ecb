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

/** RFC 2047 words (=?UTF-8?Q?...?= / ?B?) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuoted(data.replaceAll("_", " ")),
    );
}

function decodeQuoted(data: string): string {
  const bytes: number[] = [];
  const text = data.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    decodeWords(head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "");
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuoted(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { to, subject: header("Subject"), header, text: text.replace(/\r\n/g, "\n") };
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
        sink.mails.push(parse(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
