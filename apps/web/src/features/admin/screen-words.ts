/**
 * A console screen's own words, kept next to it: English and Korean in one object, the Korean with the same keys
 * (a function where a value goes in: `shown: (n: number) => …`). The console's chunks carry them, public bundles
 * never do. Words several screens share stay in the console's namespace (`i18n/messages/{en,ko}/admin.ts`).
 */
import { useTranslation } from '../../i18n/react';

export interface Words<T> {
  en: T;
  ko: T;
}

/** Both languages of a screen's words; the type checker holds the Korean to the English's keys. */
export const words = <T extends Record<string, string | ((...args: never[]) => string)>>(both: Words<T>): Words<T> => both;

/** The words in the language the console is shown in. */
export function useWords<T>(both: Words<T>): T {
  const { i18n } = useTranslation();
  return i18n.locale === 'ko' ? both.ko : both.en;
}
