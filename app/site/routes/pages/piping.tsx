import {
  CalendarCheck,
  CalendarClock,
  CircleDot,
  ClipboardCheck,
  Droplets,
  Flame,
  HardHat,
  ShieldCheck,
  Warehouse,
} from "~/platform/ui/icons";
import { servicePageLoader } from "~/site/routes/pages/page-loader.server";
import { IconTile, TitledText } from "~/site/ui/content-blocks";
import { CardsSection, PictureSection, Section } from "~/site/ui/section";
import { ServicePage } from "~/site/ui/service-page";
import type { Route } from "./+types/piping";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = servicePageLoader("piping");

/** Icons of the expertise cards and commitments, in the dictionary's order. */
const expertiseIcons = [Droplets, Flame, CircleDot, Warehouse, CalendarClock, ClipboardCheck];
const commitmentIcons = [ShieldCheck, HardHat, CalendarCheck];

export default function Page({ loaderData: { t, photos } }: Route.ComponentProps) {
  return (
    <ServicePage t={t}>
      <CardsSection id="expertise" texts={t.expertise} icons={expertiseIcons} columns={3} animate />

      <PictureSection
        id="commitments"
        tone="mist"
        texts={t.commitments}
        image="service-piping"
        chosen={photos.piping}
        pictureFirst
      >
        <ul className="space-y-8">
          {t.commitments.items.map((item, index) => (
            <li key={item.title} className="flex gap-4">
              <IconTile
                icon={commitmentIcons[index]}
                className="shrink-0 bg-steel-700 text-white"
              />
              <div>
                <TitledText title={item.title} text={item.description} tight />
              </div>
            </li>
          ))}
        </ul>
      </PictureSection>

      <Section id="applications" heading={t.applications}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.applications.items.map((item) => (
            <li key={item.name} className="callout">
              <TitledText title={item.name} text={item.description} tight />
            </li>
          ))}
        </ul>
      </Section>
    </ServicePage>
  );
}
