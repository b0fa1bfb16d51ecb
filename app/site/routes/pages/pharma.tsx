import {
  ClipboardCheck,
  DatabaseZap,
  FlaskConical,
  Layers,
  ListChecks,
  ShieldCheck,
  SprayCan,
  Waves,
} from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { AsidePanel, CheckList } from "~/site/ui/content-blocks";
import { AsideSection, CardsSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import { PictureSplit } from "~/site/ui/text-and-picture";
import type { Route } from "./+types/pharma";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("pharma");

/** Icons of the three installation cards and the four constraints, in dictionary order. */
const installationIcons = [FlaskConical, SprayCan, Waves];
const constraintIcons = [ShieldCheck, ClipboardCheck, DatabaseZap, Layers];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <AsideSection
        texts={t.why}
        aside={<AsidePanel icon={ListChecks} title={t.why.scopeTitle} items={t.why.scope} />}
      />

      <CardsSection tone="mist" texts={t.installations} icons={installationIcons} />

      <CardsSection texts={t.constraints} icons={constraintIcons} columns={2} />

      <Section tone="mist">
        <PictureSplit
          picture={{
            name: "pharma-cleanroom",
            chosen: photos.pharma,
            alt: t.compliance.imageAlt,
            width: 1000,
            height: 700,
          }}
        >
          <div>
            <p className="eyebrow mb-2 text-steel-700">{t.compliance.eyebrow}</p>
            <h2 className="text-2xl font-bold text-balance text-navy-900 sm:text-3xl">
              {t.compliance.title}
            </h2>
            <p className="mt-4 mb-8 text-lg leading-relaxed text-ink-700">{t.compliance.intro}</p>
            <CheckList items={t.compliance.items} />
          </div>
        </PictureSplit>
      </Section>
    </ServicePage>
  );
}
