import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { claimTotpStep, readTotp } from "~/admin/accounts/account-factors.server";
import { company } from "~/platform/content/company";
import type { Database } from "~/platform/database/db.server";

/** A phone's clock a little off still works: the codes of one step either side are accepted. */
export const TOTP_TOLERANCE_SECONDS = 30;

/** 160 random bits, base32 (RFC 4226's recommended length), as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: company.shortName, label: account, secret });
}

/** The QR code as an SVG data URL (drawn on the server: no script, and `img-src data:` allows it). */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** What was typed, digits only ("123 456" and "123456" are the same code). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "").slice(0, 12);
}

/** The time step a code belongs to, within the tolerance; undefined when it matches none. */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
): Promise<number | undefined> {
  const token = normalizeCode(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
  });
  // A TOTP result carries its time step (an HOTP one, a counter).
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

/**
 * Uses an account's TOTP code: true when it matches and its time step is spent (a replay of the
 * same code, or an older one, fails even within the window).
 */
export async function useTotpCode(db: Database, userId: number, code: string, now: Date) {
  const totp = await readTotp(db, userId);
  const step = totp?.enabled && totp.secret ? await matchTotp(totp.secret, code, now) : undefined;
  return step !== undefined && (await claimTotpStep(db, userId, step));
}
