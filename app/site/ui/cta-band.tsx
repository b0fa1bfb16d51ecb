import { LocalizedLink } from "~/platform/i18n/localized-link";
import { buttonClass } from "../../platform/ui/button";
import { useContactPath } from "../contact/ui/contact-path";
import { useCommonTexts } from "./site/common-texts";

/** Closing call to action of a page: always leads to the localized contact page. */
export function CtaBand({
  title,
  text,
  button,
}: {
  title?: string;
  text?: string;
  button?: string;
}) {
  const { cta } = useCommonTexts();
  const contact = useContactPath();
  return (
    <section className="bg-steel-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold text-balance sm:text-3xl">{title ?? cta.title}</h2>
          <p className="mt-3 text-lg text-mist-100">{text ?? cta.text}</p>
        </div>
        <LocalizedLink to={contact} className={buttonClass("primary", "lg", "shrink-0")}>
          {button ?? cta.button}
        </LocalizedLink>
      </div>
    </section>
  );
}
