import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import client from "prom-client";
import { connection } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { buildInfo } from "~/platform/runtime/build-info.server";
import { componentLogger } from "~/platform/runtime/logger.server";

/** Prometheus metrics of one instance: requests (Express), leads, e-mails and sign-ins (routes). */
interface Metrics {
  registry: client.Registry;
  httpRequests: client.Counter<"method" | "route" | "status">;
  httpDuration: client.Histogram<"method" | "route" | "status">;
  contactRequests: client.Counter<"outcome">;
  emails: client.Counter<"result">;
  signInFailures: client.Counter<"reason">;
  mediaDecodes: client.Counter<"reason">;
  mediaBusy: client.Counter;
}

let instance: Metrics | undefined;
const log = componentLogger("metrics");

function create(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Every known value of its label is exported from the start, at 0, so rates work before the
  // first event.
  const countedBy = <L extends string>(
    name: string,
    help: string,
    label: L,
    known: readonly string[],
  ) => {
    const counter = new client.Counter<L>({ name, help, labelNames: [label], registers });
    for (const value of known) counter.inc({ [label]: value } as client.LabelValues<L>, 0);
    return counter;
  };
  const metrics: Metrics = {
    registry,
    httpRequests: new client.Counter({
      name: "procelia_http_requests_total",
      help: "HTTP requests answered, by route pattern and status",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: "procelia_http_request_duration_seconds",
      help: "Time from the request to the end of the answer, by route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    contactRequests: countedBy(
      "procelia_contact_requests_total",
      "Lead requests by outcome: stored, invalid (validation), rate_limited, spam, unstorable, unavailable",
      "outcome",
      ["stored", "invalid", "rate_limited", "spam", "unstorable", "unavailable"],
    ),
    emails: countedBy(
      "procelia_emails_total",
      "Notification e-mails by result: sent, failed (an attempt that will be retried or was the last)",
      "result",
      ["sent", "failed"],
    ),
    signInFailures: countedBy(
      "procelia_sign_in_failures_total",
      "Back-office sign-ins refused: invalid (wrong username or password) or limited (429)",
      "reason",
      ["invalid", "limited"],
    ),
    mediaDecodes: countedBy(
      "procelia_media_decodes_total",
      "Library pictures decoded from their original: upload (checked at upload) or variant (first request on this instance)",
      "reason",
      ["upload", "variant"],
    ),
    mediaBusy: new client.Counter({
      name: "procelia_media_busy_total",
      help: "Picture requests answered 503 because this instance's conversion queue was full",
      registers,
    }),
  };
  // Which release each instance runs, as Prometheus' convention for build facts has it.
  new client.Gauge({
    name: "procelia_build_info",
    help: "The release this instance runs: always 1, with its version and commit as labels",
    labelNames: ["version", "commit"],
    registers,
  }).set({ ...buildInfo() }, 1);

  const gauge = (name: string, help: string) =>
    new client.Gauge({ name, help, registers, collect: () => readDatabaseFigures() });
  const outboxPending = gauge(
    "procelia_outbox_pending",
    "Notification e-mails waiting to be sent (pending or being sent), read at scrape",
  );
  const outboxOldest = gauge(
    "procelia_outbox_oldest_pending_age_seconds",
    "Age of the oldest contact request whose e-mail is still waiting (0 when none), read at scrape",
  );
  const poolInUse = gauge(
    "procelia_db_pool_in_use",
    "PostgreSQL connections of this instance busy with a query (0 on the embedded database)",
  );
  const poolWaiting = gauge(
    "procelia_db_pool_waiting",
    "Queries of this instance waiting for a free PostgreSQL connection",
  );

  // The registry collects every metric at once: the four gauges share one database read.
  let reading: Promise<void> | undefined;
  async function read(): Promise<void> {
    try {
      const { db, pool } = await connection();
      poolInUse.set(pool ? pool.totalCount - pool.idleCount : 0);
      poolWaiting.set(pool ? pool.waitingCount : 0);
      const result = (await db.execute(sql`
        select count(*)::int as pending,
               coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
        from leads where notification_status in ('pending', 'sending')`)) as unknown as {
        rows: { pending: number; oldest: number }[];
      };
      outboxPending.set(Number(result.rows[0]?.pending ?? 0));
      outboxOldest.set(Number(result.rows[0]?.oldest ?? 0));
    } catch (error) {
      log.warn({ error: describeDbError(error) }, "outbox figures unavailable");
      outboxPending.set(Number.NaN);
      outboxOldest.set(Number.NaN);
    }
  }
  function readDatabaseFigures(): Promise<void> {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }
  return metrics;
}

export function metrics(): Metrics {
  instance ??= create();
  return instance;
}

export function countContactRequest(outcome: string): void {
  metrics().contactRequests.inc({ outcome });
}

export function countEmail(result: "sent" | "failed"): void {
  metrics().emails.inc({ result });
}

export function countSignInFailure(reason: "invalid" | "limited"): void {
  metrics().signInFailures.inc({ reason });
}

export function countMediaDecode(reason: "upload" | "variant"): void {
  metrics().mediaDecodes.inc({ reason });
}

export function countMediaBusy(): void {
  metrics().mediaBusy.inc();
}

/** Pictures decoded so far by this process, all reasons (read by the tests of the bound). */
export async function mediaDecodeCount(): Promise<number> {
  const { values } = await metrics().mediaDecodes.get();
  return values.reduce((sum, { value }) => sum + value, 0);
}

export function observeRequest(
  labels: { method: string; route: string; status: number },
  seconds: number,
): void {
  const { httpRequests, httpDuration } = metrics();
  const values = { method: labels.method, route: labels.route, status: String(labels.status) };
  httpRequests.inc(values);
  httpDuration.observe(values, seconds);
}

/** The exposition text and its content type, for GET /metrics. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}
