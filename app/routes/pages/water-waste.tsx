import { loadPage } from "~/i18n/load-page.server";
import { pagePath } from "~/navigation/page-table";
import { seoTags } from "~/seo/meta";
import { CardGrid, CheckList, IconCards, InfoCard } from "~/ui/blocks";
import { CtaBand } from "~/ui/cta-band";
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
} from "~/ui/icons";
import { PageHero } from "~/ui/page-hero";
import { Picture } from "~/ui/picture";
import { Section } from "~/ui/section";
import type { Route } from "./+types/water-waste";

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, "waterWaste");
export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

/** Icons follow the order of the items in the dictionary. */
const whyIcons: LucideIcon[] = [FileCheck, Receipt, Leaf, Recycle];
const categoryIcons: LucideIcon[] = [Filter, FlaskConical, Waves, Layers, Flame, Factory];
const benefitIcons: LucideIcon[] = [ShieldCheck, TrendingDown, Sprout, Gauge];

export default function Page({ loaderData: { t } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={t.hero.title}
        intro={t.hero.intro}
        cta={{ label: t.hero.cta, to: pagePath("contact") }}
      />

      <Section heading={t.why}>
        <IconCards items={t.why.points} icons={whyIcons} columns={2} animate />
      </Section>

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

      <Section heading={t.turnkey}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <div className="space-y-4 text-lg leading-relaxed text-ink-700">
              {t.turnkey.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-8">
              <CheckList items={t.turnkey.deliverables} />
            </div>
          </div>
          <figure>
            <Picture
              name="wastewater-plant"
              alt={t.turnkey.imageAlt}
              width={1000}
              height={700}
              className="rounded-xl border border-mist-200 shadow-sm"
            />
            <figcaption className="mt-3 border-l-2 border-process-500 pl-3 text-sm leading-relaxed text-ink-700">
              {t.turnkey.caption}
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section tone="mist" heading={t.benefits}>
        <IconCards items={t.benefits.items} icons={benefitIcons} columns={4} />
      </Section>

      <Section tone="navy" heading={t.commitment}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="space-y-4 text-lg leading-relaxed text-mist-100">
            {t.commitment.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-xl border border-white/15 bg-white/5 p-6 sm:p-8">
            <CheckList items={t.commitment.points} dark />
          </div>
        </div>
      </Section>

      <CtaBand title={t.cta.title} text={t.cta.text} button={t.cta.button} />
    </>
  );
}
