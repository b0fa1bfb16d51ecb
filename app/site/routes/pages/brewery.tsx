import { pagePath } from "~/platform/navigation/page-table";
import { Beer, Cpu, Cylinder, MapPin, SprayCan, Workflow } from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { ArrowLink, CheckList, Paragraphs, Steps } from "~/site/ui/content-blocks";
import { CardsSection, PictureSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import type { Route } from "./+types/brewery";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("brewery");

/** Icons of the five service cards, in dictionary order. */
const serviceIcons = [Beer, Cylinder, SprayCan, Workflow, Cpu];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <PictureSection texts={t.why} image="project-3" chosen={photos.brewery}>
        <Paragraphs items={t.why.paragraphs} />
      </PictureSection>

      <CardsSection
        tone="mist"
        texts={t.services}
        icons={serviceIcons}
        contact={t.services.custom}
      />

      <CardsSection texts={t.references} icons={[MapPin]} />

      <Section tone="navy" heading={t.advantages}>
        <CheckList items={t.advantages.items} dark columns={2} />
      </Section>

      <Section heading={t.growth}>
        <Steps steps={t.growth.stages} />
        <div className="mt-10 flex flex-col gap-4 rounded-xl border border-mist-200 bg-mist-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink-700">{t.growth.meuraText}</p>
          <ArrowLink to={pagePath("meura")} variant="outline" className="shrink-0">
            {t.growth.meuraLink}
          </ArrowLink>
        </div>
      </Section>
    </ServicePage>
  );
}
