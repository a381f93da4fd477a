/**
 * The shape a translation of English messages `T` must have: every key, with plural forms named by suffix (Intl.PluralRules' categories)
 * — a key ending in `_one` (English's singular) may be left out, since Korean has one form (`_other`).
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${string}_one` ? K : never]?: string;
};
