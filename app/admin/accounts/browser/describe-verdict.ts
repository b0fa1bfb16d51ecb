import type { PasswordOwner, PasswordVerdict } from "../password-strength";

/** What the new-password field's module needs: the owner's names, the policy and the texts. */
export interface NewPasswordConfig {
  owner: PasswordOwner;
  minLength: number;
  texts: {
    levels: { weak: string; fair: string; strong: string; veryStrong: string };
    status: string;
    shortBy: string;
    accepted: string;
    problems: Record<string, string>;
    warnings: Record<string, string>;
    suggestions: Record<string, string>;
  };
}

const levelOf = (score: number) =>
  score >= 4 ? "veryStrong" : score === 3 ? "strong" : score === 2 ? "fair" : "weak";

/** The status line: the level, then what refuses the password and what to change, or accepted. */
export function describeVerdict(
  verdict: PasswordVerdict,
  config: NewPasswordConfig,
  length: number,
): string {
  const t = config.texts;
  const parts = [t.status.replace("{level}", t.levels[levelOf(verdict.score)])];
  if (verdict.problem === "tooShort") {
    parts.push(t.shortBy.replace("{count}", String(config.minLength - length)));
  } else if (verdict.problem) {
    parts.push(t.problems[verdict.problem] ?? "");
    if (verdict.warning && verdict.problem !== "personal" && verdict.problem !== "common") {
      parts.push(t.warnings[verdict.warning] ?? "");
    }
    if (verdict.suggestion) parts.push(t.suggestions[verdict.suggestion] ?? "");
  } else {
    parts.push(t.accepted);
  }
  return parts.join(" ");
}
