import { createHmac, randomBytes } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import { type Database, getDb } from "~/platform/database/db.server";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { claimSolution, purgeExpiredSolutions } from "~/site/contact/altcha-solutions.server";

const log = componentLogger("contact");

/**
 * The proof of work (ALTCHA v2, SHA-256): the browser finds the counter whose hash the server
 * derived, counting from 0, so the work is the counter itself. 5,000 to 40,000 hashes: a fraction
 * of a second in a browser (WebCrypto), a real cost for a script sending thousands of requests.
 */
const COUNTER = { min: 5_000, max: 40_000 } as const;
/** Long enough for a visitor who writes a long message, short enough not to pile up replays. */
const LIFETIME_MS = 2 * 60 * 60 * 1000;

let secrets: { challenge: string; key: string } | undefined;

/**
 * A default key every instance of one site shares without configuration: derived one-way from
 * the database's password (a secret the instances already share, never readable from the key).
 * Without a password worth the name, none: a random key per start instead.
 */
function keyFromDatabase(): string | undefined {
  const url = env().DATABASE_URL;
  if (!url) return undefined;
  try {
    const password = decodeURIComponent(new URL(url).password);
    if (password.length < 8) return undefined;
    return createHmac("sha256", "procelia-altcha-default").update(url).digest("hex");
  } catch {
    return undefined;
  }
}

/**
 * The HMAC secrets, derived from ALTCHA_HMAC_KEY (two purposes, two keys), else from the
 * database's password, else from a random key made at start: never a constant anyone could read
 * in the code. A request answering a challenge this key did not sign is held, never refused.
 */
function hmacSecrets(): { challenge: string; key: string } {
  if (!secrets) {
    const root = env().ALTCHA_HMAC_KEY ?? keyFromDatabase();
    if (!root && env().NODE_ENV === "production") {
      log.warn(
        "ALTCHA_HMAC_KEY is not set: a random key is used, so requests answering a challenge of another instance or of the previous start are held for review",
      );
    }
    const base = root ?? randomBytes(32).toString("hex");
    const derive = (purpose: string) => createHmac("sha256", base).update(purpose).digest("hex");
    secrets = { challenge: derive("altcha-challenge"), key: derive("altcha-key") };
  }
  return secrets;
}

/** Tests change the key through the environment. */
export function resetChallengeSecrets(): void {
  secrets = undefined;
  lastPurge = 0;
}

/** A new signed challenge; its issue time is signed with it, for the time-to-submit rule. */
export function newChallenge(now = Date.now()): Promise<Challenge> {
  const { challenge, key } = hmacSecrets();
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(COUNTER.max, COUNTER.min),
    deriveKey,
    data: { issued: now },
    expiresAt: new Date(now + LIFETIME_MS),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  });
}

/** What the form sends: the challenge as received and the solution found. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        data: z.object({ issued: z.number() }).loose().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(256).optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

export type ChallengeVerdict =
  | { status: "missing" }
  | { status: "failed" }
  | { status: "solved"; elapsedMs: number };

/** Expired solutions are purged at most this often, by whichever instance checks one. */
const PURGE_EVERY_MS = 10 * 60 * 1000;
let lastPurge = 0;

/**
 * Records the solution in the database, so that one solved challenge is accepted once whatever
 * the instance or restarts; false for a replay. A database that does not answer counts as a
 * replay (the request is then held, as for any failed proof), never as a fresh solution.
 */
async function firstUse(signature: string, expiresAt: Date, db?: Database): Promise<boolean> {
  try {
    const database = db ?? (await getDb());
    const fresh = await claimSolution(database, signature, expiresAt);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      void purgeExpiredSolutions(database).catch((error: unknown) =>
        log.warn({ error: String((error as Error).message).slice(0, 300) }, "purge failed"),
      );
    }
    return fresh;
  } catch (error) {
    log.warn(
      { error: String((error as Error).message).slice(0, 300) },
      "used challenge not recorded: the request is held",
    );
    return false;
  }
}

/** Checks the `altcha` field of a request; anything but a fresh, valid solution says why. */
export async function verifyChallenge(
  field: unknown,
  now = Date.now(),
  db?: Database,
): Promise<ChallengeVerdict> {
  if (typeof field !== "string" || field.trim() === "") return { status: "missing" };
  let payload: z.output<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(field.slice(0, 4096)));
  } catch {
    return { status: "failed" };
  }
  const { challenge, key } = hmacSecrets();
  try {
    const result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: challenge,
      hmacKeySignatureSecret: key,
    });
    const signature = payload.challenge.signature ?? "";
    if (!result.verified || signature === "") return { status: "failed" };
    // Signed with the challenge, so its expiry cannot be stretched; kept until then.
    const expiresAt = new Date(
      (payload.challenge.parameters.expiresAt ?? 0) * 1000 || now + LIFETIME_MS,
    );
    if (!(await firstUse(signature, expiresAt, db))) return { status: "failed" };
    const issued = payload.challenge.parameters.data?.issued ?? now;
    return { status: "solved", elapsedMs: Math.max(0, now - issued) };
  } catch {
    return { status: "failed" };
  }
}
