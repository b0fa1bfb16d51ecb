import type { ChallengeVerdict } from "./challenge.server";

/**
 * A request scoring this much or more is held for review: kept, listed apart, not e-mailed as
 * new until someone releases it. Never refused: a held request costs a look, a refused lead
 * costs a client.
 */
export const HOLD_SCORE = 5;

/** Under this long between the challenge and the post, a person has hardly read the form. */
const FAST_MS = 3_000;

/**
 * Phrases of the offers that fill contact forms (search ranking, links, casinos, loans), in the
 * site's languages (a form posted in one may carry another's). Kept conservative: each weighs less than the threshold, so one phrase never holds
 * an enquiry by itself; two, or one with many links, do.
 */
const SPAM_PHRASES = [
  "seo services",
  "search engine optimization",
  "first page of google",
  "rank your website",
  "backlinks",
  "guest post",
  "increase your traffic",
  "web design services",
  "casino",
  "viagra",
  "cialis",
  "crypto investment",
  "bitcoin investment",
  "forex trading",
  "loan offer",
  "référencement naturel",
  "première page de google",
  "article sponsorisé",
  "augmenter votre trafic",
  "prêt entre particuliers",
  "investissement crypto",
  "zoekmachineoptimalisatie",
  "eerste pagina van google",
  "gesponsord artikel",
  "meer bezoekers naar uw website",
  "lening aanbod",
  "crypto investering",
] as const;

export interface TriageInput {
  honeypot: string;
  challenge: ChallengeVerdict;
  name: string;
  company: string;
  message: string;
}

export interface Triage {
  score: number;
  /** Codes with their figure (`links:4`), said in plain words by the back office. */
  reasons: string[];
  held: boolean;
}

const LINKS = /\b(?:https?:\/\/|www\.)\S+/gi;
const LINK = /\b(?:https?:\/\/|www\.)\S/i;
const MARKUP = /<\s*(?:a\s+href|script|iframe)\b|\[\/?(?:url|link)\b|javascript:/i;

const plain = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2019']/g, "'");

/** Scores a request; the same rules for the API and the form without JavaScript. */
export function triage(input: TriageInput): Triage {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };

  // Bots fill every field; people never see this one.
  if (input.honeypot.trim() !== "") add(6, "honeypot");

  // Without JavaScript the challenge cannot be solved: held, never refused.
  if (input.challenge.status === "missing") add(5, "challenge_missing");
  else if (input.challenge.status === "failed") add(5, "challenge_failed");
  else if (input.challenge.elapsedMs < FAST_MS) {
    add(2, `fast:${(input.challenge.elapsedMs / 1000).toFixed(1)}`);
  }

  // One or two links are what an enquiry carries (a site, a data sheet); many are an offer.
  const links = input.message.match(LINKS)?.length ?? 0;
  if (links >= 6) add(4, `links:${links}`);
  else if (links >= 3) add(2, `links:${links}`);
  if (LINK.test(input.name) || LINK.test(input.company)) add(3, "link_in_name");

  if (MARKUP.test(input.message)) add(3, "markup");

  const letters = input.message.replace(/[^\p{L}]/gu, "");
  const upper = letters.replace(/[^\p{Lu}]/gu, "").length;
  if (letters.length >= 40 && upper / letters.length > 0.8) add(2, "all_caps");

  const text = plain(`${input.name} ${input.company} ${input.message}`);
  const phrases = SPAM_PHRASES.filter((phrase) =>
    new RegExp(`(?:^|[^\\p{L}])${phrase}(?:$|[^\\p{L}])`, "u").test(text),
  );
  for (const phrase of phrases.slice(0, 2)) add(3, `phrase:${phrase}`);

  return { score, reasons, held: score >= HOLD_SCORE };
}
