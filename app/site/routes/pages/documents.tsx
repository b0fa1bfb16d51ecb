import { LocalizedLink } from "~/platform/i18n/localized-link";
import { buttonClass } from "~/platform/ui/button";
import { useContactPath } from "~/site/contact/ui/contact-path";
import { documentGroups } from "~/site/routes/pages/document-views.server";
import { loadPage } from "~/site/routes/pages/page-loader.server";
import { CtaBand } from "~/site/ui/cta-band";
import { DocumentList } from "~/site/ui/documents/document-list";
import { PageHero } from "~/site/ui/page-hero";
import { Section } from "~/site/ui/section";
import type { Route } from "./+types/documents";

export { pageMeta as meta } from "~/site/seo/meta";

/** The library from memory (read at start and after each change): the page renders without the database. */
export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage(request, "documents");
  return { ...page, groups: documentGroups(page.lang) };
}

export default function Page({ loaderData: { t, groups } }: Route.ComponentProps) {
  const contact = useContactPath();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} intro={t.hero.intro} />
      {groups.length === 0 ? (
        <Section title={t.empty.title}>
          <p className="max-w-3xl text-lg text-ink-800">{t.empty.text}</p>
          <p className="mt-6">
            <LocalizedLink to={contact} className={buttonClass("primary", "lg")}>
              {t.empty.link}
            </LocalizedLink>
          </p>
        </Section>
      ) : (
        groups.map((group, index) => (
          <Section
            key={group.kind}
            id={group.kind}
            tone={index % 2 === 1 ? "mist" : "white"}
            title={group.title}
          >
            <DocumentList items={group.items} />
          </Section>
        ))
      )}
      <CtaBand />
    </>
  );
}
