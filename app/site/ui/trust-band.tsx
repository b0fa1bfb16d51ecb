import { fill } from "~/platform/i18n/format";
import { cn } from "../../platform/ui/cn";
import { BadgeCheck, CalendarCheck } from "../../platform/ui/icons";
import { enterAnimation } from "../../platform/ui/motion";
import { IconTile } from "./content-blocks";
import { Section, type SectionHeading, type SectionTone } from "./section";

/** A certificate as the band shows it, in the page's language (app/admin/site-content/collections). */
export interface TrustBandTile {
  ref: string;
  name: string;
  scope: string;
  body: string;
  number: string;
  /** Already written in the page's language; null: no end date. */
  validUntil: string | null;
  /** The certificate's file, when one was attached. */
  href: string | null;
}

export interface TrustBandTexts extends SectionHeading {
  bodyLabel: string;
  numberLabel: string;
  /** "Valable jusqu'au {date}". */
  validUntil: string;
  download: string;
  /** Read after the link's text by screen readers: "{name}, valable jusqu'au {date}". */
  downloadContext: string;
}

/**
 * The company's current certifications as tiles (home and safety pages): nothing at all while
 * none is shown. Icons only, no pictures: the band's height is known before anything loads.
 */
export function TrustBand({
  id = "certifications",
  texts,
  tiles,
  tone = "mist",
}: {
  id?: string;
  texts: TrustBandTexts;
  tiles: readonly TrustBandTile[];
  tone?: SectionTone;
}) {
  if (tiles.length === 0) return null;
  return (
    <Section id={id} tone={tone} heading={texts}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile, index) => {
          const date = tile.validUntil ?? "";
          return (
            <li
              key={tile.ref}
              className={cn(
                // Four rows shared with the tiles beside it: the details line up across a row.
                "row-span-4 grid grid-rows-subgrid gap-y-0 rounded-xl border border-mist-200 bg-white p-6 shadow-sm",
                enterAnimation(index % 3),
              )}
            >
              <div className="flex items-start gap-4">
                <IconTile icon={BadgeCheck} className="shrink-0 bg-process-50 text-steel-700" />
                <div className="min-w-0">
                  <h3 className="text-xl font-bold break-words text-navy-900">{tile.name}</h3>
                  <p className="mt-1 leading-snug text-ink-700">{tile.scope}</p>
                </div>
              </div>
              <dl className="mt-5 grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1.5 text-sm">
                <dt className="font-semibold text-ink-700">{texts.bodyLabel}</dt>
                <dd className="text-ink-900">{tile.body}</dd>
                <dt className="font-semibold text-ink-700">{texts.numberLabel}</dt>
                <dd className="text-ink-900 tabular-nums">{tile.number}</dd>
              </dl>
              {tile.validUntil ? (
                <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-steel-700">
                  <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
                  {fill(texts.validUntil, { date })}
                </p>
              ) : (
                <div />
              )}
              {tile.href ? (
                <div className="pt-4">
                  <a
                    href={tile.href}
                    className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-steel-700 underline-offset-4 hover:text-steel-600 hover:underline"
                  >
                    {texts.download}
                    <span className="sr-only">
                      {" "}
                      ({fill(texts.downloadContext, { name: tile.name, date })})
                    </span>
                    <span aria-hidden="true">↓</span>
                  </a>
                </div>
              ) : (
                <div />
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
