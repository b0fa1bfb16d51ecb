import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a file's link in a webhook works: the retry window, and time to fetch after it. */
export const FILE_LINK_DAYS = 7;

/** The signing secret's bytes: the base64 after "whsec_". */
const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

function signature(secret: string, messageId: string, fileId: number, expires: number): string {
  return createHmac("sha256", keyOf(secret))
    .update(`${messageId}.${fileId}.${expires}`)
    .digest("base64url");
}

/**
 * A file's link for a receiver without a back-office session: signed with the endpoint's own
 * secret (turning the endpoint off, or removing the request, ends it) and expiring.
 */
export function signedFileLink(
  siteUrl: string,
  secret: string,
  messageId: string,
  fileId: number,
  now = new Date(),
): { url: string; expiresAt: string } {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_DAYS * 86_400;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, messageId, fileId, expires),
  });
  return {
    url: `${siteUrl}/webhook-files/${encodeURIComponent(messageId)}/${fileId}?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Whether a link's signature holds and it has not expired. */
export function fileLinkValid(
  secret: string,
  messageId: string,
  fileId: number,
  expiresText: string,
  given: string,
  now = new Date(),
): boolean {
  if (!/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, messageId, fileId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
