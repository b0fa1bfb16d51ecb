import { Outlet } from "react-router";
import { countNewLeads } from "~/admin/leads/leads.server";
import { notificationWatch } from "~/admin/leads/notification-watch.server";
import { adminData, adminRequest } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { AdminShell } from "~/admin/shell/ui/admin-shell";
import { NotificationBanner } from "~/admin/shell/ui/notification-banner";
import { can } from "~/platform/database/roles";
import { backOfficeRoots } from "~/platform/navigation/back-office";
import {
  backOfficeLinks,
  backOfficeNav,
  insideBackOffice,
} from "~/platform/navigation/back-office-access";
import type { Route } from "./+types/layout";

export const handle = backOfficeHandle;
export { headers } from "~/admin/shell/route-head";
// Every page under the layout: the session is looked up here, once per request.
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, t, path, db } = await adminRequest({ request, context });
  // The navigation shows only what the role may open: the same table the server enforces.
  const nav = backOfficeNav(user.role, lang);
  return adminData({
    t: t.shell,
    nav,
    username: user.username,
    drafts: {
      user: user.username,
      page: insideBackOffice(new URL(request.url).pathname) ?? "",
      signIn: backOfficeRoots.map((root) => `${root}/login`),
    },
    newLeads: can(user.role, "leads") ? await countNewLeads(db) : 0,
    // Notifications off or failing: told on every page to those who handle the requests.
    watch: can(user.role, "leads") ? await notificationWatch(db, lang, path("/leads")) : undefined,
    links: backOfficeLinks(lang),
  });
}

export default function AdminLayout({ loaderData: { watch, ...shell } }: Route.ComponentProps) {
  // The loader's data is the frame's, and the notification warning shown in it.
  return (
    <AdminShell {...shell}>
      {watch && <NotificationBanner watch={watch} />}
      <Outlet />
    </AdminShell>
  );
}
