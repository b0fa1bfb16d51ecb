import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

export type CommonTexts = Awaited<ReturnType<typeof rootLoader>>["common"];

/** Texts of the header, footer and global widgets, loaded by the root route for the URL's language. */
export function useCommonTexts(): CommonTexts {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useCommonTexts needs the root loader data");
  return data.common;
}
