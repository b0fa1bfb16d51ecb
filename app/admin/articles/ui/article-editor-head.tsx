import { Link } from "react-router";
import { focusRing } from "../../shell/ui/form-field";
import { BackLink } from "../../shell/ui/item-heading";

/** The editor's title, the article's state, and the ways to its list, public page, translation and deletion. */
export function ArticleEditorHead({
  t,
  title,
  state,
  links,
}: {
  t: { backToList: string; viewPublic: string; delete: string };
  title: string;
  /** "Published · updated on …", for an article that exists. */
  state: string | undefined;
  links: {
    list: string;
    remove: string | null;
    public: string | null;
    translation: { href: string; text: string } | null;
  };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <BackLink to={links.list}>{t.backToList}</BackLink>
        <h1 className="mt-2 text-3xl font-bold text-navy-900">{title}</h1>
        {state && <p className="mt-2 text-sm text-navy-800">{state}</p>}
      </div>
      <div className="flex flex-wrap gap-4 text-sm font-semibold">
        {links.public && (
          <a href={links.public} className={`text-steel-700 hover:underline ${focusRing}`}>
            {t.viewPublic}
          </a>
        )}
        {links.translation && (
          <Link
            to={links.translation.href}
            className={`text-steel-700 hover:underline ${focusRing}`}
          >
            {links.translation.text}
          </Link>
        )}
        {links.remove && (
          <Link to={links.remove} className={`text-red-700 hover:underline ${focusRing}`}>
            {t.delete}
          </Link>
        )}
      </div>
    </div>
  );
}
