import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

const SECRET_PREFIX = "whsec_";

/** A new signing secret: 32 random bytes, in the form receivers' libraries take as is. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** A message id: "msg_" and 20 random bytes, unguessable (it also names the files' links). */
export function newMessageId(): string {
  return `msg_${randomBytes(20).toString("base64url")}`;
}

/** The three Standard Webhooks headers of one attempt: the id stays, the time is the attempt's. */
export function signedHeaders(
  secret: string,
  messageId: string,
  body: string,
  at = new Date(),
): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}
