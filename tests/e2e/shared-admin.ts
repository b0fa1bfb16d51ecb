import { type Page, test } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createCookie } from "react-router";
import { createSession } from "../../app/admin/accounts/sessions.server";
import { findUserByUsername } from "../../app/admin/accounts/users.server";
import type { Database } from "../../app/platform/database/db.server";
import * as schema from "../../app/platform/database/schema";

/**
 * One back-office server for the specs that do not test signing in itself, started once by
 * global-setup.ts. Each spec has an account of its own (below, made before the server starts) and
 * keeps to rows it makes, so specs running side by side never see each other's work.
 */
export const SHARED_ADMIN_PORT = Number(process.env.SHARED_ADMIN_E2E_PORT ?? 4501);
export const SHARED_ADMIN_ORIGIN = `http://127.0.0.1:${SHARED_ADMIN_PORT}`;

export interface SharedAccount {
  user: string;
  password: string;
}

/** The account of each spec on the shared server, one person per spec. */
export const sharedAccounts = {
  articles: { user: "marc.lejeune", password: "Vanne papillon DN150 inox" },
  articleRevisions: { user: "claire.dumont", password: "Clapet anti-retour DN80" },
  editorSafety: { user: "lucie.gilson", password: "Clapet anti-retour DN80 fonte" },
  editorToolbar: { user: "julie.dubois", password: "Pompe doseuse membrane PTFE" },
  settings: { user: "claire.dubois", password: "Heures d'ouverture du bureau 2026" },
  collections: { user: "nadia.leroy", password: "Boucle eau purifiee 316L" },
  recruitment: { user: "sophie.renard", password: "Chef de chantier tuyauterie 2026" },
  approval: { user: "sophie.marchal", password: "Skid de validation client 316L" },
  analytics: { user: "benoit.lambert", password: "Compteur electromagnetique DN50" },
  documents: { user: "thomas.renard", password: "Fiche technique skid NEP 2026" },
  redirects: { user: "helene.marchal", password: "Ancien catalogue des vannes 2019" },
  webhooks: { user: "samuel.wauters", password: "Echangeur tubulaire multitubes" },
  translations: { user: "ines.vermeulen", password: "Traduction station epuration 2026" },
  sessionDrafts: { user: "marc.dujardin", password: "Échangeur à plaques inox 316L" },
} satisfies Record<string, SharedAccount>;

/** Set by global-setup.ts when the shared server runs on PostgreSQL (TEST_DATABASE_URL). */
const databaseUrl = process.env.SHARED_ADMIN_DATABASE_URL;
let pool: pg.Pool | undefined;

/** The app's cookie as it serializes it over http (session-cookie.server.ts): same library, same name. */
const cookie = createCookie("procelia_admin", { httpOnly: true, sameSite: "lax", path: "/" });

/**
 * A fresh session of the account, as the sign-in form would make it: written into the database
 * when the server runs on PostgreSQL (the test can reach it), else posted to the sign-in form
 * (the embedded database is the server's alone while it runs). Returns the cookie's value.
 */
async function sessionToken(account: SharedAccount): Promise<string> {
  if (databaseUrl) {
    pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    const user = await findUserByUsername(db, account.user);
    if (!user) throw new Error(`no account ${account.user} on the shared back-office server`);
    const token = await createSession(db, user.id, { userAgent: "Playwright", ip: "127.0.0.1" });
    const header = await cookie.serialize(token);
    return header.slice(header.indexOf("=") + 1, header.indexOf(";"));
  }
  const res = await fetch(`${SHARED_ADMIN_ORIGIN}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: SHARED_ADMIN_ORIGIN,
    },
    body: new URLSearchParams({ username: account.user, password: account.password }),
  });
  const set = res.headers.getSetCookie().find((line) => line.startsWith("procelia_admin="));
  if (res.status !== 302 || !set) throw new Error(`sign-in of ${account.user}: ${res.status}`);
  return set.slice(set.indexOf("=") + 1, set.indexOf(";"));
}

/**
 * The spec's tests run in order against the shared server (their baseURL). `signIn` gives the
 * page a session of the spec's account, then opens `redirectTo` (the back office's home by
 * default), where the sign-in form would have landed.
 */
export function registerSharedAdmin(account: SharedAccount) {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: SHARED_ADMIN_ORIGIN });
  async function signIn(page: Page, redirectTo = "/admin") {
    const value = await sessionToken(account);
    await page.context().addCookies([
      {
        name: "procelia_admin",
        value,
        domain: "127.0.0.1",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await page.goto(redirectTo);
  }
  return { origin: SHARED_ADMIN_ORIGIN, signIn };
}
