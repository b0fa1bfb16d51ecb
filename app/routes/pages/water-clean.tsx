import { loadPage } from "~/i18n/load-page.server";
import { pagePath } from "~/navigation/page-table";
import { seoTags } from "~/seo/meta";
import { CardGrid, CheckList, IconCards, InfoCard, Paragraphs, Steps } from "~/ui/blocks";
import { CtaBand } from "~/ui/cta-band";
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
} from "~/ui/icons";
import { PageHero } from "~/ui/page-hero";
import { Picture } from "~/ui/picture";
import { Section } from "~/ui/section";
import type { Route } from "./+types/water-clean";

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, "waterClean");
export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

/** Icons in the order of the technologies in the dictionary. */
const technologyIcons: LucideIcon[] = [Droplets, Layers, Zap, Filter, Sun, Hexagon];
const partnershipIcons: LucideIcon[] = [ClipboardList, Wrench, Headset];

export default function Page({ loaderData: { t } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={t.hero.title}
        intro={t.hero.intro}
        cta={{ label: t.hero.cta, to: pagePath("contact") }}
      />

      <Section heading={t.why}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Paragraphs items={t.why.paragraphs} className="max-w-3xl" />
          <aside className="rounded-xl border border-process-100 bg-process-50 p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-navy-900">{t.why.targets.title}</h3>
            <dl className="mt-5 divide-y divide-mist-200">
              {t.why.targets.items.map((item) => (
                <div key={item.label} className="py-3 first:pt-0 last:pb-0">
                  <dt className="text-sm font-medium text-ink-700">{item.label}</dt>
                  <dd className="mt-1 text-base font-semibold text-steel-700 tabular-nums">
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </Section>

      <Section tone="mist" heading={t.process}>
        <Steps steps={t.process.steps} />
      </Section>

      <Section heading={t.technologies}>
        <CardGrid columns={3}>
          {t.technologies.items.map((item, index) => (
            <InfoCard
              key={item.name}
              icon={technologyIcons[index % technologyIcons.length]}
              title={item.name}
            >
              <p>{item.description}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section tone="mist" heading={t.skids}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <div className="space-y-4 text-lg leading-relaxed text-ink-700">
              {t.skids.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-8">
              <CheckList items={t.skids.features} />
            </div>
          </div>
          <Picture
            name="service-water"
            alt={t.skids.imageAlt}
            width={800}
            height={500}
            className="rounded-xl border border-mist-200 shadow-sm"
          />
        </div>
      </Section>

      <Section heading={t.benefits}>
        <div className="rounded-xl border border-mist-200 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={t.benefits.items} columns={2} />
        </div>
      </Section>

      <Section tone="navy" heading={t.partnership}>
        <IconCards items={t.partnership.items} icons={partnershipIcons} columns={3} />
      </Section>

      <CtaBand title={t.cta.title} text={t.cta.text} button={t.cta.button} />
    </>
  );
}
