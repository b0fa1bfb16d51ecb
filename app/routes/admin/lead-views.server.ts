import type { Database } from "~/data/db.server";
import { leadCounts } from "~/data/lead-intake.server";
import type { backOfficePath } from "~/navigation/back-office";
import type { LeadViews } from "~/ui/admin/lead-intake";

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
