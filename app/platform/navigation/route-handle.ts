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
  /**
   * How the Express edge reads a POST's body before this route's action sees it. The route the
   * router matches (its deepest match) says it; a route that says nothing takes the edge's
   * default, 32 KB read whole and multipart refused (server/body-bounds.ts).
   */
  body?: BodyBound;
}

/** A body's bound, declared by the route that receives it. */
export type BodyBound =
  /** Read whole into memory up to `maxBytes` (a form, JSON), 413 beyond; multipart refused. */
  | { kind: "bounded"; maxBytes: number }
  /**
   * A media library form: multipart streamed by the media reader for an account whose role may
   * upload there, `maxBytes` of files at most (all of them together), `maxFiles` of them, and
   * `form` text fields around them; any other body bounded as by default.
   */
  | {
      kind: "multipart-media";
      maxBytes: number;
      maxFiles?: number;
      form?: { fields: number; fieldSize: number };
    }
  /**
   * The contact form: multipart streamed by the contact reader, whose bounds are the
   * attachments' (app/site/contact/attachment-limits.ts); any other body bounded as by default.
   */
  | { kind: "multipart-contact" }
  /** A job application: the contact reader with the application's fields and files (app/site/careers). */
  | { kind: "multipart-application" };

export const withIslands: RouteHandle = { islands: true };
export const blogPage: RouteHandle = { islands: true, cachedUntilBlogChange: true };

export function isBackOffice(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.backOffice === true);
}

export function hasIslands(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.islands === true);
}
