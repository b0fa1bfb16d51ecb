import { adminRequest } from "~/admin/shell/admin-request.server";
import { LinkLine } from "~/admin/shell/ui/form-field";
import type { Route } from "./+types/not-found";

export { headers, meta } from "~/admin/shell/route-head";

/** An unknown back-office path: behind the session like the rest, then 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, path, screen } = await adminRequest({ request, context });
  return screen(t.notFound.title, { t: t.notFound, home: path("") }, 404);
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
