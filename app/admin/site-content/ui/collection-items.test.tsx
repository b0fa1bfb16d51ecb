import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import fr from "~/admin/site-content/texts/collections.fr.server";
import { CollectionItems } from "./collection-items";

/** The list as the page renders it after a move, the moved item named by the address. */
async function render(focus: { ref: string; button: string }): Promise<string> {
  const routes = [
    {
      path: "/admin/collections/projects",
      element: (
        <CollectionItems
          t={fr}
          version={1}
          addLink="/admin/collections/projects/new"
          focus={focus}
          items={[
            {
              ref: "1",
              title: "Brasserie",
              thumb: null,
              status: null,
              visible: true,
              edit: "/admin/collections/projects/1",
              remove: "/admin/collections/projects/1/delete",
            },
          ]}
        />
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/admin/collections/projects"));
  if (context instanceof Response) throw new Error("no render");
  return renderToStaticMarkup(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
}

/** The focus module's parameters as the page writes them (a JSON block, never code). */
const block = (html: string) =>
  /<script type="application\/json"[^>]*data-browser-config="moved-item-focus"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];

describe("the collection list's focus module", () => {
  it("never writes the address's values into the page as markup", async () => {
    const html = await render({ ref: "x</script><h1>x", button: "up</script><h1>y" });
    expect(html).not.toContain("</script><h1>");
    expect(html).not.toContain("<h1>");
    const data = block(html);
    expect(data).not.toContain("<");
    expect(JSON.parse(data ?? "null")).toEqual({
      row: "item-x</script><h1>x",
      button: "up</script><h1>y",
    });
  });

  it("still names the moved item and its button for the module", async () => {
    const html = await render({ ref: "1", button: "down" });
    expect(JSON.parse(block(html) ?? "null")).toEqual({ row: "item-1", button: "down" });
  });
});
