import { useRouteLoaderData } from "react-router";
import type { Messages } from "~/i18n/messages.server";

/** Texts of the header, footer and global widgets (the "common" dictionary). */
export type CommonTexts = Messages["common"];

/** These texts, loaded by the root route for the URL's language. */
export function useCommonTexts(): CommonTexts {
  const data = useRouteLoaderData("root") as { common: CommonTexts } | undefined;
  if (!data) throw new Error("useCommonTexts needs the root loader data");
  return data.common;
}
