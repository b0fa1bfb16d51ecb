import { countTotpSecrets, resealTotpSecrets } from "~/admin/accounts/account-factors.server";
import type { Database } from "~/platform/database/db.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { canSealSecrets } from "~/platform/runtime/secret-box.server";

/**
 * At start-up: TOTP seeds still in clear (from before encryption) or sealed with the previous key
 * are sealed with SECRETS_KEY. Without a key (production on PostgreSQL), a start with seeds to
 * open is refused with the variable's name rather than failing at each sign-in.
 */
export async function prepareSecretsAtRest(db: Database): Promise<void> {
  if (!canSealSecrets()) {
    const kept = await countTotpSecrets(db);
    if (kept > 0) {
      throw new Error(
        `SECRETS_KEY is required: ${kept} account(s) use an authenticator app, whose keys are sealed with it (openssl rand -hex 32; see docs/configuration.md)`,
      );
    }
    return;
  }
  const resealed = await resealTotpSecrets(db);
  if (resealed > 0) {
    componentLogger("secrets").info({ resealed }, "TOTP keys sealed with SECRETS_KEY");
  }
}
