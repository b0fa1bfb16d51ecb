import {
  outsideSitesOverPeriod,
  pagesOverPeriod,
  parseAnalyticsFilters,
  periodOf,
} from "~/admin/analytics/analytics.server";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { staffLangFromPath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { toCsv } from "~/platform/text/csv";
import type { Route } from "./+types/analytics-export";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** The export holds every outside site of the period, not only the screen's first hundred. */
const ALL_SITES = 10_000;

/**
 * The screen's pages or outside sites over its period, as a spreadsheet-safe CSV file (the
 * requests' export rules, app/platform/text/csv.ts). Counts only, nothing about a person: no
 * confirmation of identity is asked, unlike the requests' export.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = staffLangFromPath(url.pathname);
  const parsed = parseAnalyticsFilters(url.searchParams);
  if (!parsed.ok) {
    return new Response(`Invalid filter(s): ${parsed.errors.join(", ")}.\n`, {
      status: 400,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { db } = await adminRequest({ request, context });
  const texts = messages(lang, "adminAnalytics").csv;
  // Headers as plain text (no non-breaking space), so that tools match them as typed.
  const t = Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === "string" ? value.replaceAll("\u00a0", " ") : value,
    ]),
  ) as typeof texts;
  const period = periodOf(parsed.filters);
  const page = parsed.filters.path;
  const sites = url.searchParams.get("what") === "sites";
  const body = sites
    ? toCsv(
        [t.site, t.visits],
        (await outsideSitesOverPeriod(db, period, page, ALL_SITES)).map((row) => [
          row.host,
          row.visits,
        ]),
      )
    : toCsv(
        [t.page, t.views, t.requests, t.perThousand],
        (await pagesOverPeriod(db, period, page)).map((row) => [
          row.path,
          row.views,
          row.requests,
          // A spreadsheet in French reads "2,5" as a number, "2.5" as text.
          row.perThousand === undefined
            ? ""
            : lang === "fr"
              ? String(row.perThousand).replace(".", ",")
              : row.perThousand,
        ]),
      );
  const name = `procelia-${sites ? t.file.sites : t.file.pages}-${period.from}-${period.to}.csv`;
  return new Response(body, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
