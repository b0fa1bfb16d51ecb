import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { check, index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { ROLES } from "../roles";
import { lastChange, ownedBy, timestamptz, timestamptzNow } from "./columns";

// The back office's accounts: people, their sign-in factors, sessions and security rules.

/**
 * Back-office accounts; `password` holds an Argon2id hash, never the password itself (an invited
 * colleague who has not chosen one yet has a hash nobody can match).
 */
export const users = pgTable(
  "users",
  {
    id: pg.serial("id").primaryKey(),
    username: pg.text("username").notNull().unique(),
    password: pg.text("password").notNull(),
    createdAt: timestamptzNow("created_at"),
    lastSignInAt: timestamptz("last_sign_in_at"),
    /** Where invitations, reset links and security notices go; null for a CLI account without one. */
    email: pg.text("email"),
    displayName: pg.text("display_name").notNull().default(""),
    /** Accounts made before roles existed could do everything: they stay administrators. */
    role: pg.text("role", { enum: ROLES }).notNull().default("admin"),
    /** The back office's language for this person, and of the e-mails sent to them. */
    language: pg
      .text("language", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    /** A disabled account cannot sign in; its sessions are ended when it is disabled. */
    disabledAt: timestamptz("disabled_at"),
    /** Set once the invited person has chosen a password (or at creation by the CLI). */
    passwordSetAt: timestamptz("password_set_at"),
    /** Base32 TOTP secret, in use once `totpEnabledAt` is set. */
    totpSecret: pg.text("totp_secret"),
    totpEnabledAt: timestamptz("totp_enabled_at"),
    /** The last TOTP time step accepted, so one code cannot be replayed within its window. */
    totpLastStep: pg.bigint("totp_last_step", { mode: "number" }),
  },
  (table) => [
    uniqueIndex("users_email_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
  ],
);

/**
 * Single-use links sent by e-mail or shown to an administrator: an invitation (72 h) or a password
 * reset (30 min). `id` is the SHA-256 of the token; the token itself is never stored.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: pg.text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    purpose: pg.text("purpose", { enum: ["invite", "reset"] }).notNull(),
    createdAt: timestamptzNow("created_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdBy: pg.text("created_by"),
  },
  (table) => [index("account_tokens_user_idx").on(table.userId)],
);

/** WebAuthn credentials (passkeys); `id` is the credential id, base64url. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: pg.text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    publicKey: pg.text("public_key").notNull(),
    counter: pg.bigint("counter", { mode: "number" }).notNull().default(0),
    transports: pg.text("transports").array().notNull().default(sql`'{}'::text[]`),
    name: pg.text("name").notNull().default(""),
    createdAt: timestamptzNow("created_at"),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (table) => [index("passkeys_user_idx").on(table.userId)],
);

/**
 * A WebAuthn challenge between its options and the browser's answer, in the database so that any
 * instance can check it. `id` is the SHA-256 of a random handle the page carries.
 */
export const authChallenges = pgTable("auth_challenges", {
  id: pg.text("id").primaryKey(),
  userId: pg.integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  purpose: pg.text("purpose", { enum: ["register", "authenticate"] }).notNull(),
  challenge: pg.text("challenge").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
});

/** One-time recovery codes for an account with TOTP; only their hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: pg.serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    codeHash: pg.text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** The team's security rules, one row (id 1), set by an administrator. */
export const securitySettings = pgTable(
  "security_settings",
  {
    id: pg.integer("id").primaryKey().default(1),
    requireSecondFactor: pg.boolean("require_second_factor").notNull().default(false),
    ...lastChange(),
  },
  (table) => [check("security_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * Back-office sessions. `id` is the SHA-256 of the cookie's random token, so a copy of this table
 * cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: pg.text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    createdAt: timestamptzNow("created_at"),
    lastSeenAt: timestamptzNow("last_seen_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    userAgent: pg.text("user_agent"),
    ip: pg.text("ip"),
    /** The last time this person proved who they are (password, passkey, code): step-up. */
    authenticatedAt: timestamptzNow("authenticated_at"),
    /** "second_factor": the password was right, a passkey or code is still due. */
    stage: pg
      .text("stage", { enum: ["active", "second_factor"] })
      .notNull()
      .default("active"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * A form post that asked for a step-up, kept until the person has confirmed it's them, then
 * replayed once (`app/admin/accounts/step-up.server.ts`). `id` is the SHA-256 of the one-time
 * handle the confirmation page carries; rows live minutes.
 */
export const stepUpActions = pgTable(
  "step_up_actions",
  {
    id: pg.text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    /** Path and query the form was posted to, where it is posted again. */
    path: pg.text("path").notNull(),
    /** The form's text fields, in order: [name, value] pairs. */
    form: pg.jsonb("form").$type<[string, string][]>().notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("step_up_actions_user_idx").on(table.userId)],
);

export type User = typeof users.$inferSelect;

export type Session = typeof sessions.$inferSelect;

export type AccountToken = typeof accountTokens.$inferSelect;

export type Passkey = typeof passkeys.$inferSelect;
