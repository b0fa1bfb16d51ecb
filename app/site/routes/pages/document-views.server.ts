import { documentFilePath } from "~/admin/documents/document-paths";
import { fileWeight, publicDocuments } from "~/admin/documents/documents.server";
import type { DocumentKind } from "~/platform/database/schema";
import { DOCUMENT_KINDS } from "~/platform/database/schema";
import { fill, formatLongDate } from "~/platform/i18n/format";
import { defaultLang, fallbackChain, inLanguage, isWritten, type Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import type { PageId } from "~/platform/navigation/page-table";

/** One document as a page lists it: the file this language's address serves, and its facts. */
export interface DocumentView {
  slug: string;
  title: string;
  /** The title's language: the French one stands in on the English pages when there is no English title. */
  titleLang: Lang;
  href: string;
  /** The served file's language, named in the page's language. */
  language: string;
  fileLang: Lang;
  /** "In French only" on the English pages, where the document has no English version. */
  note: string | null;
  size: string;
  date: string;
  dateText: string;
  /** The link's full name: title, type and size. */
  label: string;
}

function viewOf(
  doc: ReturnType<typeof publicDocuments>[number],
  lang: Lang,
  t: ReturnType<typeof messages<"documents">>,
): DocumentView {
  const chain = fallbackChain(lang);
  const fileLang = chain.find((each) => isWritten(doc.files, each)) ?? defaultLang;
  const file = inLanguage(doc.files, lang);
  const titleLang = chain.find((each) => isWritten(doc.title, each)) ?? defaultLang;
  const title = inLanguage(doc.title, lang);
  const size = fileWeight(file.byteSize, lang);
  return {
    slug: doc.slug,
    title,
    titleLang,
    href: documentFilePath(doc.slug, lang),
    language: t.language[fileLang],
    fileLang,
    note: fileLang === lang ? null : t.onlyIn[fileLang],
    size: fill(t.file, { size }),
    date: file.date,
    dateText: fill(t.updated, { date: formatLongDate(file.date, lang) }),
    label: fill(t.download, { title, size }),
  };
}

/** The documents page: the library grouped by kind, in the kinds' order; empty groups left out. */
export function documentGroups(lang: Lang) {
  const t = messages(lang, "documents");
  const all = publicDocuments();
  return DOCUMENT_KINDS.flatMap((kind: DocumentKind) => {
    const items = all.filter((doc) => doc.kind === kind).map((doc) => viewOf(doc, lang, t));
    return items.length === 0 ? [] : [{ kind, title: t.kinds[kind], items }];
  });
}

/** A service page's "Documents" block: the documents that name it, or none. */
export function serviceDocuments(lang: Lang, page: PageId) {
  const t = messages(lang, "documents");
  const items = publicDocuments()
    .filter((doc) => doc.services.includes(page))
    .map((doc) => viewOf(doc, lang, t));
  return items.length === 0 ? null : { t: t.block, items };
}
