import { findAttachment } from "~/admin/intake/lead-intake.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { staffFileDownload } from "~/admin/shell/file-download.server";
import type { Route } from "./+types/lead-attachment";

// Signed-in roles with the "leads" area only (app/platform/navigation/back-office-access.ts: /leads/...).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/**
 * A request's file, always downloaded (never shown in the browser, whatever it holds), never
 * cached, its type not sniffed; each download is in the activity log.
 */
export async function loader(args: Route.LoaderArgs) {
  return staffFileDownload(args, findAttachment, (file, leadId) => ({
    action: "lead_attachment_downloaded",
    target: `request ${leadId}, file ${file.id}`,
    object: { type: "lead", id: leadId },
  }));
}
