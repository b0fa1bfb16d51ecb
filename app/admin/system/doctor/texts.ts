// What each check's result says, in English and French: plain words for whoever looks after the
// site, then what to do. The checks (checks.ts) only return ids and values.
import { en } from "./texts/en";
import { fr } from "./texts/fr";
import { type DoctorLang, Format, type Texts } from "./texts-shape";
import type { CheckResult, CheckStatus } from "./types";

export type { DoctorLang } from "./texts-shape";

export const doctorTexts: Record<DoctorLang, Texts> = { en, fr };

/** A result's title and sentence in the reader's language. */
export function describeResult(
  result: CheckResult,
  lang: DoctorLang,
): { title: string; text: string } {
  const texts = doctorTexts[lang];
  const check = texts.checks[result.id];
  const f = new Format(texts.locale);
  const { values } = result;
  const text =
    values.reason === "skipped"
      ? texts.skipped
      : values.reason === "error"
        ? texts.error(values.error)
        : (check.describe as (values: unknown, f: Format) => string)(values, f);
  return { title: check.title, text };
}

/** "1 failed, 2 warnings, 8 ok, in 0.42 s". */
export function summarize(results: CheckResult[], seconds: number, lang: DoctorLang): string {
  const counts: Record<CheckStatus, number> = { ok: 0, warn: 0, fail: 0 };
  for (const result of results) counts[result.status]++;
  const texts = doctorTexts[lang];
  return texts.summary(counts, new Format(texts.locale).number(seconds, 2));
}
