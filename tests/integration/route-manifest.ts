import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routeTable from "~/routes";

type Manifest = ServerBuild["routes"];
type ServerRoute = NonNullable<Manifest[string]>;

/** A route module of app/, by its file as the route table names it. */
const load = (file: string): Promise<ServerRoute["module"]> =>
  import(/* @vite-ignore */ `../../app/${file}`);

/**
 * The route manifest a server build exports (`routes`), made from a route table in the build's
 * shape: every route under the root route, each with its module imported, its id the one React
 * Router gives it (its own, or its file without the extension). The real table by default.
 */
export async function routeManifest(entries: RouteConfigEntry[] = routeTable): Promise<Manifest> {
  const manifest: Manifest = {
    root: { id: "root", path: "", module: await load("root.tsx") },
  };
  const add = async (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: await load(entry.file),
      } as ServerRoute;
      await add(entry.children ?? [], id);
    }
  };
  await add(entries, "root");
  return manifest;
}
