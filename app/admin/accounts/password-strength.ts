import { type FeedbackType, type TranslationKeys, ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as enDictionary } from "@zxcvbn-ts/language-en";
import { dictionary as frDictionary } from "@zxcvbn-ts/language-fr";
import { company } from "~/platform/content/company";

// One judgement of a new password for the server's policy and the browser's meter alike (the
// meter loads this module lazily, app/admin/accounts/browser/password-meter.ts), so both always agree. Nothing
// here leaves the machine: the breached-password list ships with the project.

export const MIN_LENGTH = 12;
/** Bounded so that a huge body cannot make hashing a denial of service. */
export const MAX_LENGTH = 256;
/** zxcvbn sees this many characters at most: its l33t matcher took 5 s on 256 (measured). */
const ESTIMATED_LENGTH = 64;
/** zxcvbn's scale is 0 to 4; 3 means about 10^8 guesses or more, out of reach of an online attack. */
export const MIN_SCORE = 3;

export type PasswordProblem =
  | "tooShort"
  | "tooLong"
  | "onlySpaces"
  | "personal"
  | "common"
  | "weak";
/** zxcvbn's feedback, as keys (its default "translations" are the keys themselves). */
export type PasswordWarning = keyof TranslationKeys["warnings"];
export type PasswordSuggestion = keyof TranslationKeys["suggestions"];

export interface PasswordVerdict {
  /** What refuses the password; none when it is accepted. */
  problem?: PasswordProblem;
  /** zxcvbn's 0-4 (0 when not estimated: too short, too long, only spaces). */
  score: number;
  /** What zxcvbn found wrong and its main advice, as keys the texts translate. */
  warning?: PasswordWarning;
  suggestion?: PasswordSuggestion;
}

/** Who the password is for: what it must not contain. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  displayName?: string | null;
}

/** Lower case without accents, so "Procélia" is "procelia". */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The words a password must not contain: the username, the e-mail's local part and the company's
 * names anywhere, the display name's words (4 letters or more) as whole words, so that "Anne"
 * refuses "anne2026" but not "panne de courant".
 */
export function personalWords(owner: PasswordOwner): { anywhere: string[]; words: string[] } {
  const anywhere = [owner.username, owner.email?.split("@")[0], company.shortName, company.name]
    .map((value) => fold(value?.trim() ?? ""))
    .filter((value) => value.length >= 4);
  const words = fold(owner.displayName ?? "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4);
  return { anywhere: [...new Set(anywhere)], words: [...new Set(words)] };
}

function containsPersonal(password: string, personal: ReturnType<typeof personalWords>): boolean {
  const folded = fold(password);
  if (personal.anywhere.some((value) => folded.includes(value))) return true;
  const words = new Set(folded.split(/[^\p{L}\p{N}]+/u));
  return personal.words.some((word) => words.has(word));
}

let factory: ZxcvbnFactory | undefined;
let breached: Set<string> | undefined;

/** Built on first use (about 150 ms: the dictionaries are ranked into maps). */
function estimator(): { zxcvbn: ZxcvbnFactory; breached: Set<string> } {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...enDictionary, ...frDictionary },
    graphs: adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: 12,
  });
  breached ??= new Set(commonDictionary["passwords-common"].map((entry) => String(entry)));
  return { zxcvbn: factory, breached };
}

/** Feedback that says the password is on (or next to) the breached-password list. */
const COMMON_WARNINGS = new Set<string>(["topTen", "topHundred", "common", "similarToCommon"]);

const characterCount = (text: string) => [...text].length;

/**
 * The policy (ASVS 2.1.1, 2.1.2, 2.1.4, 2.1.7): 12 to 256 characters, counted as a person counts
 * them (an accented letter or an emoji is one), spaces allowed but not only spaces; not containing
 * the account's own names or the company's; not on the list of breached passwords and scored at
 * least 3 by zxcvbn (English and French dictionaries, names, keyboard patterns, dates).
 */
export function assessPassword(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const length = characterCount(password);
  if (length > MAX_LENGTH) return { problem: "tooLong", score: 0 };
  if (length > 0 && password.trim() === "") return { problem: "onlySpaces", score: 0 };
  if (length < MIN_LENGTH) return { problem: "tooShort", score: 0 };
  const personal = personalWords(owner);
  if (containsPersonal(password, personal)) {
    return { problem: "personal", score: 1, warning: "userInputs" };
  }
  const { zxcvbn, breached: list } = estimator();
  const result = zxcvbn.check(password, [...personal.anywhere, ...personal.words]);
  const hints = hintsOf(result.feedback);
  const listed = list.has(fold(password.trim()));
  if (listed || (result.score < MIN_SCORE && COMMON_WARNINGS.has(hints.warning ?? ""))) {
    return { problem: "common", score: Math.min(result.score, 1), ...hints };
  }
  if (result.score < MIN_SCORE) {
    return { problem: "weak", score: result.score, suggestion: "anotherWord", ...hints };
  }
  return { score: result.score };
}

function hintsOf(feedback: FeedbackType): Pick<PasswordVerdict, "warning" | "suggestion"> {
  const warning = feedback.warning as PasswordWarning | null;
  const suggestion = feedback.suggestions[0] as PasswordSuggestion | undefined;
  return {
    ...(warning ? { warning } : {}),
    ...(suggestion ? { suggestion } : {}),
  };
}
