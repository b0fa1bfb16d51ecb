import {
  Cpu,
  Database,
  Headset,
  LayoutDashboard,
  MonitorSmartphone,
  Network,
  RefreshCw,
  Scale,
  SquareStack,
} from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { CheckList, IconTile, Paragraphs, Steps } from "~/site/ui/content-blocks";
import { CardsSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import { PictureSplit } from "~/site/ui/text-and-picture";
import type { Route } from "./+types/automation";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("automation");

/** Icons of the solution cards and partnership features, in the dictionary's order. */
const solutionIcons = [Cpu, MonitorSmartphone, LayoutDashboard, Database, RefreshCw, Headset];
const partnershipIcons = [SquareStack, Scale, Network];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <CardsSection id="solutions" texts={t.solutions} icons={solutionIcons} columns={3} animate />

      <Section id="expertise" tone="mist" heading={t.expertise}>
        <PictureSplit
          picture={{
            name: "automation-expertise",
            chosen: photos.automation,
            alt: t.expertise.imageAlt,
            width: 1000,
            height: 700,
          }}
        >
          <Paragraphs items={t.expertise.paragraphs} />
        </PictureSplit>
        <p className="eyebrow mt-14 mb-6 text-steel-700">{t.expertise.stepsTitle}</p>
        <Steps steps={t.expertise.steps} />
      </Section>

      <Section id="benefits" heading={t.benefits}>
        <CheckList
          items={t.benefits.items}
          columns={2}
          className="rounded-xl border border-mist-200 bg-process-50 p-6 sm:p-8"
        />
      </Section>

      <Section id="partnership" tone="navy" heading={t.partnership}>
        <ul className="grid gap-6 md:grid-cols-3">
          {t.partnership.features.map((feature, index) => (
            <li key={feature.title} className="rounded-xl border border-white/15 bg-white/5 p-6">
              <IconTile
                icon={partnershipIcons[index]}
                className="mb-4 bg-white/10 text-accent-400"
              />
              <h3 className="text-lg font-semibold text-white">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-mist-100">{feature.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 border-t border-white/15 pt-8">
          <p className="eyebrow text-accent-400">{t.partnership.platformsTitle}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {t.partnership.platforms.map((platform) => (
              <li key={platform} className="chip-light">
                {platform}
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </ServicePage>
  );
}
