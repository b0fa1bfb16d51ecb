import { Form, Link } from "react-router";
import { adminData, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { FilterBar } from "~/admin/shell/ui/filter-bar";
import { FormAlert, HiddenFields, linkClass, SubmitButton } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { textPages } from "~/admin/site-content/page-text-fields.server";
import { pageName } from "~/admin/site-content/page-texts-view.server";
import { fill } from "~/platform/i18n/format";
import { isLang, type Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { targetLanguages } from "~/platform/text/translation-sources.server";
import { boardLines, confirmLine, countStates, lineId } from "../translation-board.server";
import { translationKinds, translationStates } from "../translation-states";
import { BoardList } from "../ui/board-list";
import { XliffExportForm } from "../ui/xliff-export-form";
import { listArticlesForExport } from "../xliff-export.server";
import type { Route } from "./+types/translations";

/**
 * The translation board (docs/decisions/054): every translatable text in one target language,
 * with its state, filtered by state, kind and page; each line links to its editor.
 */

export { headers, meta } from "~/admin/shell/route-head";

/** Lines drawn at most: the rest is one filter away (a phone shows a long list slowly). */
const SHOWN = 200;

const targetOf = (value: string | null): Lang =>
  value && isLang(value) && targetLanguages.includes(value) ? value : (targetLanguages[0] ?? "en");

export async function loader(args: Route.LoaderArgs) {
  const { lang, db, path, screen, m: t } = await adminRequest(args, "adminTranslations");
  const pages = messages(lang, "adminPages");
  const query = new URL(args.request.url).searchParams;
  const target = targetOf(query.get("lang"));
  const state = translationStates.find((value) => value === query.get("state"));
  const kind = translationKinds.find((value) => value === query.get("kind"));
  const page = textPages.find((value) => value === query.get("page"));
  const all = await boardLines(db, target, lang);
  const lines = all.filter(
    (line) =>
      (!state || line.state === state) &&
      (!kind || line.kind === kind) &&
      (!page || (line.kind === "page" && line.group === page)),
  );
  const counts = countStates(lines);
  const done = doneOf(args.request, ["confirmed", "imported"] as const);
  return screen(t.title, {
    t,
    listPath: path("/translations"),
    importPath: path(`/translations/import?lang=${target}`),
    exportPath: path("/translations/export"),
    target,
    targets: targetLanguages.map((code) => ({
      value: code,
      label: (t.languageNames as Record<string, string>)[code] ?? code,
    })),
    values: {
      lang: target === targetLanguages[0] ? "" : target,
      state: state ?? "",
      kind: kind ?? "",
      page: page ?? "",
    },
    pages: textPages.map((value) => ({ value, label: pageName(value, lang, pages) })),
    articles: await listArticlesForExport(db),
    summary: fill(t.summary, counts),
    shownNote: lines.length > SHOWN ? fill(t.shown, { shown: SHOWN, count: lines.length }) : null,
    lines: lines.slice(0, SHOWN).map((line) => ({ ...line, id: lineId(line) })),
    done:
      done === "confirmed"
        ? fill(t.done.confirmed, { text: query.get("text") ?? "" })
        : done === "imported"
          ? fill(t.done.imported, { count: query.get("count") ?? "0" })
          : null,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, db, path, audit, user } = await adminRequest({ request, context });
  const field = await readForm(request);
  const target = targetOf(field("lang"));
  const line = await confirmLine(db, field("line"), target, lang, user.username);
  if (!line) return adminData({ missing: true }, 404);
  await audit({
    action: "translation_confirmed",
    // The text as the board names it, then the language: what a reader of the log recognises.
    target: `${line.groupName} · ${line.name} (${target})`,
  });
  const back = field("back").startsWith(path("/translations"))
    ? field("back")
    : path("/translations");
  throw redirectDone(back, "confirmed", { text: line.name });
}

export default function Translations({ loaderData: d }: Route.ComponentProps) {
  const { t } = d;
  const back = `${d.listPath}?${new URLSearchParams(
    Object.entries(d.values).filter(([, value]) => value !== ""),
  )}`;
  return (
    <div className="space-y-8">
      <ScreenHeading title={t.title} intro={t.intro} />
      {d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <FilterBar
        id="translations"
        t={t.filters}
        action={d.listPath}
        controls={[
          {
            kind: "select",
            name: "lang",
            label: t.filters.lang,
            any: d.targets[0]?.label ?? "",
            options: d.targets.slice(1),
          },
          {
            kind: "select",
            name: "state",
            label: t.filters.state,
            any: t.filters.anyState,
            options: translationStates.map((value) => ({ value, label: t.states[value] })),
          },
          {
            kind: "select",
            name: "kind",
            label: t.filters.kind,
            any: t.filters.anyKind,
            options: translationKinds.map((value) => ({ value, label: t.kinds[value] })),
          },
          {
            kind: "select",
            name: "page",
            label: t.filters.page,
            any: t.filters.anyPage,
            options: d.pages,
          },
        ]}
        values={d.values}
        errors={{}}
        columns="lg:grid-cols-4"
      />
      <p className="font-semibold text-navy-900" data-testid="translations-summary">
        {d.summary}
      </p>
      {d.shownNote && <p className="text-navy-800">{d.shownNote}</p>}
      {d.lines.length === 0 ? (
        <p className="text-navy-800">{t.empty}</p>
      ) : (
        <BoardList
          t={t}
          lines={d.lines}
          target={d.target}
          back={back}
          confirm={(line) => (
            <Form method="post">
              <HiddenFields values={{ line: line.id, lang: d.target, back }} />
              <SubmitButton variant="outline" aria-label={`${t.confirm}, ${line.name}`}>
                {t.confirm}
              </SubmitButton>
            </Form>
          )}
        />
      )}
      <XliffExportForm
        t={t.xliff}
        action={d.exportPath}
        target={d.target}
        pages={d.pages}
        articles={d.articles}
      />
      <p>
        <Link to={d.importPath} className={linkClass}>
          {t.xliff.importLink}
        </Link>
      </p>
    </div>
  );
}
