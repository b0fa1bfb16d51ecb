import { trustBand } from "~/admin/site-content/collections/certifications.server";
import { cn } from "~/platform/ui/cn";
import {
  BadgeCheck,
  Cog,
  Flame,
  FlaskConical,
  Gauge,
  Microscope,
  ShieldCheck,
  Sparkles,
  Zap,
} from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { CheckList, IconTile, TitledText } from "~/site/ui/content-blocks";
import { CardsSection, PictureSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import { TrustBand } from "~/site/ui/trust-band";
import type { Route } from "./+types/safety";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("safety", ({ lang }) => ({
  certifications: trustBand(lang),
}));

/** Icons of the risks and compliance services, in the dictionary's order. */
const riskIcons = [Cog, Flame, Gauge, FlaskConical, Zap, Microscope];
const serviceIcons = [BadgeCheck, Flame, Gauge, Sparkles, ShieldCheck];

/**
 * Five service cards on a six-column grid: three on the first row, two wider ones on the
 * second, so that both rows fill the width on large screens (the last spans both columns
 * on tablets). Each card spans four rows of the list (icon, title, description, objective) as a
 * subgrid, so the titles, descriptions and objective boxes of one row start at the same height
 * and the objective boxes share one height, whatever the length of each text.
 */
const serviceSpans = [
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-3",
  "sm:col-span-2 lg:col-span-3",
];

export default function Page({ loaderData: { t, certifications, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <CardsSection id="risks" texts={t.why} items={t.why.risks} icons={riskIcons} animate />

      <Section id="services" tone="mist" heading={t.services}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {t.services.items.map((service, index) => (
            <li
              key={service.title}
              className={cn(
                "row-span-4 grid grid-rows-subgrid gap-y-0 rounded-xl border border-mist-200 bg-white p-6 shadow-sm",
                serviceSpans[index],
              )}
            >
              <IconTile icon={serviceIcons[index]} className="mb-4 bg-process-50 text-steel-700" />
              <TitledText title={service.title} text={service.description} />
              <dl className="mt-5 rounded-lg border-l-4 border-accent-500 bg-mist-50 px-4 py-3">
                <dt className="text-xs font-bold tracking-[0.16em] text-steel-700 uppercase">
                  {t.services.objectiveLabel}
                </dt>
                <dd className="mt-1 font-medium leading-relaxed text-ink-900">
                  {service.objective}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <PictureSection id="audit" texts={t.audit} image="service-safety" chosen={photos.safety}>
        <CheckList items={t.audit.items} />
      </PictureSection>

      <TrustBand texts={t.certifications} tiles={certifications} />

      <Section id="standards" tone="navy" heading={t.standards}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.standards.items.map((standard) => (
            <li key={standard.code} className="rounded-xl border border-white/15 bg-white/5 p-6">
              {/* One line ("DESP (PED)" is joined by U+00A0): four columns from lg leave less room until xl. */}
              <h3 className="text-3xl font-bold tracking-wide text-accent-400 lg:text-2xl xl:text-3xl">
                {standard.code}
              </h3>
              <p className="mt-3 leading-relaxed text-mist-100">{standard.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </ServicePage>
  );
}
