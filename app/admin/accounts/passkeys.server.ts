import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import {
  findPasskey,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  storeChallenge,
  takeChallenge,
} from "~/admin/accounts/passkey-records.server";
import { company } from "~/platform/content/company";
import type { Database } from "~/platform/database/db.server";
import type { Passkey } from "~/platform/database/schema";
import { clientKey } from "~/platform/http/client-key.server";
import { createLimiter, takePoint } from "~/platform/http/rate-limit.server";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";

const log = componentLogger("passkeys");

/** The relying party is the public site: its host is the passkeys' scope, its origin the only one accepted. */
export function relyingParty() {
  const url = new URL(env().PUBLIC_SITE_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: company.name };
}

/** The WebAuthn user handle: the account's id, never its name or e-mail. */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`user:${userId}`);
}
const userHandleText = (userId: number) => Buffer.from(userHandle(userId)).toString("base64url");

export const PASSKEY_NAME_MAX = 60;

export async function registrationOptions(
  db: Database,
  user: { id: number; username: string; displayName: string },
): Promise<{ handle: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { rpID, rpName } = relyingParty();
  const existing = await listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.username,
    userDisplayName: user.displayName || user.username,
    userID: userHandle(user.id),
    attestationType: "none",
    // The same authenticator twice would be one device under two names.
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    // A discoverable credential with user verification: a passkey that signs in on its own.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const handle = await storeChallenge(db, {
    userId: user.id,
    purpose: "register",
    challenge: options.challenge,
  });
  return { handle, options };
}

/** What a browser's answer must match: the challenge made for it, this site, a verified user. */
function expected(challenge: string) {
  const { rpID, origin } = relyingParty();
  return {
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  };
}

/** Verifies the browser's answer to `registrationOptions` and keeps the new passkey. */
export async function registerPasskey(
  db: Database,
  userId: number,
  input: { handle: string; response: RegistrationResponseJSON; name: string },
  now = new Date(),
): Promise<Passkey | undefined> {
  const stored = await takeChallenge(db, input.handle, "register", now);
  if (!stored || stored.userId !== userId) return undefined;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      ...expected(stored.challenge),
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    const row = {
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name.trim().slice(0, PASSKEY_NAME_MAX),
    };
    if (!(await insertPasskey(db, row, now))) return undefined;
    return { ...row, createdAt: now, lastUsedAt: null };
  } catch (error) {
    log.info({ err: error instanceof Error ? error.message : String(error) }, "passkey refused");
    return undefined;
  }
}

/**
 * Options to sign in with a passkey: any passkey of the site (discoverable, `userId` null), or
 * one of this account's (second factor, step-up).
 */
export async function authenticationOptions(
  db: Database,
  userId: number | null,
): Promise<{ handle: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const { rpID } = relyingParty();
  const allowCredentials = userId
    ? (await listPasskeys(db, userId)).map((key) => ({ id: key.id, transports: key.transports }))
    : undefined;
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials,
    userVerification: "required",
  });
  const handle = await storeChallenge(db, {
    userId,
    purpose: "authenticate",
    challenge: options.challenge,
  });
  return { handle, options };
}

/**
 * Verifies a passkey's answer to `authenticationOptions(db, userId)`: the challenge must have
 * been made for the same account (or for anyone), the passkey must be that account's, the
 * signature good and the user verified. Returns the passkey's account.
 */
export async function verifyPasskey(
  db: Database,
  userId: number | null,
  input: { handle: string; response: AuthenticationResponseJSON },
  now = new Date(),
): Promise<{ userId: number; passkey: Passkey } | undefined> {
  const stored = await takeChallenge(db, input.handle, "authenticate", now);
  if (!stored || stored.userId !== userId) return undefined;
  const passkey = await findPasskey(db, input.response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) return undefined;
  const handle = input.response.response.userHandle;
  if (handle && handle !== userHandleText(passkey.userId)) return undefined;
  try {
    const result = await verifyAuthenticationResponse({
      response: input.response,
      ...expected(stored.challenge),
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    if (!result.verified) return undefined;
    await recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter, now);
    return { userId: passkey.userId, passkey };
  } catch (error) {
    log.info({ err: error instanceof Error ? error.message : String(error) }, "passkey refused");
    return undefined;
  }
}

let optionsLimiter: Promise<RateLimiterAbstract> | undefined;

/**
 * Passkey sign-in options are asked before any sign-in, and each keeps a row for five minutes:
 * an address gets 30 a minute, plenty for people, too few to fill the table.
 */
export async function allowSignInOptions(ip: string | undefined): Promise<number | undefined> {
  optionsLimiter ??= createLimiter({
    keyPrefix: "passkey-options",
    points: 30,
    durationSeconds: 60,
  });
  try {
    return await takePoint(await optionsLimiter, clientKey(ip));
  } catch (error) {
    optionsLimiter = undefined;
    throw error;
  }
}

/** Tests open a new database: the next check builds the limiter on it. */
export function resetPasskeyLimiter(): void {
  optionsLimiter = undefined;
}
