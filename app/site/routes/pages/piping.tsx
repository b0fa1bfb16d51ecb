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
import { IconCards, IconTile } from "~/site/ui/content-blocks";
import { PictureSection, Section } from "~/site/ui/section";
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
      <Section id="expertise" heading={t.expertise}>
        <IconCards items={t.expertise.items} icons={expertiseIcons} columns={3} animate />
      </Section>

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
                <h3 className="text-lg font-semibold text-navy-900">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-700">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PictureSection>

      <Section id="applications" heading={t.applications}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.applications.items.map((item) => (
            <li key={item.name} className="callout">
              <h3 className="text-lg font-semibold text-navy-900">{item.name}</h3>
              <p className="mt-1 leading-relaxed text-ink-700">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </ServicePage>
  );
}
