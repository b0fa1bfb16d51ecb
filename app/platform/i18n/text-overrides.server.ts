import { AsyncLocalStorage } from "node:async_hooks";
import type { Lang } from "./lang";

/**
 * The page texts edited in the back office, laid over the dictionaries' defaults
 * (docs/decisions/026). The data layer loads them from the database and hands them here; the
 * dictionaries stay the typed source of every key. A key a release removed is simply never
 * looked up, so an old edit cannot break a page.
 */

/** "page\u0000lang" -> text key ("hero.title", "items.2.description") -> text. */
export type TextLayer = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** What pending edits do over the published texts: a text, or null for "back to the default". */
export type PendingLayer = ReadonlyMap<string, ReadonlyMap<string, string | null>>;

export const layerKey = (page: string, lang: Lang) => `${page}\u0000${lang}`;

// Kept across Vite's reloads in development, as the settings' snapshot is.
const state: {
  published: TextLayer;
  pending: PendingLayer;
  merged: WeakMap<object, Map<string, unknown>>;
} = import.meta.hot?.data ?? { published: new Map(), pending: new Map(), merged: new WeakMap() };

const draft = new AsyncLocalStorage<true>();

/** Replaces the texts every page reads; the caller renders the pages again. */
export function setTextLayers(published: TextLayer, pending: PendingLayer): void {
  state.published = published;
  state.pending = pending;
  state.merged = new WeakMap();
}

/** Runs `work` (a page's rendering) with the pending edits applied: the back office's preview. */
export function withPendingTexts<T>(work: () => T): T {
  return draft.run(true, work);
}

export function showsPendingTexts(): boolean {
  return draft.getStore() === true;
}

/**
 * A page's dictionary with the edits applied: the same object while nothing is edited, otherwise
 * a copy made once per set of edits (pages read it on every rendering).
 */
export function withEdits<T extends object>(page: string, lang: Lang, texts: T): T {
  const key = layerKey(page, lang);
  const published = state.published.get(key);
  const pending = showsPendingTexts() ? state.pending.get(key) : undefined;
  if (!published && !pending) return texts;
  if (pending) {
    const effective = new Map(published);
    for (const [path, value] of pending) {
      if (value === null) effective.delete(path);
      else effective.set(path, value);
    }
    return overlay(texts, effective);
  }
  let perDictionary = state.merged.get(texts);
  if (!perDictionary) {
    perDictionary = new Map();
    state.merged.set(texts, perDictionary);
  }
  const cached = perDictionary.get(key) as T | undefined;
  if (cached) return cached;
  const merged = overlay(texts, published);
  perDictionary.set(key, merged);
  return merged;
}

/** A copy of `texts` where each key of `edits` holding a string takes the edit's text. */
function overlay<T extends object>(texts: T, edits: ReadonlyMap<string, string> | undefined): T {
  if (!edits || edits.size === 0) return texts;
  const copy = structuredClone(texts);
  for (const [path, value] of edits) setLeaf(copy, path.split("."), value);
  return copy;
}

/** Sets a string leaf that exists; anything else (a key a release removed or turned into a list) is left. */
function setLeaf(target: unknown, path: string[], value: string): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return;
    node = (node as Record<string, unknown>)[part];
  }
  const last = path.at(-1);
  if (!last || !node || typeof node !== "object" || !Object.hasOwn(node, last)) return;
  const record = node as Record<string, unknown>;
  if (typeof record[last] === "string") record[last] = value;
}
