import { company } from "~/platform/content/company";
/** Title and robots tag of a back-office page; never indexed, never followed. */
export function adminMeta(title: string | undefined, area: string | undefined) {
  return [
    { title: title && area ? `${title} · ${area}` : (title ?? company.shortName) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * `handle` of every back-office page: lets the root layout tell the back office from the public
 * site (for instance to leave out the public header, footer and cookie notice).
 */
export const backOfficeHandle = { backOffice: true } as const;
