/** The events an endpoint can choose, as the body's "type" names them. */
export const webhookEvents = [
  "request.received",
  "request.status_changed",
  "application.received",
] as const;

export type WebhookEvent = (typeof webhookEvents)[number];

/** The test an administrator sends from the back office: never chosen, always accepted. */
export const TEST_EVENT = "webhook.test";

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (webhookEvents as readonly string[]).includes(value);
