import type fr from "~/admin/site-content/texts/pages.fr.server";
import type { Lang } from "~/platform/i18n/lang";

/** The "Pages" screens' texts (app/admin/site-content/texts/pages.fr.server.ts). */
export type PagesTexts = typeof fr;

/** One language of a text on the editor: what its control shows and the marks beside it. */
export interface TextSide {
  /** The control's name, the data layer's edit id: "hero.title/fr". */
  name: string;
  id: string;
  value: string;
  original: string;
  /** The published text while an edit waits for publication, else null. */
  live: string | null;
  /** Differs from the original: "back to the original" is offered. */
  edited: boolean;
  /** Has a published or pending edit (the "only edited" filter). */
  stored: boolean;
  pending: boolean;
  toReview: boolean;
}

export interface TextView extends Record<Lang, TextSide> {
  key: string;
  label: string;
  /** 1: a one-line input; more: a text area of that many rows. */
  rows: number;
  max: number;
  placeholders: string[];
}

export interface SectionView {
  key: string;
  id: string;
  name: string;
  texts: TextView[];
  /** Texts with an edit waiting or a translation to review: the section opens by itself. */
  marks: number;
}

/** A refused save's state: what was typed, the boxes ticked, each text's error. */
export interface TypedState {
  typed: Record<string, string>;
  resets: string[];
  errors: Record<string, string>;
}

/** The form's control of a text's "back to the original" box. */
export const resetName = (id: string) => `default:${id}`;

/** The value of a "the translation is right" button: the text's edit id after "confirm:". */
export const CONFIRM_PREFIX = "confirm:";

/** The id of a text's control: "text-hero-title-fr". */
export const domId = (key: string, lang: Lang) => `text-${key.replaceAll(".", "-")}-${lang}`;
