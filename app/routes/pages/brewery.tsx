import { loadPage } from "~/i18n/load-page.server";
import { LocalizedLink } from "~/i18n/localized-link";
import { pagePath } from "~/navigation/page-table";
import { seoTags } from "~/seo/meta";
import { CardGrid, CheckList, ContactCard, InfoCard, Paragraphs, Steps } from "~/ui/blocks";
import { buttonClass } from "~/ui/button";
import { CtaBand } from "~/ui/cta-band";
import { ArrowRight, Beer, Cpu, Cylinder, MapPin, SprayCan, Workflow } from "~/ui/icons";
import { ServiceHero } from "~/ui/page-hero";
import { Picture } from "~/ui/picture";
import { Section } from "~/ui/section";
import type { Route } from "./+types/brewery";

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, "brewery");
export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

/** Icons of the five service cards, in dictionary order. */
const serviceIcons = [Beer, Cylinder, SprayCan, Workflow, Cpu];

export default function Page({ loaderData: { t } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero hero={t.hero} />

      <Section heading={t.why}>
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <Paragraphs items={t.why.paragraphs} />
          <Picture
            name="project-3"
            alt={t.why.imageAlt}
            width={800}
            height={500}
            className="rounded-xl border border-mist-200 shadow-sm"
          />
        </div>
      </Section>

      <Section tone="mist" heading={t.services}>
        <CardGrid>
          {t.services.items.map((service, index) => (
            <InfoCard key={service.title} icon={serviceIcons[index]} title={service.title}>
              <p>{service.description}</p>
            </InfoCard>
          ))}
          <ContactCard {...t.services.custom} />
        </CardGrid>
      </Section>

      <Section heading={t.references}>
        <CardGrid>
          {t.references.items.map((reference) => (
            <InfoCard key={reference.name} icon={MapPin} title={reference.name}>
              <p>{reference.description}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section tone="navy" heading={t.advantages}>
        <CheckList items={t.advantages.items} dark columns={2} />
      </Section>

      <Section heading={t.growth}>
        <Steps steps={t.growth.stages} />
        <div className="mt-10 flex flex-col gap-4 rounded-xl border border-mist-200 bg-mist-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink-700">{t.growth.meuraText}</p>
          <LocalizedLink
            to={pagePath("meura")}
            className={buttonClass("outline", "md", "shrink-0")}
          >
            {t.growth.meuraLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </LocalizedLink>
        </div>
      </Section>

      <CtaBand title={t.cta.title} text={t.cta.text} button={t.cta.button} />
    </>
  );
}
