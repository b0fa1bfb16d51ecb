import type { UIMatch } from "react-router";

/**
 * What a route module exports as `handle`. Only routes that need React in the browser (a form
 * that validates and posts itself, a filtered list, a share button) ask for the client runtime;
 * every other page is sent as HTML with the site's one small script.
 */
export interface RouteHandle {
  hydrate?: boolean;
  /** Back-office pages bring their own header: the public chrome is left out. */
  backOffice?: boolean;
}

export const hydrated: RouteHandle = { hydrate: true };

/** React Router's "disabling JavaScript" pattern: the root loads the router's scripts only when asked. */
export function needsClientRuntime(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

export function isBackOffice(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.backOffice === true);
}
