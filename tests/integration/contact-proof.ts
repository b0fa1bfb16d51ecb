import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/**
 * The `altcha` field a browser with JavaScript sends: the server's challenge and its solution,
 * found here as the contact form's script finds it (tests/system and the integration tests).
 */
export async function solvedChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return JSON.stringify({ challenge, solution });
}

/** Fetches a challenge from a running server and solves it. */
export async function solvedChallengeFrom(url: string): Promise<string> {
  const res = await fetch(`${url}/api/contact/challenge`);
  return solvedChallenge((await res.json()) as Challenge);
}
