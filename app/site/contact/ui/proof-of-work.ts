/**
 * The contact form's proof of work, solved in the visitor's browser (app/site/contact/
 * challenge.server.ts issues and checks it). A few dozen lines instead of the ALTCHA widget
 * (a web component of its own, tens of KB): the form needs no visible widget, only the answer.
 * No third party, no cookie, nothing stored; fetched when the visitor starts on the form.
 */
interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; keyPrefix: string };
  signature?: string;
}

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** How many hashes are in flight at once: WebCrypto works off the main thread. */
const BATCH = 256;
/** The server's counters stay far below this; past it the challenge is not ours. */
const MAX_COUNTER = 1_000_000;

/**
 * Finds the counter whose SHA-256 of salt + nonce + counter (32-bit big-endian) starts with the
 * challenge's key prefix, as ALTCHA v2 defines it with cost 1.
 */
async function solve(challenge: Challenge) {
  const { salt, nonce, keyPrefix } = challenge.parameters;
  const head = new Uint8Array([...hexBytes(salt), ...hexBytes(nonce)]);
  const prefix = keyPrefix.toLowerCase();
  for (let start = 0; start < MAX_COUNTER; start += BATCH) {
    const keys = await Promise.all(
      Array.from({ length: BATCH }, (_, offset) => {
        const data = new Uint8Array(head.length + 4);
        data.set(head);
        new DataView(data.buffer).setUint32(head.length, start + offset);
        return crypto.subtle.digest("SHA-256", data);
      }),
    );
    for (const [offset, key] of keys.entries()) {
      const hex = toHex(new Uint8Array(key));
      if (hex.startsWith(prefix)) return { counter: start + offset, derivedKey: hex };
    }
  }
  return null;
}

let pending: Promise<string | null> | undefined;

/**
 * The form's `altcha` field: the challenge and its solution as JSON, or null when it could not
 * be had (offline, an old browser): the request is then sent anyway, and held for review.
 */
export function proofOfWork(): Promise<string | null> {
  pending ??= (async () => {
    try {
      const response = await fetch("/api/contact/challenge", { cache: "no-store" });
      if (!response.ok) return null;
      const challenge = (await response.json()) as Challenge;
      if (challenge.parameters.algorithm !== "SHA-256") return null;
      const solution = await solve(challenge);
      return solution ? JSON.stringify({ challenge, solution }) : null;
    } catch {
      return null;
    }
  })();
  return pending;
}

/** A new challenge for the next request (each solution is good for one request). */
export function forgetProofOfWork(): void {
  pending = undefined;
}
