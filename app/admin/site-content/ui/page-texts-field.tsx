import { fill } from "~/platform/i18n/format";
import { type Lang, languages } from "~/platform/i18n/lang";
import { buttonClass } from "~/platform/ui/button";
import { controlClass, focusRing } from "../../shell/ui/form-field";
import {
  CONFIRM_PREFIX,
  type PagesTexts,
  resetName,
  type TextSide,
  type TextView,
  type TypedState,
} from "./page-texts-types";

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

/**
 * One text of a page: French and English side by side (stacked on a phone), each labelled with
 * the text's name, its original beside an edited value, its length and the markers it must keep.
 */
export function PageTextField({
  t,
  text,
  state,
}: {
  t: PagesTexts;
  text: TextView;
  state: TypedState;
}) {
  return (
    <fieldset className="min-w-0 rounded-md border border-mist-200 px-4 pt-1 pb-4">
      <legend className="px-1 font-semibold text-navy-900">{text.label}</legend>
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        {languages.map((lang) => (
          <Side key={lang} t={t} text={text} lang={lang} state={state} />
        ))}
      </div>
    </fieldset>
  );
}

function Side({
  t,
  text,
  lang,
  state,
}: {
  t: PagesTexts;
  text: TextView;
  lang: Lang;
  state: TypedState;
}) {
  const side: TextSide = text[lang];
  const { id, name } = side;
  const error = state.errors[name];
  const value = state.typed[name] ?? side.value;
  const langName = t.languages[lang];
  // The error is read first: it says what to do.
  const notes = [
    error && "error",
    side.edited && "original",
    side.live !== null && "live",
    "count",
    text.placeholders.length > 0 && "keep",
  ].filter((note): note is string => Boolean(note));
  const control = {
    id,
    name,
    lang,
    defaultValue: value,
    "aria-describedby": notes.map((note) => `${id}-${note}`).join(" "),
    ...(error ? { "aria-invalid": true as const } : {}),
    className: controlClass,
    "data-count-for": `${id}-count`,
  };
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          <span className="sr-only">{text.label}, </span>
          {t.text.inLang[lang]}
        </label>
        {side.pending ? (
          <span className={`${badge} border border-accent-600 bg-orange-50 text-navy-900`}>
            {t.text.pending}
          </span>
        ) : (
          side.edited && (
            <span className={`${badge} bg-mist-100 text-navy-900`}>{t.text.edited}</span>
          )
        )}
        {side.toReview && (
          <span className={`${badge} bg-steel-700 text-white`}>{t.text.toReview}</span>
        )}
      </div>
      {text.rows > 1 ? (
        <textarea
          {...control}
          rows={text.rows}
          className={`${controlClass} field-sizing-content`}
        />
      ) : (
        <input {...control} type="text" autoComplete="off" />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p
        id={`${id}-count`}
        className="text-xs text-ink-700"
        data-template={t.text.counter}
        data-max={text.max}
      >
        {fill(t.text.counter, { count: value.length, max: text.max })}
      </p>
      {text.placeholders.length > 0 && (
        <p id={`${id}-keep`} className="text-xs text-ink-700">
          {fill(t.text.placeholders, { names: text.placeholders.join(" ") })}
        </p>
      )}
      {side.edited && (
        <p id={`${id}-original`} className="break-words text-sm text-navy-800" lang={lang}>
          {fill(t.text.original, { text: side.original })}
        </p>
      )}
      {side.live !== null && (
        <p id={`${id}-live`} className="break-words text-sm text-navy-800" lang={lang}>
          {fill(t.text.live, { text: side.live })}
        </p>
      )}
      {(side.edited || state.resets.includes(name)) && (
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <input
            type="checkbox"
            name={resetName(name)}
            defaultChecked={state.resets.includes(name)}
            className={`size-5 ${focusRing}`}
          />
          {t.text.backToDefault}
          <span className="sr-only">
            {" "}
            ({text.label}, {langName})
          </span>
        </label>
      )}
      {side.toReview && (
        <button
          type="submit"
          name="intent"
          value={`${CONFIRM_PREFIX}${name}`}
          className={buttonClass("outline")}
          aria-label={fill(t.text.confirmOf, { text: text.label, lang: langName })}
        >
          {t.text.confirm}
        </button>
      )}
    </div>
  );
}
