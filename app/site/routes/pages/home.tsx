import { preload } from "react-dom";
import { trustBand } from "~/admin/site-content/collections/certifications.server";
import { imageSource, preloadOf } from "~/platform/content/images";
import { fill } from "~/platform/i18n/format";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { pagePath } from "~/platform/navigation/page-table";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import {
  BadgeCheck,
  CalendarCheck,
  Cpu,
  Droplets,
  FlaskConical,
  Handshake,
  HardHat,
  type LucideIcon,
  PhoneCall,
  ShieldCheck,
  Wrench,
} from "~/platform/ui/icons";
import { enterAnimation } from "~/platform/ui/motion";
import { Picture } from "~/platform/ui/picture";
import { useContactPath } from "~/site/contact/ui/contact-path";
import { pageLoader } from "~/site/routes/pages/page-loader.server";
import { CheckList, IconTile, PageLink, Paragraphs, TitledText } from "~/site/ui/content-blocks";
import { CtaBand } from "~/site/ui/cta-band";
import { LogoStrip } from "~/site/ui/home/logo-strip";
import { Section } from "~/site/ui/section";
import { Split } from "~/site/ui/text-and-picture";
import { TrustBand } from "~/site/ui/trust-band";
import type { Route } from "./+types/home";
import { type ChosenPhoto, clientLogoViews, homePhotoViews } from "./collection-views.server";

export { pageMeta as meta } from "~/site/seo/meta";

// Logos, certificates and photos are the back office's collections (docs/decisions/026).
export const loader = pageLoader("home", async ({ lang }) => ({
  logos: await clientLogoViews(),
  certifications: trustBand(lang),
  photos: await homePhotoViews(lang),
}));

type Texts = Route.ComponentProps["loaderData"]["t"];

/** The six service cards, in the order of the specification. */
const services: {
  key: keyof Texts["services"]["items"];
  to: string;
  image: string;
  icon: LucideIcon;
}[] = [
  { key: "automation", to: pagePath("automation"), image: "service-automation", icon: Cpu },
  { key: "piping", to: pagePath("piping"), image: "service-piping", icon: Wrench },
  { key: "process", to: pagePath("foodBeverage"), image: "service-process", icon: FlaskConical },
  { key: "safety", to: pagePath("safety"), image: "service-safety", icon: ShieldCheck },
  { key: "water", to: pagePath("waterClean"), image: "service-water", icon: Droplets },
  {
    key: "installation",
    to: pagePath("projects"),
    image: "service-installation",
    icon: HardHat,
  },
];

const teamFeatures: { key: keyof Texts["team"]["features"]; icon: LucideIcon }[] = [
  { key: "contact", icon: PhoneCall },
  { key: "deadlines", icon: CalendarCheck },
  { key: "quality", icon: BadgeCheck },
  { key: "partner", icon: Handshake },
];

