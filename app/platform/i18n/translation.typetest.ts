// Compile-time proof, checked by `npm run typecheck`: a translation typed with Translation<French>
// must have exactly the French keys. If Translation stopped rejecting a case below, the unused
// expect-error directive would itself become an error.
import type { Translation } from "./translation";

type Source = { title: string; items: { name: string }[] };

export const complete: Translation<Source> = { title: "Title", items: [{ name: "A" }] };

// @ts-expect-error a missing key is refused
export const missingKey: Translation<Source> = { items: [] };

// @ts-expect-error an extra key is refused
export const extraKey: Translation<Source> = { title: "T", items: [], subtitle: "S" };

// @ts-expect-error a missing key inside a list item is refused
export const missingNested: Translation<Source> = { title: "T", items: [{}] };
