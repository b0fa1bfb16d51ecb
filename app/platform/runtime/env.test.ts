import { afterEach, describe, expect, it } from "vitest";
import { sampleIdentityWarning } from "~/boot.server";
import { company } from "~/platform/content/company";
import { isReservedExampleDomain } from "~/platform/content/company-checks";
import { env, resetEnvCache, trustProxySchema } from "./env.server";

describe("TRUST_PROXY", () => {
  it("reads digits as a hop count and true/false as booleans, not as addresses", () => {
    expect(trustProxySchema.parse("1")).toBe(1);
    expect(trustProxySchema.parse("2")).toBe(2);
    expect(trustProxySchema.parse("true")).toBe(true);
    expect(trustProxySchema.parse("FALSE")).toBe(false);
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse("")).toBe(false);
  });

  it("reads anything else as a list of addresses, subnets and named ranges", () => {
    expect(trustProxySchema.parse("loopback")).toEqual(["loopback"]);
    expect(trustProxySchema.parse("127.0.0.1, 10.0.0.0/8, ::1, fd00::/8")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses what Express would misread", () => {
    for (const value of ["yes", "1.2.3", "10.0.0.0/33", "proxy.example", "127.0.0.1,"]) {
      expect(trustProxySchema.safeParse(value).success, value).toBe(false);
    }
  });
});

describe("DATABASE_URL", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = saved;
    resetEnvCache();
  });
  const read = (value: string) => {
    process.env = { ...saved, DATABASE_URL: value };
    resetEnvCache();
    return env;
  };

  it("refuses what is not a PostgreSQL address, naming the setting", () => {
    for (const value of ["not-a-url", "localhost:5432/procelia", "mysql://u:p@db/procelia"]) {
      expect(read(value), value).toThrow(/DATABASE_URL: expected a PostgreSQL address/);
    }
  });

  it("takes postgres:// and postgresql:// addresses, and an empty value as none", () => {
    expect(read("postgres://procelia:secret@db.internal:5432/procelia")().DATABASE_URL).toBe(
      "postgres://procelia:secret@db.internal:5432/procelia",
    );
    expect(read("postgresql://procelia@127.0.0.1/procelia")().DATABASE_URL).toBeDefined();
    expect(read("")().DATABASE_URL).toBeUndefined();
  });
});

describe("MEDIA_AVIF_EFFORT", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = saved;
    resetEnvCache();
  });

  it("is 3 unless set, and refuses an effort the encoder does not have, naming the setting", () => {
    process.env = { ...saved };
    delete process.env.MEDIA_AVIF_EFFORT;
    resetEnvCache();
    expect(env().MEDIA_AVIF_EFFORT).toBe(3);
    for (const value of ["10", "-1", "fast"]) {
      process.env = { ...saved, MEDIA_AVIF_EFFORT: value };
      resetEnvCache();
      expect(env, value).toThrow(/MEDIA_AVIF_EFFORT:/);
    }
  });
});

