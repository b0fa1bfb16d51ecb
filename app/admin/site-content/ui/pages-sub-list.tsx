import type { ReactNode } from "react";
import { FormAlert, LinkLine } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";

interface ListTexts {
  title: string;
  intro: string;
  empty: string;
}

/**
 * A list under the pages' screen (texts to review, unused texts): the way back to the pages, its
 * title and introduction, the outcome of the last change, then its content or, when it has no
 * `items`, its empty line.
 */
export function PagesSubList({
  back,
  t,
  list,
  done,
  items,
  children,
}: {
  back: string;
  t: { backToList: string; review: ListTexts; unused: ListTexts };
  list: "review" | "unused";
  done: string | null;
  items: readonly unknown[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <LinkLine to={back}>{t.backToList}</LinkLine>
      <ScreenHeading title={t[list].title} intro={t[list].intro} />
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {items.length === 0 ? <p className="text-navy-800">{t[list].empty}</p> : children}
    </div>
  );
}
