import { Link, type LinkProps } from "react-router";
import { useLocalize } from "./language";

/** Every internal link goes through here, so English pages keep their /en prefix. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalize();
  return <Link to={localize(to)} {...props} />;
}
