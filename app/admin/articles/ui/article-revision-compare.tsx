import { Form } from "react-router";
import { fill } from "~/platform/i18n/format";
import type { BodyBlock, Piece, Sides } from "~/platform/text/revision-diff";
import { focusRing, SubmitButton } from "../../shell/ui/form-field";
import type { EditorTexts } from "./article-form";

/**
 * A saved version of an article beside the article now, field by field: side by side from the
 * `md` width, one above the other on a phone. What differs is marked three ways: struck through
 * or underlined, on a coloured background, and with words a screen reader reads out.
 */

type Texts = EditorTexts["revisions"];

/** A field of the form, compared; `sides` null when it is the same in both. */
export interface ComparedField {
  name: string;
  label: string;
  sides: Sides | null;
  /** The value when unchanged, shown once. */
  value: string;
  /** Said under the field (the publication is not restored). */
  note?: string;
}

const textClass = "whitespace-pre-wrap break-words text-ink-900";
const captionClass = "font-sans text-xs font-semibold tracking-wide text-ink-700 uppercase";

/** One side's text; every user-typed string is rendered as text, never as HTML. */
function Pieces({ t, pieces }: { t: Texts; pieces: Piece[] }) {
  if (pieces.every((piece) => piece.text === "")) {
    return <span className="text-ink-700 italic">{t.empty}</span>;
  }
  return (
    <>
      {pieces.map((piece, index) => {
        const key = `${index}-${piece.mark ?? ""}`;
        if (piece.mark === "del") {
          return (
            <del key={key} className="rounded-sm bg-red-100 text-red-900 line-through decoration-2">
              <span className="sr-only">({t.removed} </span>
              {piece.text}
              <span className="sr-only">)</span>
            </del>
          );
        }
        if (piece.mark === "ins") {
          return (
            <ins
              key={key}
              className="rounded-sm bg-green-100 text-green-900 underline decoration-2 underline-offset-2"
            >
              <span className="sr-only">({t.added} </span>
              {piece.text}
              <span className="sr-only">)</span>
            </ins>
          );
        }
        return <span key={key}>{piece.text}</span>;
      })}
    </>
  );
}

/** The two sides of a change: beside each other on a desktop, stacked on a phone. */
function SideBySide({ t, sides, heading }: { t: Texts; sides: Sides; heading: string }) {
  return (
    <div className="grid gap-px bg-mist-200 md:grid-cols-2">
      {(
        [
          [t.thisVersion, sides.before],
          [t.now, sides.after],
        ] as const
      ).map(([caption, pieces]) => (
        <div key={caption} className="bg-white px-4 py-3">
          <p className={captionClass}>
            {caption}
            <span className="sr-only"> · {heading}</span>
          </p>
          <p className={`mt-1 ${textClass}`}>
            <Pieces t={t} pieces={pieces} />
          </p>
        </div>
      ))}
    </div>
  );
}

function Unchanged({ t, label, value }: { t: Texts; label: string; value: string }) {
  return (
    <details className="rounded-xl border border-mist-200 bg-white">
      <summary className={`cursor-pointer px-4 py-3 ${focusRing}`}>
        <span className="font-semibold text-navy-900">{label}</span>
        <span className="text-ink-700"> · {t.unchanged}</span>
      </summary>
      <p className={`border-t border-mist-200 px-4 py-3 ${textClass}`}>
        {value === "" ? <span className="text-ink-700 italic">{t.empty}</span> : value}
      </p>
    </details>
  );
}

/** The body: unchanged stretches once across (their middle folded), changes side by side. */
function Body({ t, label, blocks }: { t: Texts; label: string; blocks: BodyBlock[] }) {
  return (
    <section
      aria-labelledby="compare-markdown"
      className="overflow-hidden rounded-xl border border-mist-200"
    >
      <h2 id="compare-markdown" className="px-4 py-3 font-semibold text-navy-900">
        {label}
      </h2>
      <div className="divide-y divide-mist-200 border-t border-mist-200 font-mono text-sm">
        {blocks.map((block, index) =>
          block.kind === "changed" ? (
            <SideBySide key={index} t={t} sides={block} heading={label} />
          ) : (
            <div key={index} className={`bg-mist-50 px-4 py-2 text-ink-700 ${textClass}`}>
              {block.head !== "" && <p className={textClass}>{block.head}</p>}
              {block.hiddenLines > 0 && (
                <details>
                  <summary className={`cursor-pointer font-sans text-ink-700 ${focusRing}`}>
                    {fill(t.hiddenLines, { count: String(block.hiddenLines) })}
                  </summary>
                  <p className={textClass}>{block.hidden}</p>
                </details>
              )}
              {block.tail !== "" && <p className={textClass}>{block.tail}</p>}
            </div>
          ),
        )}
      </div>
    </section>
  );
}

/** Every compared field, then the body. */
export function RevisionComparison({
  t,
  fields,
  body,
}: {
  t: Texts;
  fields: ComparedField[];
  body: { label: string; value: string; blocks: BodyBlock[] | null };
}) {
  return (
    <div className="space-y-4">
      {fields.map((field) =>
        field.sides ? (
          <section
            key={field.name}
            aria-labelledby={`compare-${field.name}`}
            className="overflow-hidden rounded-xl border border-mist-200"
          >
            <h2 id={`compare-${field.name}`} className="px-4 py-3 font-semibold text-navy-900">
              {field.label}
            </h2>
            <div className="border-t border-mist-200">
              <SideBySide t={t} sides={field.sides} heading={field.label} />
            </div>
            {field.note && (
              <p className="border-t border-mist-200 px-4 py-2 text-sm text-ink-700">
                {field.note}
              </p>
            )}
          </section>
        ) : (
          <Unchanged key={field.name} t={t} label={field.label} value={field.value} />
        ),
      )}
      {body.blocks ? (
        <Body t={t} label={body.label} blocks={body.blocks} />
      ) : (
        <Unchanged t={t} label={body.label} value={body.value} />
      )}
    </div>
  );
}

/** The restore form: what it brings back, what it leaves, and the public page's fate. */
export function RestoreVersion({
  t,
  published,
  version,
}: {
  t: Texts;
  published: boolean;
  version: number;
}) {
  return (
    <section
      aria-labelledby="restore-title"
      className="space-y-3 rounded-xl border border-mist-200 bg-white p-4"
    >
      <h2 id="restore-title" className="text-xl font-bold text-navy-900">
        {t.restore.title}
      </h2>
      <p className="text-navy-800">{t.restore.explain}</p>
      {published && <p className="font-semibold text-navy-900">{t.restore.published}</p>}
      <Form method="post">
        <input type="hidden" name="version" value={version} />
        <SubmitButton>{t.restore.button}</SubmitButton>
      </Form>
    </section>
  );
}
