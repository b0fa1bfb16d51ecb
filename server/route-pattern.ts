import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";
import { matchRoutes, type RouteObject } from "react-router";
import type { RouteHandle } from "../app/platform/navigation/route-handle";
import { decodablePath } from "./request-guards";

/** Paths answered by Express itself, before React Router. */
const EXPRESS_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The route pattern of a path ("/blog/:slug", "/en/automation", "/assets/*"), for the request log
 * and for metric labels: a bounded set, whatever paths clients make up (a miss is "unmatched").
 */
export function routePatterns(routes: ServerBuild["routes"] | undefined) {
  const table = routeTable(routes);
  return (path: string, status: number): string => {
    // /metrics without its token answers as a path the site does not have, and is counted so.
    if (EXPRESS_ROUTES.has(path) && !(path === "/metrics" && status === 404)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (status === 404) return "unmatched";
    return table(path).pattern;
  };
}

/** Whether the route that serves `path` says its page is cached, rendered, until an article changes. */
export function cachedUntilBlogChange(routes: ServerBuild["routes"] | undefined) {
  const table = routeTable(routes);
  return (path: string): boolean => table(path).cachedUntilBlogChange;
}

interface Match {
  pattern: string;
  cachedUntilBlogChange: boolean;
}

function routeTable(routes: ServerBuild["routes"] | undefined): (path: string) => Match {
  const tree = routes ? buildTree(routes) : [];
  // matchRoutes flattens and ranks the whole route table on every call (a third of the CPU of
  // serving a prerendered page): remember the match of the paths actually served.
  const known = new LRUCache<string, Match>({ max: 2000 });
  return (path) => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    // A malformed percent-encoding (answered 400) matches nothing; matchRoutes would warn.
    if (!decodablePath(path)) return { pattern: "unmatched", cachedUntilBlogChange: false };
    const matches = tree.length > 0 ? matchRoutes(tree, path) : null;
    const pattern = matches
      ?.map((match) => match.route.path ?? "")
      .filter((part) => part !== "")
      .join("/");
    const unmatched = !matches || pattern === undefined || pattern === "*";
    const result: Match = {
      pattern: unmatched ? "unmatched" : `/${pattern}`,
      cachedUntilBlogChange:
        !unmatched &&
        matches.some(
          (match) =>
            (routes?.[match.route.id ?? ""]?.module?.handle as RouteHandle | undefined)
              ?.cachedUntilBlogChange === true,
        ),
    };
    known.set(path, result);
    return result;
  };
}

/**
 * Whether `path` is served by a resource route (a route module without a component: a file, a
 * feed, an API). Such a route has no page, so its `.data` twin must not exist either.
 */
export function resourceRoute(routes: ServerBuild["routes"] | undefined) {
  const tree = routes ? buildTree(routes) : [];
  const known = new LRUCache<string, boolean>({ max: 2000 });
  return (path: string): boolean => {
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    const matches = decodablePath(path) && tree.length > 0 ? matchRoutes(tree, path) : null;
    const leaf = matches?.at(-1)?.route.id;
    const result = leaf !== undefined && routes?.[leaf]?.module?.default === undefined;
    known.set(path, result);
    return result;
  };
}

/** The build's route manifest as the nested tree `matchRoutes` takes, case sensitivity included. */
export function buildTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const entries = Object.values(routes).filter((route) => route !== undefined);
  for (const route of entries) {
    const siblings = byParent.get(route.parentId) ?? [];
    byParent.set(route.parentId, siblings);
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children ? ({ ...node, children: attach(children) } as RouteObject) : node;
    });
  return attach(byParent.get(undefined) ?? []);
}
