import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "./company";
import {
  isReservedExampleDomain,
  isValidEnterpriseNumber,
  isValidVatNumber,
  sampleIdentityParts,
} from "./company-checks";

const root = process.cwd();
/** The identity module and its checks may hold the values; tests and their helpers may quote them. */
const allowed = new Set([
  "app/platform/content/company.ts",
  "app/platform/content/company-checks.ts",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|css|md|html|json)$/.test(entry) ? [path] : [];
  });
}

describe("one company identity", () => {
  it("no page, dictionary, article or server file writes the company's identity itself", () => {
    const digits = company.enterpriseNumber.replace(/\D/g, "");
    const values = [
      company.shortName, // "Procelia", so also "Procelia Engineering" and the legal name
      company.domain,
      company.email,
      company.phone,
      company.phoneHref,
      company.address.street,
      `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`,
      digits,
    ];
    const files = ["app", "content", "server"]
      .flatMap(sourceFiles)
      .filter((file) => !allowed.has(file) && !/(\.test\.tsx?$|\/tests\/)/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
      return values
        .filter((value) => text.includes(value))
        .map((value) => `${relative(root, join(root, file))}: ${value}`);
    });
    expect(offenders).toEqual([]);
  });

  it("ships sample numbers that pass the Belgian check digits", () => {
    expect(isValidEnterpriseNumber(company.enterpriseNumber)).toBe(true);
    expect(company.vatNumber).toBe(`BE${company.enterpriseNumber.replace(/\D/g, "")}`);
    expect(isValidVatNumber(company.vatNumber)).toBe(true);
  });

  it("computes the check as 97 minus the first eight digits mod 97", () => {
    // 01234567 mod 97 = 48, so 49; the sample once shipped (…412.358) failed it.
    expect(isValidEnterpriseNumber("0123.456.749")).toBe(true);
    expect(isValidEnterpriseNumber("BE 0767.412.358")).toBe(false);
    expect(isValidEnterpriseNumber("0123.456.748")).toBe(false);
    expect(isValidEnterpriseNumber("2123.456.7xx")).toBe(false);
    expect(isValidEnterpriseNumber("123.456.749")).toBe(false);
    expect(isValidVatNumber("BE0123456748")).toBe(false);
    expect(isValidVatNumber("FR0123456749")).toBe(false);
  });

  it("reads plainly as a sample: reserved example domain, made-up enterprise number", () => {
    expect(isReservedExampleDomain(company.domain)).toBe(true);
    expect(company.email.endsWith(`@${company.domain}`)).toBe(true);
    expect(sampleIdentityParts(company)).toEqual([
      `domain ${company.domain}`,
      `e-mail ${company.email}`,
      `enterprise number ${company.enterpriseNumber}`,
    ]);
    expect(
      sampleIdentityParts({
        domain: "votre-entreprise.be",
        email: "info@votre-entreprise.be",
        enterpriseNumber: "BE 0401.234.560",
      }),
    ).toEqual([]);
  });

  it("knows the domains reserved for examples, and no others", () => {
    for (const host of [
      "procelia.example",
      "www.example.com",
      "example.org",
      "site.test",
      "localhost",
    ])
      expect(isReservedExampleDomain(host), host).toBe(true);
    for (const host of ["procelia.be", "example.be", "myexample.com", "example.com.evil.be"])
      expect(isReservedExampleDomain(host), host).toBe(false);
  });
});
