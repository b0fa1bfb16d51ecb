import { LocalizedLink } from "~/platform/i18n/localized-link";
import { ArrowLeft } from "~/platform/ui/icons";

/** The link back to a detail page's list (the references, the job posts), above its title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <LocalizedLink
      to={to}
      className="inline-flex items-center gap-2 text-sm font-semibold text-steel-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </LocalizedLink>
  );
}
