import { shownFigures } from "~/admin/site-content/collections/figures.server";
import { shownSectors } from "~/admin/site-content/collections/sectors.server";
import { shownTestimonial } from "~/admin/site-content/collections/testimonials.server";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { pagePath } from "~/platform/navigation/page-table";
import { cn } from "~/platform/ui/cn";
import { Quote } from "~/platform/ui/icons";
import { enterAnimation } from "~/platform/ui/motion";
import { referenceFilterOptions } from "~/site/references/reference-views.server";
import { ReferenceFilters } from "~/site/references/ui/reference-filters";
import { loadPage } from "~/site/routes/pages/page-loader.server";
import { Card, Steps } from "~/site/ui/content-blocks";
import { CtaBand } from "~/site/ui/cta-band";
import { FactList } from "~/site/ui/fact-list";
import { PageHero } from "~/site/ui/page-hero";
import { ProjectCard } from "~/site/ui/projects/project-card";
import { Section } from "~/site/ui/section";
import type { Route } from "./+types/projects";
import { projectViews } from "./collection-views.server";

export { pageMeta as meta } from "~/site/seo/meta";

/** The filter's query names in each language: "?secteur=…&metier=…", "?sector=…&trade=…". */
const filterNames = {
  fr: { sector: "secteur", service: "metier" },
  en: { sector: "sector", service: "trade" },
  nl: { sector: "sector", service: "vakgebied" },
} as const;

/**
 * The page's texts, with its projects, figures, sectors and testimonial from the back office,
 * and the projects filtered by the query (sector, service), if any: a filtered list is rendered
 * per request (app/platform/navigation/page-table.ts, pageFilters).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = loadPage(request, "projects");
  const query = new URL(request.url).searchParams;
  const names = filterNames[page.lang];
  const options = referenceFilterOptions(page.lang);
  const services = options.services.map((service) => ({
    id: service.id,
    key: service.path.slice(1),
    name: service.name,
  }));
  const sector = options.sectors.find((known) => known.key === query.get(names.sector))?.key ?? "";
  const service = services.find((known) => known.key === query.get(names.service));
  const all = await projectViews(page.lang);
  const projects = all.filter(
    (project) =>
      (sector === "" || project.sectorKey === sector) &&
      (!service || project.serviceIds.includes(service.id)),
  );
  return {
    ...page,
    // A filtered list is no page of its own for search engines: the list is.
    seo: sector || service ? { ...page.seo, noindex: true } : page.seo,
    filter: {
      names,
      sectors: options.sectors,
      services: services.map(({ key, name }) => ({ key, name })),
      chosen: { sector, service: service?.key ?? "" },
      shown: projects.length,
      total: all.length,
    },
    filterTexts: messages(page.lang, "reference").filters,
    projects,
    stats: shownFigures(page.lang),
    sectors: shownSectors(page.lang),
    testimonial: shownTestimonial(page.lang),
  };
}

/**
 * Five steps in the shared Steps grid: a 3 + 2 pyramid on large screens and a single row on
 * extra-large ones, instead of a lone card on the last row.
 */
const fiveStepsLayout = cn(
  "md:[&>ol>li:last-child]:col-span-2",
  "lg:[&>ol]:grid-cols-6 lg:[&>ol>li]:col-span-2 lg:[&>ol>li:nth-child(4)]:col-start-2",
  "xl:[&>ol]:grid-cols-5 xl:[&>ol>li]:col-span-1 xl:[&>ol>li:last-child]:col-span-1 xl:[&>ol>li:nth-child(4)]:col-start-auto",
);

export default function Page({
  loaderData: { t, projects, stats, sectors, testimonial, filter, filterTexts },
}: Route.ComponentProps) {
  const { list } = t;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} intro={t.hero.intro}>
        <h2 className="sr-only">{t.hero.statsLabel}</h2>
        <FactList
          look="hero"
          items={stats.map(({ number, label }) => ({ label, value: number }))}
          animate
          className="mt-12 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-white/15 pt-10 lg:grid-cols-4"
        />
      </PageHero>

      <Section id="secteurs" heading={t.sectors}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {sectors.map((sector, index) => (
            <Card key={`${index}-${sector.name}`} className={enterAnimation(index)}>
              <div className="flex items-baseline justify-between gap-4">
                <h3 className="text-lg font-semibold text-navy-900">{sector.name}</h3>
                <p className="text-2xl font-bold text-steel-700">
                  {fill(t.sectors.shareFormat, { value: sector.share })}
                </p>
              </div>
              <div
                aria-hidden="true"
                className="mt-4 h-2.5 overflow-hidden rounded-full bg-mist-100"
              >
                <div
                  className="h-full rounded-full bg-linear-to-r from-steel-700 to-process-500"
                  style={{ width: `${sector.share}%` }}
                />
              </div>
              <p className="mt-4 leading-relaxed text-ink-700">{sector.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="projets" tone="mist" heading={list}>
        <ReferenceFilters t={filterTexts} filter={filter} action={pagePath("projects")} />
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <ProjectCard
              key={project.key}
              image={project.image}
              project={project}
              labels={{
                year: list.yearLabel,
                location: list.locationLabel,
                services: list.servicesLabel,
                delivered: list.delivered,
              }}
              className={enterAnimation(index % 3)}
            />
          ))}
        </ul>
      </Section>

      {testimonial && (
        <Section tone="navy" heading={t.testimonial}>
          <figure className="relative max-w-4xl border-l-4 border-accent-400 pl-6 motion-safe:animate-enter enter-delay-1 sm:pl-10">
            <Quote aria-hidden="true" className="mb-4 size-10 text-accent-400" />
            <blockquote className="text-xl leading-relaxed text-white sm:text-2xl">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-white">{testimonial.role}</span>
              <span className="block text-mist-100">{testimonial.company}</span>
            </figcaption>
          </figure>
        </Section>
      )}

      <Section id="demarche" heading={t.process}>
        <div className={fiveStepsLayout}>
          <Steps steps={t.process.steps} />
        </div>
      </Section>

      <CtaBand {...t.cta} />
    </>
  );
}
