import { randomBytes } from "node:crypto";

/** What a site that ran for a few years holds: many requests, a media library, an account with TOTP. */
export const LEADS = 10_000;
export const PICTURES = 200;
/** A compressed photo does not compress again: random bytes stand for it. */
export const PICTURE_BYTES = 100_000;
export const USERNAME = "anne.dupont";
/** A base32 TOTP key as an authenticator app scans it; the database must only see it sealed. */
export const TOTP_SECRET = "JBSWY3DPEHPK3PXPKRSXG5CNNFQWY3DF";

/** The accounts, `leads` requests and an activity-log line. */
export const seedSql = (leads: number) => `
insert into users (username, password, email, display_name) values
  ('${USERNAME}', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'anne@procelia.example', 'Anne Dupont');
insert into leads (name, company, email, phone, message, language, created_at, status, note)
  select 'Client ' || i, 'Société ' || (i % 500), 'client' || i || '@brasserie.example.be',
    '+32 65 00 ' || lpad(i::text, 4, '0'), repeat('Demande de devis pour un skid NEP trois voies. ', 6),
    case when i % 3 = 0 then 'en' else 'fr' end, now() - (i || ' minutes')::interval,
    (array['new', 'in_progress', 'answered', 'spam'])[1 + i % 4], ''
  from generate_series(1, ${leads}) i;
insert into audit_log (actor, action, target) values ('cli', 'user_added', '${USERNAME}');
`;

/** One picture's row: its file and what the library stores beside it. */
export function picture(i: number): { sql: string; params: unknown[] } {
  const original = randomBytes(PICTURE_BYTES);
  return {
    sql: `insert into media (original, content_hash, type, width, height, byte_size, file_name, alt_fr)
      values ($1, $2, 'image/jpeg', 1600, 1200, $3, $4, $5)`,
    params: [
      original,
      original.toString("hex").slice(0, 32),
      PICTURE_BYTES,
      `chantier-${i}.jpg`,
      `Chantier ${i}`,
    ],
  };
}
