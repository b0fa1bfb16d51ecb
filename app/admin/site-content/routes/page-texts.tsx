import { adminData, adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import type { LeaveWarningConfig } from "~/admin/shell/browser/leave-warning";
import { doneOf } from "~/admin/shell/done.server";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormAlert, LinkLine, linkClass, MissingItem } from "~/admin/shell/ui/form-field";
import type { PageTextsConfig } from "~/admin/site-content/browser/page-texts";
import {
  findTextField,
  isTextPage,
  type TextPage,
} from "~/admin/site-content/page-text-fields.server";
import { readPageTexts } from "~/admin/site-content/page-texts.server";
import { PAGE_TEXTS_FORM, PageTextsForm } from "~/admin/site-content/ui/page-texts-form";
import {
  type PageTextHistoryEntry,
  PageTextsHistory,
} from "~/admin/site-content/ui/page-texts-history";
import { PageTextsPublish } from "~/admin/site-content/ui/page-texts-publish";
import { domId } from "~/admin/site-content/ui/page-texts-types";
import { fill } from "~/platform/i18n/format";
import { isLang, type Lang } from "~/platform/i18n/lang";
import { listHistory } from "~/platform/text/content-history.server";
import { editorSections, fullTextName, pageName, previewLinks } from "../page-texts-view.server";
import type { Route } from "./+types/page-texts";
import { filterSchema, pageTextsAction } from "./page-texts-action.server";

/**
 * One page's texts (docs/decisions/026): edited in both languages, saved as pending edits,
 * previewed, published at once or discarded; the published changes' history with "restore".
 */

export { headers, meta } from "~/admin/shell/route-head";

const HISTORY_SHOWN = 50;
const DONE = [
  "saved",
  "unchanged",
  "published",
  "nothingToPublish",
  "discarded",
  "restored",
  "confirmed",
] as const;

/** The page a posted form names; anything else is not found. */
function pageOf(param: string | undefined): TextPage {
  if (!param || !isTextPage(param)) throw adminData(null, 404);
  return param;
}

/** The history's key "piping/hero.title/fr" as its text's key and language. */
function splitHistoryKey(key: string): { key: string; lang: Lang } | undefined {
  const [, text, lang] = key.split("/");
  return text && isLang(lang) ? { key: text, lang } : undefined;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t, db, path, screen, m } = await adminRequest({ request, context }, "adminPages");
  if (!params.page || !isTextPage(params.page)) {
    return screen(t.notFound.title, { missing: true as const, t: m, list: path("/pages") }, 404);
  }
  const page = params.page;
  const query = new URL(request.url).searchParams;
  const filter = filterSchema.parse(query.get("show") ?? undefined);
  const [{ rows, version }, history] = await Promise.all([
    readPageTexts(db, page),
    listHistory(db, "pageTexts", HISTORY_SHOWN, `${page}/`),
  ]);
  const sections = editorSections(page, rows, lang, m, filter);
  const all = filter === "all" ? sections : editorSections(page, rows, lang, m, "all");
  const sides = all.flatMap((section) => section.texts.flatMap((text) => [text.fr, text.en]));
  const known = rows.filter((row) => findTextField(page, row.key));
  const counts = {
    edited: known.filter((row) => row.value !== null).length,
    pending: known.filter((row) => row.hasPending).length,
    review: known.filter((row) => row.toReview).length,
  };
  const latest = rows.reduce<(typeof rows)[number] | undefined>(
    (last, row) =>
      row.updatedAt && (!last?.updatedAt || row.updatedAt > last.updatedAt) ? row : last,
    undefined,
  );
  const done = doneOf(request, DONE);
  const named = (id: string | null) => {
    const [key, textLang] = [id?.slice(0, id.lastIndexOf("/")), id?.slice(id.lastIndexOf("/") + 1)];
    return key && isLang(textLang) ? fullTextName(page, key, textLang, lang, m) : "";
  };
  const count = Number(query.get("count") ?? 0) || 0;
  const name = pageName(page, lang, m);
  const address = path(`/pages/${page}`);
  const published = new Map(rows.map((row) => [`${row.key}/${row.lang}`, row.value]));
  return screen(fill(m.page.title, { page: name }), {
    missing: false as const,
    t: m,
    lang,
    list: path("/pages"),
    version,
    filter,
    filters: {
      all: address,
      edited: `${address}?show=edited`,
      review: `${address}?show=review`,
    },
    sections,
    counts,
    preview: previewLinks(page),
    lastSaved: latest?.updatedAt
      ? fill(m.page.lastSaved, {
          date: formatDateTime(latest.updatedAt, lang),
          user: latest.updatedBy ?? m.history.nobody,
        })
      : null,
    done: done && fill(m.done[done], { count, text: named(query.get("text")) }),
    history: history.flatMap((entry): PageTextHistoryEntry[] => {
      const text = splitHistoryKey(entry.key);
      if (!text) return [];
      const old = typeof entry.oldValue === "string" ? entry.oldValue : null;
      return [
        {
          id: entry.id,
          at: formatDateTime(entry.at, lang),
          actor: entry.actor ?? m.history.nobody,
          text: fullTextName(page, text.key, undefined, lang, m),
          lang: text.lang,
          langName: m.languages[text.lang],
          old,
          new: typeof entry.newValue === "string" ? entry.newValue : null,
          restoring: entry.restoredFrom !== null,
          // Restoring what the page already shows would change nothing.
          restorable:
            sides.some((side) => side.name === `${text.key}/${text.lang}`) &&
            old !== (published.get(`${text.key}/${text.lang}`) ?? null),
        },
      ];
    }),
    textNames: Object.fromEntries(sides.map((side) => [side.name, named(side.name)])),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, actor, path, db } = await adminRequest({ request, context });
  const page = pageOf(params.page);
  return pageTextsAction({
    db,
    page,
    lang,
    actor,
    address: path(`/pages/${page}`),
    form: await request.formData(),
  });
}

