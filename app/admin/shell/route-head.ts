import { company } from "~/platform/content/company";
import { adminHeaders } from "./admin-headers";

// The head every back-office screen shares, re-exported by its route module:
// `export { headers, meta } from "~/admin/shell/route-head";`

/**
 * React Router sends only what `headers` returns on a document request, so an action's
 * Retry-After (a refused sign-in) is carried over beside the back office's headers.
 */
export function headers({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const merged = new Headers(adminHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}

/** The screen's title from its loader (`screen()` of adminRequest), never indexed nor followed. */
export function meta({ loaderData }: { loaderData?: unknown }) {
  const { title, area } = (loaderData ?? {}) as { title?: unknown; area?: unknown };
  const named = typeof title === "string" ? title : undefined;
  return [
    {
      title:
        named && typeof area === "string" ? `${named} · ${area}` : (named ?? company.shortName),
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * `handle` of every back-office page: lets the root layout tell the back office from the public
 * site (for instance to leave out the public header, footer and cookie notice).
 */
export const backOfficeHandle = { backOffice: true } as const;
