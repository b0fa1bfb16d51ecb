import { company } from "~/content/company";
import { LocalizedLink } from "~/i18n/localized-link";
import { pagePath } from "~/navigation/page-table";
import { pageLoader } from "~/routes/pages/page-loader.server";
import { pageMeta } from "~/seo/meta";
import { CtaBand } from "~/ui/cta-band";
import { LongText, LongTextSection, textLinkClass, withTokens } from "~/ui/legal/long-text";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/legal";

export const loader = pageLoader("legal");
export const meta = pageMeta;

export default function Page({ loaderData: { t, lang } }: Route.ComponentProps) {
  const office = company.address;
  const labels = t.publisher.labels;
  const companyToken = { company: company.legalName };

  const rows = [
    { label: labels.name, value: company.legalName },
    { label: labels.legalForm, value: company.legalForm[lang] },
    {
      label: labels.office,
      value: (
        <address className="not-italic">
          {office.street}
          <br />
          {office.postalCode} {office.city}
          <br />
          {office.country[lang]}
        </address>
      ),
    },
    { label: labels.enterpriseNumber, value: company.enterpriseNumber },
    { label: labels.vat, value: company.vatNumber },
    {
      label: labels.email,
      value: (
        <a href={`mailto:${company.email}`} className={textLinkClass}>
          {company.email}
        </a>
      ),
    },
    {
      label: labels.phone,
      value: (
        <a href={company.phoneHref} className={textLinkClass}>
          {company.phone}
        </a>
      ),
    },
    { label: labels.publisher, value: company.legalName },
  ];

  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro} />

      <LongText>
        <LongTextSection id="publisher" title={t.publisher.title}>
          <p>{t.publisher.intro}</p>
          <dl className="divide-y divide-mist-200 rounded-xl border border-mist-200 bg-mist-50">
            {rows.map((row) => (
              <div key={row.label} className="legal-row">
                <dt className="font-medium text-navy-900">{row.label}</dt>
                <dd className="text-ink-700">{row.value}</dd>
              </div>
            ))}
          </dl>
        </LongTextSection>

        <LongTextSection
          id="hosting"
          title={t.hosting.title}
          paragraphs={[t.hosting.text]}
          tokens={{ hosting: company.hosting[lang] }}
        />

        <LongTextSection
          id="intellectual-property"
          title={t.intellectualProperty.title}
          paragraphs={t.intellectualProperty.paragraphs}
          tokens={companyToken}
        />

        <LongTextSection
          id="liability"
          title={t.liability.title}
          paragraphs={t.liability.paragraphs}
          tokens={companyToken}
        />

        <LongTextSection id="personal-data" title={t.personalData.title}>
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

        <LongTextSection id="governing-law" title={t.law.title} paragraphs={[t.law.text]} />
      </LongText>

      <CtaBand />
    </>
  );
}
