import { data, Outlet } from "react-router";
import { getDb } from "~/data/db.server";
import { countNewLeads } from "~/data/leads.server";
import { adminPage } from "~/services/auth/admin-page.server";
import { adminHeaders, adminRouteHeaders, requireAdmin } from "~/services/auth/guard.server";
import { backOfficeHandle } from "~/ui/admin/admin-meta";
import { AdminShell } from "~/ui/admin/admin-shell";
import type { Route } from "./+types/layout";

export const handle = backOfficeHandle;
export const headers = adminRouteHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  const { t, path } = adminPage(request);
  return data(
    {
      t: t.shell,
      username: user.username,
      newLeads: await countNewLeads(await getDb()),
      links: {
        home: path("/admin"),
        leads: path("/admin/leads"),
        articles: path("/admin/articles"),
        audit: path("/admin/audit"),
        account: path("/admin/account"),
        logout: path("/admin/logout"),
        site: path("/"),
      },
    },
    { headers: adminHeaders },
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      t={loaderData.t}
      links={loaderData.links}
      username={loaderData.username}
      newLeads={loaderData.newLeads}
    >
      <Outlet />
    </AdminShell>
  );
}
