import { findLead } from "~/admin/leads/leads.server";
import { parseId } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { getDb } from "~/platform/database/db.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { leadVcard } from "../vcard.server";
import type { Route } from "./+types/lead-vcard";

// The leads roles (app/platform/navigation/back-office-access.ts: /leads/...).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** A request as a contact card, to add to a phone or a CRM in one tap. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const lead = id === undefined ? undefined : await findLead(await getDb(), id);
  if (!lead) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const site = env().PUBLIC_SITE_URL;
  const card = leadVcard(lead, site, `${site}${backOfficePath(`/leads/${lead.id}`)}`);
  return new Response(card, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/vcard; charset=utf-8",
      "Content-Disposition": `attachment; filename="request-${lead.id}.vcf"`,
      "Cache-Control": "no-store",
    },
  });
}
