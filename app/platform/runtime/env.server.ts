import { isIP } from "node:net";
import { z } from "zod";
import { company } from "~/platform/content/company";
import { DEFAULT_AVIF_EFFORT } from "~/platform/content/photo-sources";
import { parseSecretsKey } from "./secrets-key";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Express's named ranges, usable in TRUST_PROXY beside addresses and CIDR subnets. */
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(value: string): boolean {
  if (proxyRangeNames.has(value)) return true;
  const [address = "", bits, ...rest] = value.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** localhost, 127.0.0.0/8 and ::1: a mail server on the same machine, reached without a network. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost" || name === "::1") return true;
  const v4 = name.replace(/^::ffff:/, "");
  return isIP(v4) === 4 && v4.startsWith("127.");
}

/**
 * Express's `trust proxy`: digits are a hop count, true/false a boolean, anything else a list of
 * addresses, subnets or named ranges. A string reaching Express as-is would be read as an address
 * ("1" becomes 0.0.0.1), so the value is typed here.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default("false")
  .transform((value, ctx): boolean | number | string[] => {
    if (value === "" || /^false$/i.test(value)) return false;
    if (/^true$/i.test(value)) return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrSubnet(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `expected a hop count, true, false, or addresses/subnets/loopback; got "${bad.join(", ")}"`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * A PostgreSQL address with a host: pg reads anything else as a host name of its own ("not-a-url"
 * became a lookup of "base"), and the operator would not learn which setting is wrong.
 */
const databaseUrlSchema = z
  .string()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return ["postgres:", "postgresql:"].includes(url.protocol) && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { message: "expected a PostgreSQL address: postgres://user:password@host:5432/database" },
  )
  .optional();

