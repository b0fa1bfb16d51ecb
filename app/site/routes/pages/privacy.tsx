import { COOKIE_CONSENT_KEY } from "~/platform/content/browser-storage";
import { fill, formatLongDate, languageChoice } from "~/platform/i18n/format";
import { pageLoader } from "~/site/routes/pages/page-loader.server";
import { CtaBand } from "~/site/ui/cta-band";
import {
  BulletList,
  LongText,
  LongTextSection,
  textLinkClass,
  withTokens,
} from "~/site/ui/legal/long-text";
import { PageHero } from "~/site/ui/page-hero";
import { useSiteSettings } from "~/site/ui/site/common-texts";
import type { Route } from "./+types/privacy";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = pageLoader("privacy");

/** A name or value as the browser stores it, in running text. */
function Code({ children }: { children: string }) {
  return <code className="rounded bg-mist-100 px-1.5 py-0.5 text-sm text-ink-900">{children}</code>;
}

/** Date of the last change to this policy (ISO); update it with every change of the text. */
const LAST_UPDATED = "2026-11-29";

export default function Page({ loaderData: { t, lang } }: Route.ComponentProps) {
  // The back office's settings (docs/decisions/024), as the page is rendered after each change.
  const site = useSiteSettings();
  const office = site.address;
  const emailLink = (
    <a href={`mailto:${site.email}`} className={textLinkClass}>
      {site.email}
    </a>
  );
  const authority = t.complaint.authority;

  // The sections in the page's order: the summary's entries, each an anchor and its block.
  const sections = [
    "controller",
    "data",
    "purposes",
    "recipients",
    "retention",
    "rights",
    "complaint",
    "storage",
    "security",
    "changes",
  ] as const;

  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro}>
        <p className="mt-6 text-sm text-mist-100 motion-safe:animate-enter enter-delay-2">
          {withTokens(t.updated, {
            date: <time dateTime={LAST_UPDATED}>{formatLongDate(LAST_UPDATED, lang)}</time>,
          })}
        </p>
      </PageHero>

      <LongText
        aside={
          <nav aria-label={t.summary.label} className="rounded-xl border border-mist-200 p-5">
            <p className="text-sm font-semibold tracking-[0.12em] text-steel-700 uppercase">
              {t.summary.label}
            </p>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section, index) => (
                <li key={section} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="w-5 shrink-0 text-right text-ink-600 tabular-nums"
                  >
                    {index + 1}.
                  </span>
                  <a
                    href={`#${section}`}
                    className="text-steel-700 underline-offset-2 hover:underline"
                  >
                    {t[section].title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        }
      >
        <p className="rounded-xl border border-process-100 bg-process-50 p-5 leading-7 text-ink-900 sm:p-6">
          {t.summary.text}
        </p>

        <div className="mt-12">
          <LongTextSection id="controller" texts={t.controller}>
            <p>{t.controller.intro}</p>
            <address className="rounded-xl border border-mist-200 bg-mist-50 px-5 py-4 not-italic">
              <strong className="font-semibold text-navy-900">{site.legal.name}</strong>
              <br />
              {office.street}, {office.postalCode} {office.city}, {office.country[lang]}
              <br />
              {fill(t.controller.enterpriseNumber, { number: site.legal.enterpriseNumber })}
              <br />
              {emailLink}
            </address>
            <p>{withTokens(t.controller.contact, { email: emailLink })}</p>
          </LongTextSection>

          <LongTextSection id="data" texts={t.data}>
            <p>{t.data.intro}</p>
            <BulletList>
              {t.data.items.map((item) => (
                <li key={item}>
                  {fill(item, { languages: languageChoice(site.languagesOn, lang) })}
                </li>
              ))}
            </BulletList>
            {t.data.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </LongTextSection>

          <LongTextSection id="purposes" texts={t.purposes}>
            <p>{t.purposes.intro}</p>
            <BulletList>
              {t.purposes.items.map((item) => (
                <li key={item.purpose}>
                  <strong className="font-semibold text-navy-900">{item.purpose}</strong>
                  <br />
                  {t.purposes.basisLabel}
                  {item.basis}
                </li>
              ))}
            </BulletList>
            <p>{t.purposes.note}</p>
          </LongTextSection>

          <LongTextSection
            id="recipients"
            texts={t.recipients}
            tokens={{ company: site.legal.name }}
          />

          <LongTextSection
            id="retention"
            texts={t.retention}
            tokens={{
              period: site.retention[lang],
              applicationPeriod: site.applicationRetention[lang],
            }}
          />

          <LongTextSection id="rights" texts={t.rights}>
            <p>{t.rights.intro}</p>
            <BulletList>
              {t.rights.items.map((item) => (
                <li key={item.name}>
                  <strong className="font-semibold text-navy-900">{item.name}</strong>
                  {t.rights.separator}
                  {item.description}
                </li>
              ))}
            </BulletList>
            <p>{withTokens(t.rights.exercise, { email: emailLink })}</p>
          </LongTextSection>

          <LongTextSection id="complaint" texts={t.complaint}>
            <p>{t.complaint.intro}</p>
            <address className="rounded-xl border border-mist-200 bg-mist-50 px-5 py-4 not-italic">
              <strong className="font-semibold text-navy-900">{authority.name}</strong>
              <br />
              {authority.street}, {authority.city}
              <br />
              <a href={authority.websiteHref} className={textLinkClass} rel="noopener">
                {authority.website}
              </a>
            </address>
            <p>{t.complaint.france}</p>
          </LongTextSection>

          <LongTextSection
            id="storage"
            texts={t.storage}
            tokens={{ key: <Code>{COOKIE_CONSENT_KEY}</Code>, value: <Code>true</Code> }}
          />

          <LongTextSection id="security" texts={t.security} />

          <LongTextSection id="changes" texts={t.changes} paragraphs={[t.changes.text]} />
        </div>
      </LongText>

      <CtaBand />
    </>
  );
}
