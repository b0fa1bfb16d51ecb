import { LocalizedLink } from "~/platform/i18n/localized-link";
import { ArrowRight, CalendarDays, MapPin } from "~/platform/ui/icons";
import type { ReferenceLink } from "~/site/references/reference-views.server";
import { Card } from "~/site/ui/content-blocks";
import { IconText } from "~/site/ui/icon-fact";
import { Section } from "~/site/ui/section";

export interface ServiceReferencesData {
  references?: ReferenceLink[];
  referenceTexts?: { eyebrow: string; title: string; readMore: string };
}

/** A service page's references: the published projects that name it, each a link to its page. */
export function ServiceReferences({ references, referenceTexts }: ServiceReferencesData) {
  if (!references?.length || !referenceTexts) return null;
  return (
    <Section id="references" tone="mist" heading={referenceTexts}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {references.map((reference) => (
          <Card key={reference.key}>
            <p className="text-sm font-semibold tracking-wider text-steel-700 uppercase">
              {reference.category}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-navy-900">{reference.title}</h3>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
              <IconText icon={MapPin}>{reference.location}</IconText>
              <IconText icon={CalendarDays}>{reference.year}</IconText>
            </p>
            <LocalizedLink
              to={reference.path}
              className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-steel-700 hover:underline"
            >
              {referenceTexts.readMore}
              <span className="sr-only">: {reference.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </LocalizedLink>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
