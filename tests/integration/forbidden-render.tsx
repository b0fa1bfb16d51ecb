import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { ForbiddenPageView } from "~/admin/shell/ui/forbidden-page";
import type { ForbiddenPage } from "~/platform/navigation/back-office-access";

/** The back office's 403 page as the server renders it, inside a router (its links need one). */
export async function renderForbidden(page: ForbiddenPage, path: string): Promise<string> {
  const handler = createStaticHandler([{ path, element: <ForbiddenPageView page={page} /> }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("no render");
  return renderToStaticMarkup(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
}
