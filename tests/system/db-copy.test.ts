import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "./server";

/** Moving house: a seeded embedded database copied into an empty PostgreSQL, row by row equal. */

const adminUrl = process.env.TEST_DATABASE_URL;
const TABLES = [
  "users",
  "leads",
  "blog_posts",
  "blog_slug_redirects",
  "sessions",
  "audit_log",
  "media",
];
const dataDir = tempDataDir();

/** What a site that ran for a while holds: leads in every state, edited articles, accounts, pictures. */
async function seedEmbedded(): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // as the site creates it
  const db = await PGlite.create(dataDir);
  try {
    await migrate(drizzle(db), { migrationsFolder: "drizzle" });
    await db.exec(`
      insert into users (username, password, last_sign_in_at) values
        ('anne.dupont', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', now() - interval '2 days'),
        ('luc.martin', '$argon2id$v=19$m=19456,t=2,p=1$c2Fsdg$aGFzaQ', null);
      insert into leads (name, company, email, phone, message, language, created_at,
          notification_status, notification_attempts, notify_after, notified_at,
          last_notification_error, status, note) values
        ('Élodie Lefèvre', 'Brasserie du Hainaut', 'elodie@brasserie.example.be', '+32 65 00 00 00',
          E'Skid NEP trois voies.\\nDélai : mars ?', 'fr', '2026-03-01 08:15:30.123456+01',
          'sent', 1, now(), '2026-03-01 08:15:31.5+01', null, 'answered', 'Rappelée le 2/3 ; devis envoyé.'),
        ('Doublon', 'X', 'x@x.example.be', null, 'Erased on request', 'fr', now(), 'sent', 1, now(),
          now(), null, 'new', ''),
        ('John Smith', 'Dairy Ltd', 'john@dairy.example.com', null, 'Steam audit, please.', 'en',
          now() - interval '3 hours', 'pending', 4, now() + interval '2 minutes', null,
          'connect ECONNREFUSED 127.0.0.1:587', 'in_progress', ''),
        ('Bot', 'Spam SA', 'bot@spam.example.com', null, 'Buy now', 'en', now(), 'failed', 20,
          now(), null, '550 mailbox unavailable', 'spam', 'robot');
      delete from leads where name = 'Doublon'; -- ids keep their gap: 1, 3, 4
      insert into blog_posts (slug, translation_key, title, excerpt, content, language, category,
          tags, published, markdown, origin, version) values
        ('guide-tuyauterie', 'piping', 'Guide « tuyauterie » inox', 'Résumé', '<p>Texte</p>', 'fr',
          'Tuyauterie', '{inox,"orbital, TIG"}', true, '# Texte', 'admin', 3),
        ('piping-guide', 'piping', 'Stainless piping guide', 'Summary', '<p>Text</p>', 'en',
          'Piping', '{}', false, '', 'file', 1);
      insert into blog_slug_redirects (old_slug, post_id)
        select 'ancien-guide', id from blog_posts where slug = 'guide-tuyauterie';
      insert into sessions (id, user_id, expires_at, user_agent, ip)
        select 'c2Vzc2lvbi1oYXNo', id, now() + interval '7 days', 'Firefox/140', '192.0.2.10'
        from users where username = 'anne.dupont';
      insert into audit_log (actor, action, target, ip) values
        ('cli', 'user_added', 'anne.dupont', null),
        (null, 'sign_in_failed', 'admin', '198.51.100.7');
      insert into rate_limits (key, points, expire) values ('contact:192.0.2.1', 3, 0);
      insert into media (original, content_hash, type, width, height, byte_size, file_name, alt_fr,
          uploaded_by) values
        (decode(repeat('ffd8ffe0', 300000), 'hex'), '0123456789abcdef0123456789abcdef', 'image/jpeg',
          6000, 4000, 1200000, 'skid-nep.jpg', 'Skid NEP « trois voies »', 'anne.dupont'),
        (decode('89504e470d0a1a0a', 'hex'), 'fedcba9876543210fedcba9876543210', 'image/png', 10,
          10, 8, 'schema.png', '', null);
    `);
  } finally {
    await db.close();
  }
}

/** Every row of a table as JSON, in a fixed order, the same text on PGlite and PostgreSQL. */
const rowsSql = (table: string) =>
  `select row_to_json(t)::text as row from "${table}" t order by 1`;

async function embeddedRows(table: string): Promise<unknown[]> {
  const db = await PGlite.create(dataDir);
  try {
    await db.exec("set timezone to 'UTC'");
    const { rows } = await db.query<{ row: string }>(rowsSql(table));
    return rows.map((row) => JSON.parse(row.row));
  } finally {
    await db.close();
  }
}

function copyCommand(databaseUrl: string) {
  const result = spawnSync("npm", ["run", "-s", "db:copy-to-postgres"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe.runIf(adminUrl)("npm run db:copy-to-postgres", () => {
  let admin: pg.Client;
  let target: pg.Client;
  let targetUrl: string;

  beforeAll(async () => {
    await seedEmbedded();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query("drop database if exists procelia_system_copy with (force)");
    await admin.query("create database procelia_system_copy");
    const url = new URL(adminUrl as string);
    url.pathname = "/procelia_system_copy";
    targetUrl = url.toString();
  });
  afterAll(async () => {
    await target?.end();
    await admin?.end();
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  it("copies every table into an empty PostgreSQL, every row equal field by field", async () => {
    const copied = copyCommand(targetUrl);
    expect(copied.err).toBe("");
    expect(copied.code).toBe(0);
    expect(copied.out).toContain("leads: 3");

    target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    await target.query("set timezone to 'UTC'");
    for (const table of TABLES) {
      const { rows } = await target.query<{ row: string }>(rowsSql(table));
      const expected = await embeddedRows(table);
      expect(expected.length, table).toBeGreaterThan(0);
      expect(
        rows.map((row) => JSON.parse(row.row)),
        table,
      ).toEqual(expected);
    }
    // Rate-limit counters stay behind: they mean nothing on another server.
    expect((await target.query("select count(*)::int as n from rate_limits")).rows[0].n).toBe(0);
  });

  it("hands out new ids after the copied ones", async () => {
    const { rows } = await target.query<{ id: number }>(
      `insert into leads (name, company, email, message) values ('Nouveau', 'X', 'n@x.example.be', 'Bonjour')
       returning id`,
    );
    const max = await embeddedRows("leads");
    expect(rows[0]?.id).toBeGreaterThan(Math.max(...max.map((row) => (row as { id: number }).id)));
  });

  it("refuses a target that already holds rows, and changes nothing", async () => {
    const before = (await target.query("select count(*)::int as n from leads")).rows[0].n;
    const again = copyCommand(targetUrl);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/not empty: table \w+ has rows/);
    expect((await target.query("select count(*)::int as n from leads")).rows[0].n).toBe(before);
  });
});
