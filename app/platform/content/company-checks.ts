/**
 * Checks on the company identity (app/platform/content/company.ts): the Belgian check digits of its
 * numbers, and whether it is still the sample one shipped with the site.
 */

/** The sample's enterprise number: a site still showing it has not been made its owner's. */
export const SAMPLE_ENTERPRISE_NUMBER = "0123456749";

const digitsOf = (value: string) => value.replace(/[\s.]/g, "");

/**
 * Belgian enterprise number (BCE/KBO): 10 digits starting with 0 or 1, the last two equal to
 * 97 - (the first eight mod 97). "BE" and the usual dots and spaces are allowed around them.
 */
export function isValidEnterpriseNumber(value: string): boolean {
  const digits = digitsOf(value).replace(/^BE/i, "");
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** Belgian VAT number: BE and the enterprise number's digits (BE0123456749). */
export function isValidVatNumber(value: string): boolean {
  const compact = digitsOf(value);
  return /^BE\d{10}$/.test(compact) && isValidEnterpriseNumber(compact);
}

/** Domains that can never be anyone's (RFC 2606 and 6761): the sample's and tests' domains. */
export function isReservedExampleDomain(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(name) ||
    /(^|\.)example\.(com|net|org)$/.test(name)
  );
}

/** What still belongs to the sample identity; empty once the company's own data is in. */
export function sampleIdentityParts(identity: {
  domain: string;
  email: string;
  enterpriseNumber: string;
}): string[] {
  const parts: string[] = [];
  if (isReservedExampleDomain(identity.domain)) parts.push(`domain ${identity.domain}`);
  if (isReservedExampleDomain(identity.email.slice(identity.email.lastIndexOf("@") + 1)))
    parts.push(`e-mail ${identity.email}`);
  if (digitsOf(identity.enterpriseNumber).replace(/^BE/i, "") === SAMPLE_ENTERPRISE_NUMBER)
    parts.push(`enterprise number ${identity.enterpriseNumber}`);
  return parts;
}
