import type { Env } from "~/platform/runtime/env.server";
import type { CheckStatus, CheckValues, MailTls } from "./types";

type Result = { status: CheckStatus; values: CheckValues["mail"] };

/** The first line of the mail library's message, the password taken out should it appear. */
function oneLine(error: unknown, password: string | undefined): string {
  const line = (error instanceof Error ? error.message : String(error)).split("\n")[0]?.trim();
  const text = line || "no answer";
  return password ? text.replaceAll(password, "[password]") : text;
}

/**
 * Talks to the mail server as the site's outbox does (same TLS rules): connection, greeting,
 * EHLO, STARTTLS when required, and the login when an account is set. Sends no message.
 */
export async function checkMail(config: Env, timeoutMs: number): Promise<Result> {
  const host = config.SMTP_HOST;
  if (!host) return { status: "warn", values: { reason: "not-configured" } };
  const port = config.SMTP_PORT;
  const secure = config.SMTP_SECURE === "true";
  const tls: MailTls = secure ? "implicit" : config.SMTP_TLS === "require" ? "starttls" : "none";
  const { default: nodemailer } = await import("nodemailer"); // loaded only when there is a server to ask
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    requireTLS: config.SMTP_TLS === "require",
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return {
      status: "ok",
      values: { reason: "ok", host, port, tls, auth: Boolean(config.SMTP_USER) },
    };
  } catch (error) {
    return {
      status: "fail",
      values: { reason: "failed", host, port, tls, error: oneLine(error, config.SMTP_PASSWORD) },
    };
  } finally {
    transport.close();
  }
}
