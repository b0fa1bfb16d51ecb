import { adminData, adminRequest, adminRouteHeaders } from "~/admin/shell/admin-request.server";
import { adminMeta } from "~/admin/shell/ui/admin-meta";
import { LinkLine } from "~/admin/shell/ui/form-field";
import type { Route } from "./+types/not-found";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.title, loaderData?.area);

/** An unknown back-office path: behind the session like the rest, then 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, path } = await adminRequest({ request, context });
  return adminData({ t: t.notFound, area: t.shell.area, home: path("") }, 404);
}

export default function AdminNotFound({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
      <p className="mt-3 text-navy-800">{d.t.text}</p>
      <LinkLine to={d.home} className="mt-4">
        {d.t.back}
      </LinkLine>
    </div>
  );
}
