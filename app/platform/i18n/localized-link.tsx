import type { ComponentProps } from "react";
import { useLocalize } from "./language";

/**
 * Every internal link goes through here, so English pages keep their /en prefix. A plain anchor:
 * every page arrives as its HTML (speculation rules make the next one instant), and islands
 * rendered outside the router can use it too.
 */
export function LocalizedLink({
  to,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const localize = useLocalize();
  return <a href={localize(to)} {...props} />;
}
