import { Outlet } from "react-router";
import { countNewLeads } from "~/data/leads.server";
import { can } from "~/data/roles";
import { backOfficeRoots } from "~/navigation/back-office";
import { backOfficeLinks, backOfficeNav, insideBackOffice } from "~/navigation/back-office-access";
import { adminData, adminRequest, adminRouteHeaders } from "~/services/auth/admin-request.server";
import { adminSession } from "~/services/auth/admin-session.server";
import { notificationWatch } from "~/services/notification-watch.server";
import { backOfficeHandle } from "~/ui/admin/admin-meta";
import { AdminShell } from "~/ui/admin/admin-shell";
import { NotificationBanner } from "~/ui/admin/notification-banner";
import type { Route } from "./+types/layout";

export const handle = backOfficeHandle;
export const headers = adminRouteHeaders;
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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      t={loaderData.t}
      nav={loaderData.nav}
      links={loaderData.links}
      username={loaderData.username}
      newLeads={loaderData.newLeads}
      drafts={loaderData.drafts}
    >
      {loaderData.watch && <NotificationBanner watch={loaderData.watch} />}
      <Outlet />
    </AdminShell>
  );
}
