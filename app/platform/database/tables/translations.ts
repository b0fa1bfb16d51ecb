import * as pg from "drizzle-orm/pg-core";
import { pgTable, primaryKey } from "drizzle-orm/pg-core";
import { lastChange } from "./columns";

// What each translation was made from: the translation board's "to review" (docs/decisions/054).

/**
 * The French text a translation was written from, as a hash: written when the translation is
 * saved (or confirmed as right); the board compares it with the French text of today.
 * `kind`: "page" (a page text), "collection" (an item's localized field), "setting" (a localized
 * setting) or "article"; `entity`: the page, "collection/item id", the setting, the article's
 * translation key; `field`: the text's key in it ("" when the entity is one text).
 */
export const translationSources = pgTable(
  "translation_sources",
  {
    kind: pg.text("kind").notNull(),
    entity: pg.text("entity").notNull(),
    field: pg.text("field").notNull(),
    lang: pg.text("lang").notNull(),
    sourceHash: pg.text("source_hash").notNull(),
    ...lastChange(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.entity, table.field, table.lang] })],
);

export type TranslationSourceRow = typeof translationSources.$inferSelect;
