import { Link, type LinkProps } from "react-router";
import { useLocalize } from "./language";

/**
 * Every internal link goes through here, so English pages keep their /en prefix. Links load
 * documents (most pages ship no router; speculation rules make the next page instant), also
 * from a hydrated page, so each page behaves the same however it was reached.
 */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalize();
  return <Link to={localize(to)} reloadDocument {...props} />;
}
