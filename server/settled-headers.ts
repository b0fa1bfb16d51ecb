import type { Response } from "express";

const settledKey = Symbol("settledHeaders");
type WithSettled = { [settledKey]?: Set<string> };

/**
 * Sets headers that a rule of the edge decides for the whole answer (the back office's
 * `no-store` and `noindex`), before any handler runs: whatever answers then (a route, a redirect,
 * an error, a 304) keeps them, and `appendRouteHeaders` leaves out a route's own values for them.
 */
export function settleHeaders(res: Response, headers: Readonly<Record<string, string>>): void {
  const holder = res as WithSettled;
  holder[settledKey] ??= new Set();
  const names = holder[settledKey];
  for (const [name, value] of Object.entries(headers)) {
    res.setHeader(name, value);
    names.add(name.toLowerCase());
  }
}

/**
 * A route's response headers onto the answer, appended as React Router's Express adapter does,
 * except those the edge settled: a route's `Cache-Control` appended to the back office's would
 * read `no-store, private, …`.
 */
export function appendRouteHeaders(res: Response, headers: Iterable<[string, string]>): void {
  const settled = (res as WithSettled)[settledKey];
  for (const [name, value] of headers) {
    if (!settled?.has(name.toLowerCase())) res.append(name, value);
  }
}
