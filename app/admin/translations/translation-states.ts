/** The board's states and kinds, in the filters' order: read by the screen and by the server. */
export const translationStates = ["toReview", "missing", "current"] as const;
export type TranslationState = (typeof translationStates)[number];
export const translationKinds = ["page", "collection", "setting", "article"] as const;
export type TranslationKind = (typeof translationKinds)[number];
