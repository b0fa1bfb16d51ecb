import type { ReactNode } from "react";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { buttonClass } from "../../platform/ui/button";

/** Top band of a content page: the page's h1, its introduction and an optional call to action. */
export function PageHero({
  eyebrow,
  title,
  intro,
  cta,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  cta?: { label: string; to: string };
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(47,125,209,0.35),transparent_55%),linear-gradient(135deg,#0b1f33_0%,#12304d_60%,#1d4e89_100%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-accent-400 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-4xl text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-mist-100 motion-safe:animate-enter enter-delay-1">
          {intro}
        </p>
        {cta && (
          <LocalizedLink
            to={cta.to}
            className={buttonClass("primary", "lg", "mt-8 motion-safe:animate-enter enter-delay-2")}
          >
            {cta.label}
          </LocalizedLink>
        )}
        {children}
      </div>
    </section>
  );
}
