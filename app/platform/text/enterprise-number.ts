import { isValidEnterpriseNumber } from "~/platform/content/company-checks";

/**
 * The Belgian enterprise number (BCE/KBO) as typed ("BE 0456.789.034", "0456 789 034") reduced
 * to its 10 digits, or undefined when its mod-97 check digits do not match.
 */
export function normalizeEnterpriseNumber(typed: string): string | undefined {
  const digits = typed
    .replace(/[\s.\u00a0-]/g, "")
    .replace(/^BE/i, "")
    // The number once had 9 digits: a leading 0 completes it.
    .replace(/^(\d{9})$/, "0$1");
  return isValidEnterpriseNumber(digits) ? digits : undefined;
}

/** "0456789034" -> "0456.789.034", as the Crossroads Bank for Enterprises writes it. */
export function formatEnterpriseNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** The VAT number of an enterprise number: "BE 0456.789.034", and "BE0456789034" for data. */
export function vatNumberOf(digits: string): { display: string; compact: string } {
  return { display: `BE ${formatEnterpriseNumber(digits)}`, compact: `BE${digits}` };
}
