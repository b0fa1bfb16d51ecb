import { data, Outlet } from "react-router";
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
      links: {
        home: path("/admin"),
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
    <AdminShell t={loaderData.t} links={loaderData.links} username={loaderData.username}>
      <Outlet />
    </AdminShell>
  );
}
