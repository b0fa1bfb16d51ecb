import { createSocket, type Socket } from "node:dgram";
import { isBackOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { type PageCounter, pageCounts } from "./page-count.server";
import { isView, outsideHost } from "./page-view-rules";

const log = componentLogger("page-counts");

/** The tag deploy/nginx.conf gives its lines of page views answered from its cache. */
const TAG = "procelia_views: ";

/** One line of nginx's `procelia_views` log format (JSON-escaped by nginx). */
interface EdgeLine {
  method?: unknown;
  status?: unknown;
  uri?: unknown;
  type?: unknown;
  agent?: unknown;
  purpose?: unknown;
  referer?: unknown;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * A page view nginx answered from its cache, read from its syslog datagram
 * (`<190>Nov 29 11:22:52 procelia_views: {...}`) by the rules of the Express edge
 * (server/page-counts.ts): the page and the outside site that sent the reader, or nothing.
 */
export function edgeView(
  datagram: string,
  ownHosts: readonly string[],
): { path: string; host: string | null } | undefined {
  const start = datagram.indexOf(TAG);
  if (start < 0) return undefined;
  let line: EdgeLine;
  try {
    line = JSON.parse(datagram.slice(start + TAG.length)) as EdgeLine;
  } catch {
    return undefined;
  }
  const path = text(line.uri);
  if (!path?.startsWith("/") || isBackOfficePath(path)) return undefined;
  if (line.status !== "200" && line.status !== "304") return undefined;
  if (!text(line.type)?.startsWith("text/html")) return undefined;
  const view = {
    method: text(line.method) ?? "",
    path,
    userAgent: text(line.agent),
    purpose: text(line.purpose),
    referer: text(line.referer),
  };
  if (!isView(view)) return undefined;
  return { path, host: outsideHost(view.referer, ownHosts) };
}

let socket: Socket | undefined;

/**
 * Listens on 127.0.0.1:NGINX_VIEWS_PORT for the views nginx answered without an instance (its
 * page cache's hits; the instance that answered a miss counted it itself), and counts them like
 * the others. Every instance binds the same port (SO_REUSEPORT): the kernel hands each datagram
 * to one of them. Unset, nothing listens (no nginx in front, or the views it answers uncounted).
 */
export function startEdgeViews(
  port = env().NGINX_VIEWS_PORT,
  counter: PageCounter = pageCounts,
): Promise<void> {
  if (!port || socket) return Promise.resolve();
  const own = [new URL(env().PUBLIC_SITE_URL).hostname];
  const listening = createSocket({ type: "udp4", reusePort: true });
  socket = listening;
  listening.on("message", (message) => {
    const view = edgeView(message.toString("utf8"), own);
    if (view) counter.count(view.path, view.host);
  });
  return new Promise((resolve) => {
    listening.once("error", (error) => {
      // The site works without: only the views nginx answers itself go uncounted.
      log.error(
        { err: error.message, port },
        "[page-counts] cannot listen for nginx's page views: those it answers from its cache are not counted",
      );
      socket = undefined;
      listening.close();
      resolve();
    });
    listening.bind(port, "127.0.0.1", () => resolve());
  });
}

export function stopEdgeViews(): Promise<void> {
  const listening = socket;
  socket = undefined;
  if (!listening) return Promise.resolve();
  return new Promise((resolve) => listening.close(() => resolve()));
}
