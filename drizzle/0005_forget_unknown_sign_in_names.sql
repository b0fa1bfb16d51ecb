-- Failed sign-ins recorded before 2026-11-24 kept whatever was typed as the username, and people
-- sometimes type a password there. Keep the name only where it names an existing account.
UPDATE "audit_log" SET "target" = NULL
WHERE "action" = 'sign_in_failed'
  AND "target" IS NOT NULL
  AND "target" NOT IN (SELECT "username" FROM "users");
