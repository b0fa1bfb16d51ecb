import { Outlet } from "react-router";
import { countNewLeads } from "~/data/leads.server";
import { localizePath } from "~/i18n/lang";
import { adminData, adminRequest, adminRouteHeaders } from "~/services/auth/admin-request.server";
import { adminSession } from "~/services/auth/admin-session.server";
import { backOfficeHandle } from "~/ui/admin/admin-meta";
import { AdminShell } from "~/ui/admin/admin-shell";
import type { Route } from "./+types/layout";

export const handle = backOfficeHandle;
export const headers = adminRouteHeaders;
// Every page under the layout: the session is looked up here, once per request.
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, t, path, db } = await adminRequest({ request, context });
  return adminData({
    t: t.shell,
    username: user.username,
    newLeads: await countNewLeads(db),
    links: {
      home: path(""),
      leads: path("/leads"),
      articles: path("/articles"),
      media: path("/media"),
      pages: path("/pages"),
      collections: path("/collections"),
      settings: path("/settings"),
      audit: path("/audit"),
      account: path("/account"),
      logout: path("/logout"),
      site: localizePath("/", lang),
    },
  });
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
