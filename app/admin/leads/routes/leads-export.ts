import { requireRecentAuth } from "~/admin/accounts/step-up.server";
import { mailConfigured } from "~/admin/intake/mailer.server";
import { countLeads, parseLeadFilters } from "~/admin/leads/leads.server";
import { leadsCsvStream } from "~/admin/leads/leads-csv.server";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { urlFiltersQuery } from "~/admin/shell/ui/url-filters";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { company } from "~/platform/content/company";
import { staffLangFromPath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/leads-export";
import { takeExportSlot } from "./leads-export-slot.server";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

const fileName = { fr: "demandes", en: "requests" } as const;

const plainText = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8", ...extra },
  });

/**
 * The inbox's filtered list as a spreadsheet-safe CSV file (the CLI's rules, app/platform/text/csv.ts),
 * streamed from the database page by page: the memory it takes does not grow with the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseLeadFilters(url.searchParams);
  if (!parsed.ok) {
    return plainText(400, `Invalid filter(s): ${parsed.errors.join(", ")}.`);
  }
  const { session, user, token, db, path } = await adminRequest({ request, context });
  // A bulk export of visitors' data asks who is there first (step-up), then goes back to the
  // list with the same filters, which starts the download (a file cannot be a page to land on).
  const list = new URLSearchParams(urlFiltersQuery(parsed.filters).replace(/^\?/, ""));
  list.set("export", "1");
  requireRecentAuth(request, { session, user, token }, `${path("/leads")}?${list}`);
  const lang = staffLangFromPath(url.pathname);
  const release = takeExportSlot(user.id);
  if (!release) {
    return plainText(429, messages(lang, "adminLeads").csv.busy, { "Retry-After": "30" });
  }
  try {
    const total = await countLeads(db, parsed.filters);
    // Who took which requests out of the back office: the filter and how many. A search is often
    // a name or an address: the log says one was used, not what it was (as for erasures).
    const filter = Object.entries(parsed.filters)
      .filter(([field, value]) => field !== "page" && value)
      .map(([field, value]) => `${field}=${field === "q" ? "…" : value}`)
      .join(", ");
    await recordAudit(db, {
      actor: user.username,
      action: "leads_exported",
      target: `${total}${filter ? ` (${filter})` : ""}`,
      ip: context.get(requestFacts).clientIp ?? null,
    });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: company.timeZone }).format(
      new Date(),
    );
    const name = `procelia-${fileName[lang]}-${today}.csv`;
    // In the reader's language and Brussels time, with a UTC column for tools.
    const body = leadsCsvStream(
      db,
      parsed.filters,
      { audience: user.role, lang, mailOff: !mailConfigured() },
      release,
    );
    return new Response(body, {
      headers: {
        ...adminHeaders,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}