/** 32 bytes, hex or base64: what AES-256 needs, checked at start rather than at first use. */
const secretsKeySchema = z
  .string()
  .refine((value) => parseSecretsKey(value) !== undefined, {
    message: "expected 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)",
  })
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Interface to listen on; 0.0.0.0 (every interface) unless set, e.g. 127.0.0.1 behind a proxy. */
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    TRUST_PROXY: trustProxySchema,
    /** PostgreSQL in production; without it the embedded PGlite database is used. */
    DATABASE_URL: optionalText.pipe(databaseUrlSchema),
    /** A statement running longer is cancelled (PostgreSQL), so a held lock cannot hang requests. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /**
     * How recent a proof of identity must be before user changes, bulk export and erasure (5
     * minutes). It can only be made shorter (stricter).
     */
    STEP_UP_WINDOW_SECONDS: z.coerce.number().int().min(10).max(300).default(300),
    /**
     * How long nginx answers a picture's file from its copy before asking an instance again (60
     * seconds): a deleted picture is gone from the edge within that. It can only be made shorter.
     */
    MEDIA_EDGE_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    /** How hard the AVIF encoder works on the media library's pictures, 0 (fastest) to 9. */
    MEDIA_AVIF_EFFORT: z.coerce.number().int().min(0).max(9).default(DEFAULT_AVIF_EFFORT),
    /**
     * Seals the secrets kept in the database (TOTP seeds): 32 bytes as 64 hex digits or base64
     * (openssl rand -hex 32). Required in production on PostgreSQL once an account uses TOTP;
     * unset elsewhere, a key file beside the embedded database is made (secret-box.server.ts).
     */
    SECRETS_KEY: optionalText.pipe(secretsKeySchema),
    /** The key being replaced: still opens what it sealed, which is sealed again with SECRETS_KEY. */
    SECRETS_KEY_PREVIOUS: optionalText.pipe(secretsKeySchema),
    /** Folder of the embedded database. */
    DATA_DIR: z.string().default("data/pglite"),
    /** Defaults to the identity's domain, a reserved example one until the site is made its owner's. */
    PUBLIC_SITE_URL: z
      .url()
      .default(`https://www.${company.domain}`)
      .transform((url) => url.replace(/\/$/, "")),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(["true", "false"]).default("false"),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    /**
     * require: STARTTLS must succeed before AUTH and the message, or nothing is sent (implicit
     * TLS with SMTP_SECURE=true). none: clear text, only to a loopback host without credentials.
     */
    SMTP_TLS: z.enum(["require", "none"]).default("require"),
    MAIL_FROM: z.string().default(`${company.name} website <website@${company.domain}>`),
    /** Where contact requests are e-mailed; required in production once SMTP_HOST is set. */
    MAIL_TO: optionalText,
    /** Lead requests accepted per client and window before 429. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
    /** Contact requests with files read at once per instance; more get 503 and a retry delay. */
    CONTACT_UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(4),
    /** Megabytes of files the contact form takes per day from one address (or IPv6 /64)... */
    CONTACT_FILES_DAILY_MB_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(100),
    /** ...and from everyone together; past either, requests are stored without their files. */
    CONTACT_FILES_DAILY_MB_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    /** First retry delay of the e-mail outbox; doubles per attempt up to OUTBOX_RETRY_MAX_MS. */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(5_000),
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(100).default(120_000),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
    /** After this many failed attempts a notification is marked failed and no longer retried. */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(20),
    /**
     * Webhooks may call loopback, private and link-local addresses, and plain http: for a relay on
     * the same machine or network, and for the tests. Off, such an address is refused at each call.
     */
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.enum(["true", "false"]).default("false"),
    /**
     * Signs the contact form's proof-of-work challenges (32 characters at least). Unset, a key
     * derived from DATABASE_URL's password, else a random one per start (then a request answering
     * another instance's challenge is held, not refused).
     */
    ALTCHA_HMAC_KEY: optionalText.pipe(z.string().min(32).optional()),
    /** GET /metrics answers only with `Authorization: Bearer <token>`; unset, it is a 404. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
    /**
     * UDP port on 127.0.0.1 where nginx sends the page views it answers from its page cache
     * (deploy/nginx.conf, `procelia_views`); unset, those views are not counted.
     */
    NGINX_VIEWS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * Tests only: a file holding milliseconds the server adds to its time for scheduled publication
     * and step-up (clock.server.ts), so a browser test moves time instead of waiting. Refused
     * unless PUBLIC_SITE_URL is on this machine: a live site never runs on a moved clock.
     */
    TEST_CLOCK_FILE: optionalText,
    /** pino's level: info by default; debug also logs the probes and scrapes. */
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((config, ctx) => {
    // A previous key alone would leave nothing to seal with.
    if (config.SECRETS_KEY_PREVIOUS && !config.SECRETS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["SECRETS_KEY_PREVIOUS"],
        message: "set SECRETS_KEY too: the previous key only opens what it sealed",
      });
    }
    // A default recipient in production would send leads to whoever owns the default address.
    if (config.NODE_ENV === "production" && config.SMTP_HOST && !config.MAIL_TO) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_TO"],
        message:
          "required in production when SMTP_HOST is set: the address that receives the contact requests",
      });
    }
    // A live site has a public address: a moved clock there would publish early or skip step-ups.
    if (config.TEST_CLOCK_FILE && !isLoopbackHost(new URL(config.PUBLIC_SITE_URL).hostname)) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_CLOCK_FILE"],
        message: `for tests only, accepted when PUBLIC_SITE_URL is on this machine (localhost, 127.0.0.1, ::1), not ${config.PUBLIC_SITE_URL}: remove it from the site's settings`,
      });
    }
    // Clear text would carry the password and every lead across the network.
    if (config.SMTP_TLS === "none" && config.SMTP_HOST) {
      const reason = !isLoopbackHost(config.SMTP_HOST)
        ? `SMTP_HOST (${config.SMTP_HOST}) is not a loopback address`
        : config.SMTP_USER || config.SMTP_PASSWORD
          ? "SMTP_USER/SMTP_PASSWORD are set"
          : config.SMTP_SECURE === "true"
            ? "SMTP_SECURE=true is implicit TLS"
            : undefined;
      if (reason) {
        ctx.addIssue({
          code: "custom",
          path: ["SMTP_TLS"],
          message: `"none" is accepted only for a mail server on this machine (localhost, 127.0.0.1, ::1) without credentials, but ${reason}: remove SMTP_TLS (TLS is then required) or use a server offering STARTTLS`,
        });
      }
    }
  })
  .transform((config) => ({ ...config, MAIL_TO: config.MAIL_TO ?? company.email }));

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parsed once; a bad value stops the server at start with the variable's name. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
      throw new Error(`Invalid environment: ${problems.join("; ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change process.env between cases; production reads it once. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Every variable the server reads, as .env.example must list them. */
export const envVariables = Object.keys(envSchema.in.shape).sort();
