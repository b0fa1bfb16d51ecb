import { sql } from "drizzle-orm";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import { linkClass } from "~/admin/shell/ui/form-field";
import { failingEndpoints } from "~/admin/webhooks/webhook-endpoints.server";
import { fill } from "~/platform/i18n/format";
import { buildId } from "~/platform/runtime/build-info.server";
import { cn } from "~/platform/ui/cn";
import { runChecks } from "../doctor/checks";
import { describeResult } from "../doctor/texts";
import type { CheckStatus } from "../doctor/types";
import type { Route } from "./+types/system";

export { headers, meta } from "~/admin/shell/route-head";

/** The administrators' view of `npm run doctor`: the same checks, run by this instance. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, db, path, screen, m: s } = await adminRequest({ request, context }, "adminSystem");
  const started = performance.now();
  const results = await runChecks({
    siteQuery: async (text) =>
      (await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] },
  });
  const seconds = (performance.now() - started) / 1000;
  const worst: CheckStatus = results.some((r) => r.status === "fail")
    ? "fail"
    : results.some((r) => r.status === "warn")
      ? "warn"
      : "ok";
  const count = results.filter((r) => r.status === worst).length;
  return screen(s.title, {
    t: s,
    release: buildId(),
    checkedAt: fill(s.checkedAt, {
      date: formatDateTime(new Date(), lang),
      seconds: seconds.toLocaleString(lang === "fr" ? "fr-BE" : "en-GB", {
        maximumFractionDigits: 1,
      }),
    }),
    worst,
    summary: fill(s.summary[worst], { count }),
    // Webhooks that failed for 3 days: the company's tools no longer receive the requests.
    failingWebhooks: (await failingEndpoints(db)).map((endpoint) => ({
      id: endpoint.id,
      text: fill(s.webhooks.line, {
        url: endpoint.url,
        since: endpoint.failingSince ? formatDateTime(endpoint.failingSince, lang) : "—",
      }),
    })),
    webhooksPath: path("/webhooks"),
    checks: results.map((result) => ({
      id: result.id,
      status: result.status,
      ...describeResult(result, lang),
    })),
  });
}

const tone: Record<CheckStatus, string> = {
  ok: "border-green-300 bg-green-50 text-green-900",
  warn: "border-amber-300 bg-amber-50 text-amber-900",
  fail: "border-red-300 bg-red-50 text-red-800",
};

export default function SystemPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
      <p className="text-navy-800">{d.t.intro}</p>
      <p
        role={d.worst === "fail" ? "alert" : "status"}
        className={cn("rounded-md border px-4 py-3 font-medium", tone[d.worst])}
      >
        {d.summary}
      </p>
      {d.failingWebhooks.length > 0 && (
        <div role="alert" className={cn("space-y-2 rounded-md border px-4 py-3", tone.fail)}>
          <p className="font-medium">{d.t.webhooks.title}</p>
          <ul className="list-disc pl-5">
            {d.failingWebhooks.map((endpoint) => (
              <li key={endpoint.id} className="break-all">
                {endpoint.text}
              </li>
            ))}
          </ul>
          <p>
            <a href={d.webhooksPath} className={linkClass}>
              {d.t.webhooks.link}
            </a>
          </p>
        </div>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-navy-900 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{d.t.release}</dt>
        <dd className="break-all">{d.release}</dd>
      </dl>
      <AdminTable
        rows={d.checks}
        empty={null}
        caption={d.t.tableCaption}
        columns={[d.t.check, d.t.state, d.t.detail]}
      >
        {(check) => (
          <tr key={check.id} data-check={check.id} data-status={check.status}>
            <th scope="row" className={cn(cellClass, "text-left font-semibold text-navy-900")}>
              {check.title}
            </th>
            <td className={cellClass}>
              <span
                className={cn(
                  "inline-block rounded-full border px-2 py-0.5 text-sm font-medium whitespace-nowrap",
                  tone[check.status],
                )}
              >
                {d.t.status[check.status]}
              </span>
            </td>
            <td className={cn(cellClass, "break-words text-navy-800")}>{check.text}</td>
          </tr>
        )}
      </AdminTable>
      <p className="text-sm text-navy-700">{d.checkedAt}</p>
      <p className="text-sm text-navy-700">{d.t.alerts}</p>
    </div>
  );
}
