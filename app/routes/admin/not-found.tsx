import { data, Link } from "react-router";
import { adminPage } from "~/services/auth/admin-page.server";
import { adminHeaders, adminRouteHeaders, requireAdmin } from "~/services/auth/guard.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { focusRing } from "~/ui/admin/form-field";
import type { Route } from "./+types/not-found";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.t.title, data?.area);

/** An unknown back-office path: behind the session like the rest, then 404. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { t, path } = adminPage(request);
  return data(
    { t: t.notFound, area: t.shell.area, home: path("/admin") },
    { status: 404, headers: adminHeaders },
  );
}

export default function AdminNotFound({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
      <p className="mt-3 text-navy-800">{d.t.text}</p>
      <p className="mt-4">
        <Link to={d.home} className={`font-semibold text-steel-700 underline ${focusRing}`}>
          {d.t.back}
        </Link>
      </p>
    </div>
  );
}
