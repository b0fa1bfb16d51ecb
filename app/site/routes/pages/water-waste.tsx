import {
  Factory,
  FileCheck,
  Filter,
  Flame,
  FlaskConical,
  Gauge,
  Layers,
  Leaf,
  type LucideIcon,
  Receipt,
  Recycle,
  ShieldCheck,
  Sprout,
  TrendingDown,
  Waves,
} from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { CardGrid, CheckList, InfoCard, Paragraphs } from "~/site/ui/content-blocks";
import { AsideSection, CardsSection, PictureSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import type { Route } from "./+types/water-waste";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("waterWaste");

/** Icons follow the order of the items in the dictionary. */
const whyIcons: LucideIcon[] = [FileCheck, Receipt, Leaf, Recycle];
const categoryIcons: LucideIcon[] = [Filter, FlaskConical, Waves, Layers, Flame, Factory];
const benefitIcons: LucideIcon[] = [ShieldCheck, TrendingDown, Sprout, Gauge];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <CardsSection texts={t.why} items={t.why.points} icons={whyIcons} columns={2} animate />

      <Section tone="mist" heading={t.technologies}>
        <CardGrid columns={3}>
          {t.technologies.categories.map((category, index) => (
            <InfoCard
              key={category.name}
              icon={categoryIcons[index % categoryIcons.length]}
              title={category.name}
            >
              <ul className="mt-1 space-y-2">
                {category.methods.map((method) => (
                  <li key={method} className="flex gap-2.5">
                    <span
                      aria-hidden="true"
                      className="mt-2.5 size-1.5 shrink-0 rounded-full bg-process-500"
                    />
                    <span>{method}</span>
                  </li>
                ))}
              </ul>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <PictureSection
        texts={t.turnkey}
        image="wastewater-plant"
        chosen={photos.waterWaste}
        frame="10:7"
        top
      >
        <div>
          <Paragraphs items={t.turnkey.paragraphs} />
          <CheckList items={t.turnkey.deliverables} className="mt-8" />
        </div>
      </PictureSection>

      <CardsSection tone="mist" texts={t.benefits} icons={benefitIcons} columns={4} />

      <AsideSection
        texts={t.commitment}
        tone="navy"
        aside={
          <CheckList
            items={t.commitment.points}
            dark
            className="rounded-xl border border-white/15 bg-white/5 p-6 sm:p-8"
          />
        }
      />
    </ServicePage>
  );
}