export default function Page({
  loaderData: { t, logos, certifications, photos },
}: Route.ComponentProps) {
  const { headline } = t.hero;
  const contact = useContactPath();
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100svh-4.5rem)] items-center overflow-hidden bg-navy-950 text-white">
        <HeroPhoto chosen={photos.hero} alt={t.hero.imageAlt} />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-b from-navy-950/85 via-navy-950/80 to-navy-950/90 lg:bg-linear-to-r lg:from-navy-950/95 lg:via-navy-900/85 lg:to-navy-900/60"
        />
        <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="eyebrow mb-4 text-accent-400">{t.hero.title}</p>
          <h1 className="max-w-4xl text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">
            {headline.before}
            <span className="text-accent-400">{headline.highlight1}</span>
            {headline.middle}
            <span className="text-accent-400">{headline.highlight2}</span>
            {headline.after}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-mist-100 motion-safe:animate-enter enter-delay-1 sm:text-xl">
            {t.hero.intro}
          </p>
          <div className="mt-8 flex flex-wrap gap-4 motion-safe:animate-enter enter-delay-2">
            <LocalizedLink to={contact} className={buttonClass("primary", "lg")}>
              {t.hero.cta}
              <span aria-hidden="true">→</span>
            </LocalizedLink>
            <LocalizedLink to={pagePath("projects")} className={buttonClass("ghostLight", "lg")}>
              {t.hero.secondaryCta}
            </LocalizedLink>
          </div>
          <CheckList
            items={t.hero.highlights}
            label={t.hero.highlightsLabel}
            dark
            className="mt-10 motion-safe:animate-enter enter-delay-3 sm:grid-cols-3 sm:gap-6 lg:max-w-5xl"
          />
        </div>
      </section>

      <Section id="services" heading={t.services}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <ServiceCard key={service.key} service={service} texts={t.services} index={index} />
          ))}
        </ul>
      </Section>

      <Section id="clients" tone="mist" heading={t.clients}>
        <div className="motion-safe:animate-enter enter-delay-1">
          <LogoStrip
            logos={logos}
            label={t.clients.listLabel}
            pauseLabel={t.clients.pause}
            playLabel={t.clients.play}
          />
        </div>
      </Section>

      <Section id="team" heading={t.team}>
        <Split>
          <Paragraphs items={t.team.paragraphs} className={enterAnimation(0)} />
          <div className="overflow-hidden rounded-2xl border border-mist-200 shadow-sm motion-safe:animate-enter enter-delay-2">
            <Picture
              name="team"
              chosen={photos.team}
              alt={t.team.imageAlt}
              width={1200}
              height={800}
              // Half of the 80 rem container from lg on: a 768 px variant is enough there.
              sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
            />
          </div>
        </Split>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamFeatures.map(({ key, icon }, index) => {
            const feature = t.team.features[key];
            return (
              <li
                key={key}
                className={cn(
                  "flex gap-4 rounded-xl border border-mist-200 bg-mist-50 p-5 sm:block sm:p-6",
                  enterAnimation(index),
                )}
              >
                <IconTile icon={icon} className="shrink-0 bg-white text-steel-700 shadow-sm" />
                <div className="sm:mt-4">
                  <TitledText title={feature.title} text={feature.description} />
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-10">
          <PageLink to={pagePath("careers")} className="hover:text-navy-900">
            {t.team.careers}
          </PageLink>
        </p>
      </Section>

      <TrustBand texts={t.certifications} tiles={certifications} />

      <CtaBand {...t.cta} />
    </>
  );
}

/**
 * The hero's photo, chosen in the back office's library or the built-in one: the largest paint,
 * so fetched ahead of the stylesheet and scripts.
 */
function HeroPhoto({ chosen, alt }: { chosen: ChosenPhoto | undefined; alt: string }) {
  const width = 1920;
  preload(...preloadOf(chosen?.source ?? imageSource("hero"), width));
  return (
    <Picture
      name="hero"
      chosen={chosen}
      alt={alt}
      width={width}
      height={1080}
      priority
      className="absolute inset-0 -z-20 h-full!"
    />
  );
}

/** A service's card: its picture, icon, summary and link; a row of three enters one by one. */
function ServiceCard({
  service: { key, to, image, icon: Icon },
  texts,
  index,
}: {
  service: (typeof services)[number];
  texts: Texts["services"];
  index: number;
}) {
  const item = texts.items[key];
  return (
    <li
      className={cn(
        "group flex flex-col overflow-hidden rounded-xl border border-mist-200 bg-white shadow-sm transition-shadow duration-200 hover:shadow-md",
        enterAnimation(index % 3),
      )}
    >
      <Picture name={image} alt={item.imageAlt} width={800} height={500} />
      <div className="relative flex flex-1 flex-col px-6 pt-10 pb-6">
        <span className="absolute -top-7 left-6 inline-flex size-14 items-center justify-center rounded-xl bg-steel-700 text-white shadow-md ring-4 ring-white">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h3 className="text-xl font-semibold text-navy-900">{item.title}</h3>
        <p className="mt-3 flex-1 leading-relaxed text-ink-700">{item.description}</p>
        <LocalizedLink
          to={to}
          className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-steel-700 underline-offset-4 hover:text-steel-600 hover:underline"
        >
          {texts.learnMore}
          <span className="sr-only">{fill(texts.learnMoreContext, { title: item.title })}</span>
          <span
            aria-hidden="true"
            className="transition-transform duration-200 group-hover:translate-x-1"
          >
            →
          </span>
        </LocalizedLink>
      </div>
    </li>
  );
}
