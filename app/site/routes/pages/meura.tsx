import { pagePath } from "~/platform/navigation/page-table";
import { Gauge, Repeat, Timer, Wheat } from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { ArrowLink, CheckList, Paragraphs } from "~/site/ui/content-blocks";
import { FactList } from "~/site/ui/fact-list";
import { AsideSection, CardsSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import { PictureSplit, Split } from "~/site/ui/text-and-picture";
import type { Route } from "./+types/meura";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("meura");

/** Icons of the four advantage cards, in dictionary order. */
const advantageIcons = [Timer, Gauge, Wheat, Repeat];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <AsideSection
        texts={t.history}
        aside={
          <FactList
            look="cards"
            items={t.history.stats}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
          />
        }
        centered
      />

      <Section tone="mist" heading={t.technology}>
        <PictureSplit
          picture={{
            name: "project-3",
            chosen: photos.meura,
            alt: t.technology.imageAlt,
            width: 800,
            height: 500,
          }}
        >
          <Paragraphs items={t.technology.paragraphs} />
        </PictureSplit>
        <FactList
          look="cards"
          items={t.technology.stats}
          className="grid gap-4 mt-10 sm:grid-cols-3"
        />
      </Section>

      <CardsSection texts={t.advantages} icons={advantageIcons} columns={4} />

      <Section tone="mist" heading={t.models}>
        <ul className="grid gap-6 md:grid-cols-2">
          {t.models.items.map((model) => (
            <li
              key={model.name}
              className="flex flex-col overflow-hidden rounded-xl border border-mist-200 bg-white shadow-sm"
            >
              <div className="bg-navy-900 px-6 py-6 text-white sm:px-8">
                <h3 className="text-2xl font-bold">{model.name}</h3>
                <p className="mt-1 text-mist-100">{model.tagline}</p>
              </div>
              <div className="flex flex-1 flex-col px-6 py-6 sm:px-8">
                <p className="flex items-baseline gap-2 border-b border-mist-200 pb-5">
                  <span className="text-4xl font-bold whitespace-nowrap text-steel-700">
                    {model.capacity}
                  </span>
                  <span className="text-ink-700">{t.models.capacityLabel}</span>
                </p>
                <p className="mt-5 mb-3 text-sm font-semibold tracking-[0.12em] text-steel-700 uppercase">
                  {t.models.featuresLabel}
                </p>
                <CheckList items={model.features} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="navy" heading={t.partnership}>
        <Split top>
          <Paragraphs items={t.partnership.paragraphs} dark>
            <ArrowLink to={pagePath("brewery")} variant="ghostLight" className="mt-3">
              {t.partnership.link}
            </ArrowLink>
          </Paragraphs>
          <CheckList
            items={t.partnership.items}
            dark
            className="rounded-xl bg-navy-800 p-6 sm:p-8"
          />
        </Split>
      </Section>
    </ServicePage>
  );
}
