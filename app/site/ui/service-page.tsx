import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { useContactPath } from "../contact/ui/contact-path";
import { ServiceReferences, type ServiceReferencesData } from "../references/ui/service-references";
import type { serviceDocuments } from "../routes/pages/document-views.server";
import { CtaBand } from "./cta-band";
import { ServiceDocuments } from "./documents/document-list";
import { PageHero } from "./page-hero";

type ServiceDocumentsBlock = ReturnType<typeof serviceDocuments>;

/**
 * A service page: the hero from its dictionary block (its button leads to the contact page),
 * the page's sections, the references that name it (from its loader's data), then its closing
 * call to action.
 */
export function ServicePage({
  t: { hero, cta },
  children,
}: {
  t: {
    hero: { eyebrow?: string; title: string; intro: string; cta: string };
    cta: { title: string; text: string; button: string };
  };
  children: ReactNode;
}) {
  const contact = useContactPath();
  const references = useLoaderData() as ServiceReferencesData | undefined;
  // The loader's documents (servicePageLoader), without every page handing them on.
  const documents = (useLoaderData() as { documents?: ServiceDocumentsBlock }).documents ?? null;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        cta={{ label: hero.cta, to: contact }}
      />
      {children}
      <ServiceReferences {...references} />
      <ServiceDocuments block={documents} />
      <CtaBand {...cta} />
    </>
  );
}
