import {
  ClipboardList,
  Droplets,
  Filter,
  Headset,
  Hexagon,
  Layers,
  type LucideIcon,
  Sun,
  Wrench,
  Zap,
} from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { CheckList, Paragraphs, Steps } from "~/site/ui/content-blocks";
import { FactList } from "~/site/ui/fact-list";
import { AsideSection, CardsSection, PictureSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import type { Route } from "./+types/water-clean";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("waterClean");

/** Icons in the order of the technologies in the dictionary. */
const technologyIcons: LucideIcon[] = [Droplets, Layers, Zap, Filter, Sun, Hexagon];
const partnershipIcons: LucideIcon[] = [ClipboardList, Wrench, Headset];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <AsideSection
        texts={t.why}
        aside={
          <aside className="rounded-xl border border-process-100 bg-process-50 p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-navy-900">{t.why.targets.title}</h3>
            <FactList
              look="panel"
              items={t.why.targets.items}
              className="mt-5 divide-y divide-mist-200"
            />
          </aside>
        }
      />

      <Section tone="mist" heading={t.process}>
        <Steps steps={t.process.steps} />
      </Section>

      <CardsSection texts={t.technologies} icons={technologyIcons} />

      <PictureSection tone="mist" texts={t.skids} image="service-water" chosen={photos.waterClean}>
        <div>
          <Paragraphs items={t.skids.paragraphs} />
          <CheckList items={t.skids.features} className="mt-8" />
        </div>
      </PictureSection>

      <Section heading={t.benefits}>
        <CheckList
          items={t.benefits.items}
          columns={2}
          className="rounded-xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8"
        />
      </Section>

      <CardsSection tone="navy" texts={t.partnership} icons={partnershipIcons} columns={3} />
    </ServicePage>
  );
}
