import type { Request } from "express";
import { LRUCache } from "lru-cache";
import { matchRoutes, type ServerBuild } from "react-router";
import type { BodyBound, RouteHandle } from "../app/platform/navigation/route-handle";
import { decodablePath } from "./request-guards";
import { buildTree } from "./route-pattern";

/** Larger than any form or API body of the site but those whose route declares its own (a contact request is under 6 KB). */
export const MAX_BODY_BYTES = 32 * 1024;

/** The bound of a body whose route declares none, or that no route matches. */
export const DEFAULT_BODY_BOUND: BodyBound = { kind: "bounded", maxBytes: MAX_BODY_BYTES };

/** The bound of a request's body, as the route React Router will hand it to declares it. */
export type BodyBoundOf = (req: Pick<Request, "originalUrl">) => BodyBound;

/**
 * The path React Router matches for a request target: the URL's path as the adapter builds it
 * (dot segments resolved, `\` read as `/`), without the `.data` suffix of a data request, as the
 * router's own normalisation drops it. Undefined for a target that is no path.
 */
export function routedPath(target: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(`http://localhost${target}`).pathname;
  } catch {
    return undefined;
  }
  return pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
}

/**
 * Reads each route's `handle.body` (app/platform/navigation/route-handle.ts) by matching the
 * request against the server build's route tree with the router's own `matchRoutes`: the route
 * whose action receives the body (the deepest match) says how it is read and how large it may
 * be. A route that says nothing, or a path no route serves, gets `DEFAULT_BODY_BOUND`.
 */
export function bodyBounds(routes: ServerBuild["routes"] | undefined): BodyBoundOf {
  const tree = routes ? buildTree(routes) : [];
  // matchRoutes ranks the whole table on every call: remember the paths actually posted to.
  const known = new LRUCache<string, BodyBound>({ max: 2000 });
  return (req) => {
    const path = routedPath(req.originalUrl);
    if (path === undefined || !decodablePath(path)) return DEFAULT_BODY_BOUND;
    const cached = known.get(path);
    if (cached !== undefined) return cached;
    const leaf = tree.length > 0 ? matchRoutes(tree, path)?.at(-1)?.route.id : undefined;
    const handle = leaf === undefined ? undefined : routes?.[leaf]?.module?.handle;
    const bound = (handle as RouteHandle | undefined)?.body ?? DEFAULT_BODY_BOUND;
    known.set(path, bound);
    return bound;
  };
}
