import type { ReactNode } from "react";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { pagePath } from "~/platform/navigation/page-table";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import { CalendarDays, Factory, MapPin, Quote } from "~/platform/ui/icons";
import { PictureView } from "~/platform/ui/picture-view";
import type { ReferenceView } from "~/site/references/reference-views.server";
import { ArticlePart, ListPart } from "~/site/ui/article-part";
import { BackLink } from "~/site/ui/back-link";
import { CtaBand } from "~/site/ui/cta-band";
import { FactList } from "~/site/ui/fact-list";
import { IconFact } from "~/site/ui/icon-fact";

export type ReferenceTexts = {
  back: string;
  facts: { sector: string; location: string; year: string; services: string };
  challenge: string;
  scope: string;
  results: string;
  gallery: string;
  quote: string;
  servicesInvolved: string;
  cta: { title: string; text: string; button: string };
};

/**
 * A reference's page: title, sector, place and year, the client's need, what was done, the
 * figures, the gallery, the quote and the services. `preview` leaves out the ways off the page
 * (a draft shown to its client for approval).
 */
export function ReferenceBody({
  t,
  reference,
  preview = false,
}: {
  t: ReferenceTexts;
  reference: ReferenceView;
  preview?: boolean;
}) {
  return (
    <article>
      <header className="bg-mist-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:py-14">
          <div className="min-w-0">
            {!preview && <BackLink to={pagePath("projects")} label={t.back} />}
            <h1 className="mt-6 text-3xl leading-tight font-bold wrap-break-word text-navy-900 text-balance sm:text-4xl">
              {reference.title}
            </h1>
            <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-ink-700">
              <IconFact label={t.facts.sector} icon={Factory} className="flex items-center gap-1.5">
                {reference.category}
              </IconFact>
              <IconFact label={t.facts.location} icon={MapPin}>
                {reference.location}
              </IconFact>
              <IconFact label={t.facts.year} icon={CalendarDays}>
                <time dateTime={String(reference.year)}>{reference.year}</time>
              </IconFact>
            </dl>
            <p className="mt-6 text-lg leading-relaxed text-ink-700">{reference.description}</p>
            {reference.services.length > 0 && (
              <ul aria-label={t.facts.services} className="mt-6 flex flex-wrap gap-2">
                {reference.services.map((service) => (
                  <li key={service.id} className="tag">
                    {service.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {reference.cover && (
            <PictureView
              {...reference.cover}
              width={800}
              height={500}
              priority
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="overflow-hidden rounded-xl shadow-sm"
            />
          )}
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div className="min-w-0 space-y-12">
          {reference.challenge && (
            <ArticlePart title={t.challenge}>
              <p className="mt-4 text-lg leading-relaxed text-ink-700">{reference.challenge}</p>
            </ArticlePart>
          )}
          {reference.scope.length > 0 && <ListPart title={t.scope} items={reference.scope} large />}
        </div>
        {reference.facts.length > 0 && (
          <section
            aria-labelledby="resultats"
            className="h-fit rounded-xl bg-navy-900 p-6 text-white sm:p-8"
          >
            <h2 id="resultats" className="text-2xl font-bold">
              {t.results}
            </h2>
            <FactList
              look="results"
              items={reference.facts}
              className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-1"
            />
          </section>
        )}
      </div>

      {reference.gallery.length > 0 && (
        <BodySection title={t.gallery} className="bg-mist-50">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reference.gallery.map((picture, index) => (
              <li key={`${index}-${picture.alt}`}>
                <PictureView
                  {...picture}
                  width={600}
                  height={400}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="overflow-hidden rounded-lg"
                />
              </li>
            ))}
          </ul>
        </BodySection>
      )}

      {reference.quote && (
        <section className="bg-navy-900 py-14 text-white">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 className="sr-only">{t.quote}</h2>
            <figure className="max-w-4xl border-l-4 border-accent-400 pl-6 sm:pl-10">
              <Quote aria-hidden="true" className="mb-4 size-10 text-accent-400" />
              <blockquote className="text-xl leading-relaxed sm:text-2xl">
                <p>{reference.quote}</p>
              </blockquote>
              {reference.quoteRole && (
                <figcaption className="mt-6 font-semibold">{reference.quoteRole}</figcaption>
              )}
            </figure>
          </div>
        </section>
      )}

      {reference.services.length > 0 && (
        <BodySection title={t.servicesInvolved}>
          <ul className="mt-6 flex flex-wrap gap-3">
            {reference.services.map((service) => (
              <li key={service.id}>
                <LocalizedLink to={service.path} className={buttonClass("secondary", "md")}>
                  {service.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
          {!preview && (
            <p className="mt-10">
              <BackLink to={pagePath("projects")} label={t.back} />
            </p>
          )}
        </BodySection>
      )}

      {!preview && <CtaBand {...t.cta} />}
    </article>
  );
}

/** A full-width band of the page under the article's columns, with its title. */
function BodySection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn(className, "py-14")}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
        {children}
      </div>
    </section>
  );
}
