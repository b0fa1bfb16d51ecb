import type { CollectionField, CollectionScreen } from "./collection-fields";
import { certificationsCollection } from "./collections/certifications.server";
import { clientsCollection } from "./collections/clients.server";
import { figuresCollection } from "./collections/figures.server";
import { homePhotosCollection } from "./collections/home-photos.server";
import { projectsCollection } from "./collections/projects.server";
import { sectorsCollection } from "./collections/sectors.server";
import { servicePhotosCollection } from "./collections/service-photos.server";
import { testimonialsCollection } from "./collections/testimonials.server";
import type { CollectionDefinition } from "./collections.server";

/**
 * Every collection the back office edits, in the order of its "Collections" screen: the store's
 * definition (schema, defaults) and what the screen shows. Each collection's module exports one.
 */
export interface RegisteredCollection<T extends Record<string, unknown> = Record<string, unknown>> {
  definition: CollectionDefinition<T>;
  screen: CollectionScreen<T>;
}

/** Typed at each module, stored loosely here: the screen reads items through the schema. */
// biome-ignore lint/suspicious/noExplicitAny: each entry is checked where it is declared.
type AnyCollection = RegisteredCollection<any>;

export const registeredCollections: readonly AnyCollection[] = [
  projectsCollection,
  clientsCollection,
  homePhotosCollection,
  servicePhotosCollection,
  certificationsCollection,
  testimonialsCollection,
  figuresCollection,
  sectorsCollection,
];

/**
 * Addresses collections had before they were all named in English, as the rest of the back
 * office's addresses are: bookmarks and the activity log's links still lead to them.
 */
const formerSlugs: Readonly<Record<string, string>> = {
  "chiffres-cles": "key-figures",
  "photos-accueil": "home-photos",
  secteurs: "sectors",
  temoignages: "testimonials",
};

/** The collection an address names, by its slug or one it had before (`screen.slug` tells which). */
export function collectionBySlug(slug: string): AnyCollection | undefined {
  const current = Object.hasOwn(formerSlugs, slug) ? formerSlugs[slug] : slug;
  return registeredCollections.find((entry) => entry.screen.slug === current);
}

export type { CollectionField };

/** The collection a stored item belongs to (its row's `collection`). */
export function collectionByName(name: string): AnyCollection | undefined {
  return registeredCollections.find((entry) => entry.definition.name === name);
}
