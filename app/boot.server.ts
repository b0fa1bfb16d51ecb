import { startEdgeViews, stopEdgeViews } from "~/admin/analytics/edge-views.server";
import { startPageCounts, stopPageCounts } from "~/admin/analytics/page-count.server";
import {
  startPublicationTimer,
  stopPublicationTimer,
} from "~/admin/articles/publication-timer.server";
import { loadDocuments } from "~/admin/documents/documents.server";
import { addOutboxQueue, startOutbox, stopOutbox } from "~/admin/intake/outbox.server";
import { startLeadWatch, stopLeadWatch } from "~/admin/leads/lead-watch.server";
import { startRedirectCounts, stopRedirectCounts } from "~/admin/redirects/redirect-counts.server";
import { loadRedirects } from "~/admin/redirects/redirects.server";
import {
  startCertificateWatch,
  stopCertificateWatch,
} from "~/admin/site-content/certificate-watch.server";
import { sampleCertificationsWarning } from "~/admin/site-content/collections/certifications.server";
import { loadSiteContent } from "~/admin/site-content/site-content.server";
import { startBackupWatch, stopBackupWatch } from "~/admin/system/backup-watch.server";
import { drainWebhooks } from "~/admin/webhooks/webhook-delivery.server";
import { company } from "~/platform/content/company";
import { isReservedExampleDomain, sampleIdentityParts } from "~/platform/content/company-checks";
import { closeDb, connection, underStartupLock } from "~/platform/database/db.server";
import { users } from "~/platform/database/schema";
import { type Env, env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { watchForChanges } from "~/site/blog/blog-cache.server";
import { readBlogSources, syncBlogPosts } from "~/site/blog/blog-sync.server";
import { prepareSecretsAtRest } from "./admin/accounts/secrets-at-rest.server";

/**
 * Called once by the Express server before it listens: opens (and on first start creates and
 * migrates) the database, loads the blog articles and starts the e-mail outbox and the timer of
 * scheduled publications. A missing MAIL_TO with SMTP in production has already stopped the start
 * in env().
 */
export async function boot(): Promise<{ database: "pglite" | "postgres"; accounts: number }> {
  const warning = sampleIdentityWarning(env());
  if (warning) componentLogger("boot").warn(warning);
  const { db, kind } = await connection();
  const sources = await readBlogSources();
  await underStartupLock(async () => {
    // TOTP keys sealed with SECRETS_KEY (the ones in clear or under the previous key, again).
    await prepareSecretsAtRest(db);
    await syncBlogPosts(db, sources);
  });
  // Before the first request: a page rendered from the database must hear of the next change.
  await watchForChanges();
  // The settings, texts and collections the pages read, reloaded when any instance saves them.
  await loadSiteContent(db);
  // The document library the documents page and the service pages list, reloaded the same way.
  await loadDocuments(db);
  // The redirects of old addresses, reloaded when any instance changes them.
  await loadRedirects(db);
  startRedirectCounts();
  // Webhooks leave from the same outbox as the e-mails.
  addOutboxQueue(drainWebhooks);
  startOutbox();
  // Publishes at once what fell due while the site was down, then at each scheduled time.
  startPublicationTimer();
  // Certificates: the e-mail 30 days before expiry, and the pages rendered again at midnight.
  startCertificateWatch();
  // Requests: the alert of failing notifications, reminders of unopened ones, daily retention.
  startLeadWatch();
  // Backups: the administrators e-mailed when the newest is stale or a restore test failed.
  startBackupWatch();
  // Page views: what the requests counted in memory, added to the database every few seconds.
  startPageCounts();
  await startEdgeViews();
  const samples = env().NODE_ENV === "production" ? sampleCertificationsWarning() : undefined;
  if (samples) componentLogger("boot").warn(samples);
  // While nobody can sign in, the start says how to make the first account.
  return { database: kind, accounts: await db.$count(users) };
}

/**
 * One log line while a production site still shows the sample identity shipped with the code
 * (reserved example domain, sample enterprise number) or a PUBLIC_SITE_URL on such a domain.
 */
export function sampleIdentityWarning(
  config: Pick<Env, "NODE_ENV" | "PUBLIC_SITE_URL">,
  identity: { domain: string; email: string; enterpriseNumber: string } = company,
): string | undefined {
  if (config.NODE_ENV !== "production") return undefined;
  const parts: string[] = [];
  const identityParts = sampleIdentityParts(identity);
  if (identityParts.length > 0)
    parts.push(`app/platform/content/company.ts (${identityParts.join(", ")})`);
  if (isReservedExampleDomain(new URL(config.PUBLIC_SITE_URL).hostname)) {
    parts.push(`PUBLIC_SITE_URL (${config.PUBLIC_SITE_URL})`);
  }
  if (parts.length === 0) return undefined;
  return `[identity] still the sample identity in ${parts.join(" and ")}: replace it before going live (docs/make-it-yours.md).`;
}

export async function shutdown(): Promise<void> {
  await stopOutbox();
  await stopPublicationTimer();
  await stopCertificateWatch();
  await stopLeadWatch();
  await stopBackupWatch();
  await stopEdgeViews();
  await stopPageCounts();
  await stopRedirectCounts().catch(() => {});
  await closeDb();
}
