import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { i18nFor, type Catalogue, type Namespace, type TFunction } from '.';
import type { NamespaceRef } from './namespace';

const CatalogueContext = createContext<Catalogue | null>(null);

/** Gives the screens below it one language's catalogue. */
export const CatalogueProvider = CatalogueContext.Provider;

type Translation<NS extends Namespace> = { t: TFunction<NS>; i18n: Catalogue };

/**
 * The chosen language's messages of a namespace: `const { t } = useTranslation(detailsNamespace)`; without one, the
 * page frame's `common`.
 */
export function useTranslation(): Translation<'common'>;
export function useTranslation<NS extends Namespace>(namespace: NamespaceRef<NS>): Translation<NS>;
export function useTranslation(namespace?: NamespaceRef): { t: unknown; i18n: Catalogue } {
  // outside a provider (a component rendered on its own in a test), English
  const catalogue = useContext(CatalogueContext) ?? i18nFor('en')!;
  return useMemo(
    () => ({ t: catalogue.getFixedT((namespace ?? 'common') as Namespace | NamespaceRef<Namespace>), i18n: catalogue }),
    [catalogue, namespace],
  );
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A message with marked-up parts (`<lists>Make a list</lists> to keep…`): each `<name>…</name>` becomes what
 * `parts[name]` makes of its text; the rest stays text (never parsed as HTML).
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, (inner: string) => ReactNode> }) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const make = parts[match[1]!];
    if (!make) continue;
    out.push(text.slice(at, match.index), <Fragment key={match.index}>{make(match[2]!)}</Fragment>);
    at = match.index + match[0].length;
  }
  out.push(text.slice(at));
  return <>{out}</>;
}
