import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { env } from "./env.server";
import { componentLogger } from "./logger.server";
import { parseSecretsKey } from "./secrets-key";

/**
 * Secrets kept in the database (TOTP seeds) are sealed with AES-256-GCM under a key that is not
 * in the database: SECRETS_KEY, or SECRETS_KEY_PREVIOUS while a key is being replaced. A sealed
 * value reads `v1.<key id>.<base64url(iv | tag | ciphertext)>`: the version says how to open it,
 * the key id which key sealed it (so a value under the previous key is found and sealed again).
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(bytes: Buffer): Key {
  const id = createHash("sha256").update("procelia secrets key id\n").update(bytes).digest("hex");
  return { id: id.slice(0, 8), bytes };
}

/** Thrown when a secret must be sealed or opened and no key can do it. */
export class SecretsKeyError extends Error {
  constructor(
    message: string,
    readonly reason: "missing" | "unknown" | "damaged",
  ) {
    super(message);
    this.name = "SecretsKeyError";
  }
}

/**
 * Without SECRETS_KEY, outside production or on the embedded database (a newcomer's machine): a
 * random key in a file beside the database folder (`<DATA_DIR>-secrets.key`, owner only),
 * made on first need. It is outside the database, so a dump alone opens nothing; production on
 * PostgreSQL has no such file and needs SECRETS_KEY.
 */
export function fallbackKeyFile(): string | undefined {
  const config = env();
  if (config.NODE_ENV === "production" && config.DATABASE_URL) return undefined;
  // Named after the database folder, so that two databases side by side never share a key.
  return `${resolve(config.DATA_DIR)}-secrets.key`;
}

let cachedKeys: { current?: Key; previous?: Key } | undefined;
/** The settings the keys were read from: tests change them (resetEnvCache), production never. */
let cachedFor: ReturnType<typeof env> | undefined;

function readOrMakeFallbackKey(file: string): Buffer {
  if (existsSync(file)) {
    const bytes = parseSecretsKey(readFileSync(file, "utf8"));
    if (!bytes) throw new SecretsKeyError(`${file} does not hold a 32-byte key`, "damaged");
    return bytes;
  }
  const bytes = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${bytes.toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process (a second instance, the command line) made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrMakeFallbackKey(file);
    throw error;
  }
  chmodSync(file, 0o600);
  componentLogger("secrets").warn(
    { file },
    "SECRETS_KEY is not set: secrets in the database are sealed with a key made in this file (set SECRETS_KEY in production)",
  );
  return bytes;
}

function keys(): { current?: Key; previous?: Key } {
  const config = env();
  if (cachedKeys && cachedFor === config) return cachedKeys;
  cachedFor = config;
  const previous = config.SECRETS_KEY_PREVIOUS
    ? keyOf(parseSecretsKey(config.SECRETS_KEY_PREVIOUS) as Buffer)
    : undefined;
  if (config.SECRETS_KEY) {
    cachedKeys = { current: keyOf(parseSecretsKey(config.SECRETS_KEY) as Buffer), previous };
    return cachedKeys;
  }
  const file = fallbackKeyFile();
  cachedKeys = { current: file ? keyOf(readOrMakeFallbackKey(file)) : undefined, previous };
  return cachedKeys;
}

/** Whether secrets can be sealed now (false: production on PostgreSQL without SECRETS_KEY). */
export function canSealSecrets(): boolean {
  return keys().current !== undefined;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

/** `context` ties the value to its place (column and row): moved elsewhere, it does not open. */
export function sealSecret(plain: string, context: string): string {
  const key = keys().current;
  if (!key) {
    throw new SecretsKeyError(
      "SECRETS_KEY is not set: a secret cannot be stored (see docs/configuration.md)",
      "missing",
    );
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const box = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  return `${VERSION}.${key.id}.${box}`;
}

/**
 * The clear value of a stored secret, and whether it should be stored again: in clear (from
 * before encryption) or sealed under the previous key.
 */
export function openSecret(stored: string, context: string): { plain: string; stale: boolean } {
  if (!isSealed(stored)) return { plain: stored, stale: true };
  const [, id, box = ""] = stored.split(".");
  const { current, previous } = keys();
  const key = [current, previous].find((candidate) => candidate?.id === id);
  if (!key) {
    throw new SecretsKeyError(
      `a secret is sealed with key ${id}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
      "unknown",
    );
  }
  const bytes = Buffer.from(box, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.bytes, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    return { plain, stale: key !== current };
  } catch {
    throw new SecretsKeyError(`a secret sealed with key ${id} does not open`, "damaged");
  }
}
