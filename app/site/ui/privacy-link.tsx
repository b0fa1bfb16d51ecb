import type { ReactNode } from "react";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { pagePath } from "~/platform/navigation/page-table";

/** The link to the privacy policy at the end of a notice or a form's consent, in running text. */
export function PrivacyLink({ children }: { children: ReactNode }) {
  return (
    <LocalizedLink
      to={pagePath("privacy")}
      className="font-medium text-steel-700 underline underline-offset-2"
    >
      {children}
    </LocalizedLink>
  );
}