export default function PageTextsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.missing) return <MissingItem title={d.title} back={d.list} backText={d.t.backToList} />;
  const state = {
    typed: actionData?.typed ?? {},
    resets: actionData?.resets ?? [],
    errors: actionData?.errors ?? {},
  };
  const errors = Object.entries(state.errors);
  return (
    <div className="space-y-6">
      <LinkLine to={d.list}>{d.t.backToList}</LinkLine>
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.title}</h1>
        <p className="mt-2 max-w-3xl text-navy-800">{d.t.page.intro}</p>
        {d.lastSaved && (
          <p className="mt-2 text-sm text-navy-800">
            {fill(d.t.page.status, d.counts)} {d.lastSaved}
          </p>
        )}
      </div>
      {actionData?.alert && <FormAlert tone="error">{d.t.alerts[actionData.alert]}</FormAlert>}
      {errors.length > 0 && (
        <div className="rounded-md border border-red-300 bg-white px-4 py-3 text-sm">
          <h2 className="font-semibold text-red-800">{d.t.alerts.summary}</h2>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {errors.map(([id, message]) => {
              const [key = "", textLang = "fr"] = [
                id.slice(0, id.lastIndexOf("/")),
                id.slice(id.lastIndexOf("/") + 1),
              ];
              return (
                <li key={id}>
                  <a href={`#${domId(key, textLang === "en" ? "en" : "fr")}`} className={linkClass}>
                    {d.textNames[id] ?? id}
                  </a>{" "}
                  — {message}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <PageTextsPublish
        t={d.t.page}
        preview={d.preview}
        pending={d.counts.pending}
        version={actionData?.version ?? d.version}
        show={d.filter}
      />
      <PageTextsForm
        t={d.t}
        sections={d.sections}
        state={state}
        version={actionData?.version ?? d.version}
        filter={d.filter}
        filters={d.filters}
        openAll={d.filter !== "all"}
      />
      <PageTextsHistory t={d.t.history} entries={d.history} version={d.version} show={d.filter} />
      <BrowserModule<PageTextsConfig> name="page-texts" config={{ formId: PAGE_TEXTS_FORM }} />
      <BrowserModule<LeaveWarningConfig>
        name="leave-warning"
        config={{ formId: PAGE_TEXTS_FORM, unsaved: false }}
      />
    </div>
  );
}
