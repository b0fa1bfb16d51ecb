import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL in production; without it the embedded PGlite database is used. */
  DATABASE_URL: optionalText,
  /** Folder of the embedded database. */
  DATA_DIR: z.string().default("data/pglite"),
  PUBLIC_SITE_URL: z
    .url()
    .default("https://www.procelia.be")
    .transform((url) => url.replace(/\/$/, "")),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM: z.string().default("Procelia website <website@procelia.be>"),
  MAIL_TO: z.string().default("contact@procelia.be"),
  /** Contact requests accepted per client and window before 429. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  /** First retry delay of the e-mail outbox; doubles per attempt up to OUTBOX_RETRY_MAX_MS. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(5_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(100).default(120_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
});

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
