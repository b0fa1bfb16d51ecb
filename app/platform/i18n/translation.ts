/**
 * The shape a translation must have: the French dictionary's keys, with any text allowed.
 * Typing an English dictionary with it makes a missing or extra key a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Translation<Item>[]
    : T extends object
      ? { [Key in keyof T]: Translation<T[Key]> }
      : T;
