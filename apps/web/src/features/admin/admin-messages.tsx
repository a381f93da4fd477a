/**
 * The console's messages are in none of the app's message bundles (public pages would carry them). English comes
 * with the console's own chunks (its screens ask for `adminNamespace`, which carries it); Korean, which the Korean
 * chunk leaves out, is loaded here when the console first renders in Korean, and the console waits for it, as for
 * any lazy screen.
 */
import { use, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Catalogue } from '../../i18n';

let korean: Promise<void> | undefined;

function pending(catalogue: Catalogue): Promise<void> | null {
  if (catalogue.locale !== 'ko' || catalogue.hasNamespace('admin')) return null;
  korean ??= import('../../i18n/messages/ko/admin').then(({ admin }) => catalogue.addNamespace('admin', admin));
  return korean;
}

export function AdminMessages({ children }: { children: ReactNode }) {
  const { i18n: catalogue } = useTranslation();
  const load = pending(catalogue);
  if (load) use(load);
  return children;
}
