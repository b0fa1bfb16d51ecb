import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "~/admin/webhooks/webhook-address.server";
import { webhookRetryDelayMs } from "~/admin/webhooks/webhook-delivery.server";
import { fileLinkValid, signedFileLink } from "~/admin/webhooks/webhook-file-link.server";
import { newWebhookSecret, signedHeaders } from "~/admin/webhooks/webhook-signing.server";

describe("webhook parts", () => {
  it("signs as Standard Webhooks say: a receiver's library verifies the body and refuses a changed one", () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: "request.received", data: { id: 1, name: "Zoë" } });
    const headers = signedHeaders(secret, "msg_abc", body);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace("Zoë", "Zoe"), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it("takes only public unicast addresses", () => {
    for (const refused of [
      "127.0.0.1",
      "::1",
      "10.2.3.4",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "fe80::1",
      "fc00::1",
      "0.0.0.0",
      "::",
      "::ffff:10.0.0.1",
      "100.64.0.1",
      "not an address",
    ]) {
      expect(isPublicAddress(refused), refused).toBe(false);
    }
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2a00:1450:4001:80b::200e")).toBe(true);
  });

  it("retries every 5 s for half a minute, then doubling to 2 hours, about 50 times in 3 days", () => {
    const delays = Array.from({ length: 80 }, (_, n) => webhookRetryDelayMs(n + 1, () => 0));
    expect(delays.slice(0, 6)).toEqual([5_000, 5_000, 5_000, 5_000, 5_000, 5_000]);
    expect(delays[6]).toBe(10_000);
    expect(Math.max(...delays)).toBe(7_200_000);
    let total = 0;
    let attempts = 0;
    while (total < 3 * 86_400_000) total += delays[attempts++] ?? 0;
    expect(attempts).toBeGreaterThan(40);
    expect(attempts).toBeLessThan(60);
  });

  it("ends a file's link at its expiry", () => {
    const secret = newWebhookSecret();
    const now = new Date("2026-11-29T10:00:00Z");
    const link = new URL(signedFileLink("https://site.example", secret, "msg_x", 4, now).url);
    const expires = link.searchParams.get("expires") ?? "";
    const signature = link.searchParams.get("signature") ?? "";
    expect(fileLinkValid(secret, "msg_x", 4, expires, signature, now)).toBe(true);
    expect(fileLinkValid(secret, "msg_x", 5, expires, signature, now)).toBe(false);
    const later = new Date(now.getTime() + 8 * 86_400_000);
    expect(fileLinkValid(secret, "msg_x", 4, expires, signature, later)).toBe(false);
  });
});
