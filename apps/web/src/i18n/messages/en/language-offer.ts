/**
 * The offer of a page's Korean address to a first visitor whose browser prefers Korean (app/layout/LanguageOffer).
 * It is shown in Korean, on the English page, with `lang="ko"`: it speaks to a reader of Korean.
 */
export const languageOffer = {
  label: 'Korean page',
  text: 'This page is also in Korean.',
  view: 'View in Korean',
  dismiss: 'Close',
};
