/**
 * The console's messages are not in the app's message bundles (public pages would carry them): this registers the
 * `admin` namespace in the current language's catalogue when the console first renders, English at once
 * and Korean from its own chunk (the console waits for it, as for any lazy screen).
 */
import { use, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Catalogue } from '../../i18n';
import { admin as english } from '../../i18n/messages/en/admin';

const NAMESPACE = 'admin';
const loading = new Map<string, Promise<void>>();

function pending(catalogue: Catalogue): Promise<void> | null {
  const language = catalogue.locale;
  if (catalogue.hasNamespace(NAMESPACE)) return null;
  if (language !== 'ko') {
    catalogue.addNamespace(NAMESPACE, english);
    return null;
  }
  let load = loading.get(language);
  if (!load) {
    load = import('../../i18n/messages/ko/admin').then(({ admin }) => {
      catalogue.addNamespace(NAMESPACE, admin);
    });
    loading.set(language, load);
  }
  return load;
}

export function AdminMessages({ children }: { children: ReactNode }) {
  const { i18n: catalogue } = useTranslation();
  const load = pending(catalogue);
  if (load) use(load);
  return children;
}
