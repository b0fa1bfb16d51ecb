import type { UIMatch } from "react-router";

/**
 * What a route module exports as `handle`. Every page is HTML with the site's one small script;
 * those with a form that validates and posts itself, a filtered list or a share button ask for
 * islands. No page loads React Router in the browser, the back office included.
 */
export interface RouteHandle {
  /** Parts of the page hydrated on their own, without the router (app/platform/islands/registry.ts). */
  islands?: boolean;
  /** Back-office pages bring their own header: the public chrome is left out. */
  backOffice?: boolean;
  /**
   * The same HTML for every visitor, and it changes only with the articles: the Express server
   * keeps the rendered page until an article changes (server/rendered-page-cache.ts).
   */
  cachedUntilBlogChange?: boolean;
}

export const withIslands: RouteHandle = { islands: true };
export const blogPage: RouteHandle = { islands: true, cachedUntilBlogChange: true };

export function isBackOffice(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.backOffice === true);
}

export function hasIslands(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.islands === true);
}
