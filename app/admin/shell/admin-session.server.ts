import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type AdminContext, requireAdmin, requireSameOrigin } from "./guard.server";

/** The signed-in session of a back-office request, set once by `adminSession`'s middleware. */
const sessionContext = createContext<AdminContext | null>(null);

/**
 * Middleware of every back-office route but the sign-in page: a write must come from a page of
 * this site (checked before any database work), then the session is looked up once for the
 * layout and the page together. Without one, a page is sent to the sign-in page and a JSON call
 * gets 401.
 */
export function adminSession(answer: "page" | "json" = "page"): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
    context.set(sessionContext, await requireAdmin(request, answer));
  };
}

/** The session the middleware found; a route that forgot the middleware fails loudly. */
export function sessionOf(context: Readonly<RouterContextProvider>): AdminContext {
  const session = context.get(sessionContext);
  if (!session) throw new Error("back-office route without the adminSession middleware");
  return session;
}
