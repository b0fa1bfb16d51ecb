import { existsSync } from "node:fs";
import type { FullConfig } from "@playwright/test";
import { hashPassword } from "../../app/admin/accounts/password.server";
import { insertUser } from "../../app/admin/accounts/users.server";
import { closeDb, connection } from "../../app/platform/database/db.server";
import { resetEnvCache } from "../../app/platform/runtime/env.server";
import { startAdminServer } from "./admin-server";
import { SHARED_ADMIN_PORT, sharedAccounts } from "./shared-admin";

/** Points this process's database connection elsewhere (the app reads its settings once). */
function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

/**
 * Starts the shared back-office server (shared-admin.ts) once for the whole run: its first
 * account made by the CLI as an operator would, the specs' accounts written into its database
 * before it starts (the embedded database is locked while a server holds it). Returns the
 * teardown that stops it.
 */
export default async function globalSetup(config: FullConfig) {
  // Playwright's own message for a missing browser says "npx playwright install", which downloads
  // one: these machines run Debian's.
  const browser = config.projects[0]?.use.launchOptions?.executablePath;
  if (browser && !existsSync(browser)) {
    throw new Error(
      `${browser} is missing: apt-get install chromium-headless-shell, or set CHROMIUM_PATH to a Chromium.`,
    );
  }
  const server = await startAdminServer({
    name: "shared-admin",
    port: SHARED_ADMIN_PORT,
    user: "site.owner",
    password: "Compte du responsable du site",
    // Webhooks may call the receiver admin-webhooks.spec.ts runs on this machine.
    env: { CONTACT_RATE_LIMIT: "1000", WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true" },
    async seed(env) {
      const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
      setEnv({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
      try {
        const { db } = await connection();
        for (const account of Object.values(sharedAccounts)) {
          await insertUser(db, account.user, await hashPassword(account.password));
        }
      } finally {
        await closeDb();
        setEnv(saved);
      }
    },
  });
  // Workers inherit it: the login fixture writes sessions there when it is PostgreSQL.
  if (server.env.DATABASE_URL) process.env.SHARED_ADMIN_DATABASE_URL = server.env.DATABASE_URL;
  return () => server.stop();
}
