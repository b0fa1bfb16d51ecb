import { cn } from "~/platform/ui/cn";
import {
  Boxes,
  Cylinder,
  Droplets,
  FileCheck,
  Gauge,
  Handshake,
  Leaf,
  Pipette,
  ShieldCheck,
  SprayCan,
  Thermometer,
  TrendingUp,
} from "~/platform/ui/icons";
import { Picture } from "~/platform/ui/picture";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { AsidePanel, CheckList } from "~/site/ui/content-blocks";
import { AsideSection, CardsSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import type { Route } from "./+types/food-beverage";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("foodBeverage");

/** Icons of the five service cards and the six advantages, in dictionary order. */
const serviceIcons = [Boxes, Cylinder, Thermometer, SprayCan, Pipette];
const advantageIcons = [ShieldCheck, Gauge, Leaf, Handshake, TrendingUp, FileCheck];
/** The two pictures of the "from workshop to line" section, in dictionary order. */
const buildImages = ["food-skid", "food-line"];
const buildPlaces = ["foodSkid", "foodLine"] as const;

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <AsideSection
        texts={t.why}
        aside={<AsidePanel icon={Droplets} title={t.why.sectorsTitle} items={t.why.sectors} />}
      />

      <CardsSection
        tone="mist"
        texts={t.services}
        icons={serviceIcons}
        contact={t.services.custom}
      />

      <Section heading={t.build}>
        <div className="space-y-14 lg:space-y-20">
          {t.build.items.map((item, index) => (
            <article key={item.title} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
              <Picture
                name={buildImages[index] ?? "food-line"}
                chosen={photos[buildPlaces[index] ?? "foodLine"]}
                alt={item.image.alt}
                width={1000}
                height={700}
                className={cn(
                  "rounded-xl border border-mist-200 shadow-sm",
                  index % 2 === 1 && "lg:order-last",
                )}
              />
              <div>
                <h3 className="text-xl font-semibold text-navy-900 sm:text-2xl">{item.title}</h3>
                <p className="mt-4 text-lg leading-relaxed text-ink-700">{item.text}</p>
                <CheckList items={item.points} className="mt-6" />
              </div>
            </article>
          ))}
        </div>
      </Section>

      <CardsSection tone="mist" texts={t.advantages} icons={advantageIcons} />
    </ServicePage>
  );
}
