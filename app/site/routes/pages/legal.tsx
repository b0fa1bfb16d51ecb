import { company } from "~/platform/content/company";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { pagePath } from "~/platform/navigation/page-table";
import { pageLoader } from "~/site/routes/pages/page-loader.server";
import { CtaBand } from "~/site/ui/cta-band";
import { FactList } from "~/site/ui/fact-list";
import { LongText, LongTextSection, textLinkClass, withTokens } from "~/site/ui/legal/long-text";
import { OfficeAddress } from "~/site/ui/office-address";
import { PageHero } from "~/site/ui/page-hero";
import { useSiteSettings } from "~/site/ui/site/common-texts";
import type { Route } from "./+types/legal";

export { pageMeta as meta } from "~/site/seo/meta";

export const loader = pageLoader("legal");

export default function Page({ loaderData: { t, lang } }: Route.ComponentProps) {
  // The back office's settings (docs/decisions/024), as the page is rendered after each change.
  const site = useSiteSettings();
  const { address: office, legal } = site;
  const labels = t.publisher.labels;
  const companyToken = { company: legal.name };

  const rows = [
    { label: labels.name, value: legal.name },
    { label: labels.legalForm, value: legal.form[lang] },
    {
      label: labels.office,
      value: <OfficeAddress address={office} lang={lang} />,
    },
    { label: labels.enterpriseNumber, value: legal.enterpriseNumber },
    { label: labels.vat, value: legal.vatNumber },
    {
      label: labels.email,
      value: (
        <a href={`mailto:${site.email}`} className={textLinkClass}>
          {site.email}
        </a>
      ),
    },
    {
      label: labels.phone,
      value: (
        <a href={site.phoneHref} className={textLinkClass}>
          {site.phone}
        </a>
      ),
    },
    { label: labels.publisher, value: legal.name },
  ];

  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro} />

      <LongText>
        <LongTextSection id="publisher" texts={t.publisher}>
          <p>{t.publisher.intro}</p>
          <FactList
            look="rows"
            items={rows}
            className="divide-y divide-mist-200 rounded-xl border border-mist-200 bg-mist-50"
          />
        </LongTextSection>

        <LongTextSection
          id="hosting"
          texts={t.hosting}
          paragraphs={[t.hosting.text]}
          tokens={{ hosting: company.hosting[lang] }}
        />

        <LongTextSection
          id="intellectual-property"
          texts={t.intellectualProperty}
          tokens={companyToken}
        />

        <LongTextSection id="liability" texts={t.liability} tokens={companyToken} />

        <LongTextSection id="personal-data" texts={t.personalData}>
          <p>
            {withTokens(t.personalData.text, {
              link: (
                <LocalizedLink to={pagePath("privacy")} className={textLinkClass}>
                  {t.personalData.link}
                </LocalizedLink>
              ),
            })}
          </p>
        </LongTextSection>

        <LongTextSection id="governing-law" texts={t.law} paragraphs={[t.law.text]} />
      </LongText>

      <CtaBand />
    </>
  );
}
