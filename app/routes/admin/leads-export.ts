import { company } from "~/content/company";
import { getDb } from "~/data/db.server";
import { allLeads, parseLeadFilters } from "~/data/leads.server";
import { localizedLeadsCsv } from "~/data/leads-csv.server";
import { langFromPath } from "~/i18n/lang";
import { adminSession } from "~/services/auth/admin-session.server";
import { adminHeaders } from "~/services/auth/guard.server";
import { mailConfigured } from "~/services/mailer.server";
import type { Route } from "./+types/leads-export";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

const fileName = { fr: "demandes", en: "requests" } as const;

/** The inbox's filtered list as a spreadsheet-safe CSV file (the CLI's rules, app/data/csv.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseLeadFilters(url.searchParams);
  if (!parsed.ok) {
    return new Response(`Invalid filter(s): ${parsed.errors.join(", ")}.\n`, {
      status: 400,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const rows = await allLeads(await getDb(), parsed.filters);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: company.timeZone }).format(new Date());
  const lang = langFromPath(url.pathname);
  const name = `procelia-${fileName[lang]}-${today}.csv`;
  // In the reader's language and Brussels time, with a UTC column for tools.
  const csv = localizedLeadsCsv(rows, lang, { mailOff: !mailConfigured() });
  return new Response(csv, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