describe("mail and site address settings", () => {
  const saved = { ...process.env };
  /** env() as the server would read it with these settings (and none of the mail/site ones). */
  const withEnv = (values: Record<string, string>) => {
    process.env = { ...saved };
    for (const key of [
      "NODE_ENV",
      "MAIL_TO",
      "MAIL_FROM",
      "PUBLIC_SITE_URL",
      "SMTP_HOST",
      "SMTP_SECURE",
      "SMTP_USER",
      "SMTP_PASSWORD",
      "SMTP_TLS",
    ]) {
      delete process.env[key];
    }
    Object.assign(process.env, values);
    resetEnvCache();
    return env;
  };
  afterEach(() => {
    process.env = saved;
    resetEnvCache();
  });

  it("refuses to start in production with SMTP but no MAIL_TO, naming the variable", () => {
    const read = withEnv({ NODE_ENV: "production", SMTP_HOST: "smtp.example.com" });
    expect(read).toThrow(/MAIL_TO: required in production when SMTP_HOST is set/);
  });

  it("starts in production once MAIL_TO is set, and without SMTP at all", () => {
    expect(
      withEnv({
        NODE_ENV: "production",
        SMTP_HOST: "smtp.example.com",
        MAIL_TO: "leads@example.com",
      })().MAIL_TO,
    ).toBe("leads@example.com");
    expect(() => withEnv({ NODE_ENV: "production" })()).not.toThrow();
  });

  it("requires TLS to the mail server unless told otherwise", () => {
    expect(withEnv({ SMTP_HOST: "smtp.example.com" })().SMTP_TLS).toBe("require");
    expect(withEnv({ SMTP_HOST: "127.0.0.1" })().SMTP_TLS).toBe("require");
  });

  it("refuses to start with SMTP_TLS=none towards another machine or with credentials", () => {
    const none = { SMTP_TLS: "none", MAIL_TO: "leads@example.com" };
    expect(withEnv({ ...none, SMTP_HOST: "smtp.example.com" })).toThrow(
      /SMTP_TLS: "none" is accepted only for a mail server on this machine .* but SMTP_HOST \(smtp\.example\.com\) is not a loopback address/,
    );
    expect(withEnv({ ...none, SMTP_HOST: "10.0.0.5" })).toThrow(/SMTP_TLS:.*not a loopback/);
    expect(
      withEnv({ ...none, SMTP_HOST: "127.0.0.1", SMTP_USER: "site", SMTP_PASSWORD: "s" }),
    ).toThrow(/SMTP_TLS:.*SMTP_USER\/SMTP_PASSWORD are set/);
    expect(withEnv({ ...none, SMTP_HOST: "localhost", SMTP_SECURE: "true" })).toThrow(
      /SMTP_TLS:.*implicit TLS/,
    );
    expect(withEnv({ SMTP_TLS: "maybe", SMTP_HOST: "127.0.0.1" })).toThrow(/SMTP_TLS/);
  });

  it("accepts SMTP_TLS=none for a mail server on this machine without credentials", () => {
    for (const host of ["127.0.0.1", "127.0.0.53", "localhost", "::1", "[::1]"]) {
      expect(withEnv({ SMTP_TLS: "none", SMTP_HOST: host })().SMTP_TLS, host).toBe("none");
    }
  });

  it("defaults only to addresses on a domain reserved for examples", () => {
    const config = withEnv({ NODE_ENV: "development" })();
    expect(config.MAIL_TO).toBe(company.email);
    expect(isReservedExampleDomain(config.MAIL_TO.split("@")[1] ?? "")).toBe(true);
    expect(isReservedExampleDomain(new URL(config.PUBLIC_SITE_URL).hostname)).toBe(true);
    expect(config.MAIL_FROM).toContain(`@${company.domain}>`);
  });
});

describe("start-time warning about the sample identity", () => {
  const own = {
    domain: "votre-entreprise.be",
    email: "info@votre-entreprise.be",
    enterpriseNumber: "BE 0401.234.560",
  };

  it("warns in production while the identity or the site address is still the sample", () => {
    const warning = sampleIdentityWarning({
      NODE_ENV: "production",
      PUBLIC_SITE_URL: `https://www.${company.domain}`,
    });
    expect(warning).toBe(
      `[identity] still the sample identity in app/platform/content/company.ts (domain ${company.domain}, e-mail ${company.email}, enterprise number ${company.enterpriseNumber}) and PUBLIC_SITE_URL (https://www.${company.domain}): replace it before going live (docs/make-it-yours.md).`,
    );
    expect(
      sampleIdentityWarning(
        { NODE_ENV: "production", PUBLIC_SITE_URL: "https://www.example.com" },
        own,
      ),
    ).toBe(
      "[identity] still the sample identity in PUBLIC_SITE_URL (https://www.example.com): replace it before going live (docs/make-it-yours.md).",
    );
  });

  it("is silent once the company's own data are in, and in development", () => {
    const site = { PUBLIC_SITE_URL: "https://www.votre-entreprise.be" };
    expect(sampleIdentityWarning({ NODE_ENV: "production", ...site }, own)).toBeUndefined();
    expect(sampleIdentityWarning({ NODE_ENV: "development", ...site })).toBeUndefined();
  });
});
