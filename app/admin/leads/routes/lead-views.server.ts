import { leadCounts } from "~/admin/intake/lead-intake.server";
import type { LeadViews } from "~/admin/leads/ui/lead-intake";
import type { Database } from "~/platform/database/db.server";
import type { backOfficePath } from "~/platform/navigation/back-office";

/** The tabs of the leads screen with their links and figures, for the view `current`. */
export async function leadViews(
  db: Database,
  path: (inside: Parameters<typeof backOfficePath>[0]) => string,
  current: LeadViews["current"],
): Promise<LeadViews> {
  return {
    current,
    links: {
      inbox: path("/leads"),
      held: path("/leads/held"),
      dashboard: path("/leads/dashboard"),
    },
    counts: await leadCounts(db),
  };
}
