import { useCallback } from 'react';
import type { TFunction } from '../i18n';
import { useTranslation } from '../i18n/react';
import { terms, termsNamespace } from '../i18n/messages/en/terms';

/** Which of the catalogue's fixed vocabularies a name belongs to. */
export type TermKind = keyof typeof terms;

/**
 * A genre's or a tone's name in the page's language ("Historical" → "사극"); a name the messages do not know (a
 * genre an import brought) is shown as the catalogue has it.
 */
export function termName(t: TFunction<'terms'>, kind: TermKind, name: string): string {
  return Object.hasOwn(terms[kind], name) ? t(`${kind}.${name as keyof (typeof terms)[TermKind]}`) : name;
}

/** `termName` bound to the page's language: `const termName = useTermName(); termName('genres', g.name)`. */
export function useTermName(): (kind: TermKind, name: string) => string {
  const { t } = useTranslation(termsNamespace);
  return useCallback((kind: TermKind, name: string) => termName(t, kind, name), [t]);
}
