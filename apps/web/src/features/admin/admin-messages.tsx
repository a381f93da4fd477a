/**
 * The console's messages are not in the app's message bundles (public pages would carry them): this registers the
 * `admin` namespace on the current language's i18next instance when the console first renders, English at once
 * and Korean from its own chunk (the console waits for it, as for any lazy screen).
 */
import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { admin as english } from '../../i18n/messages/en/admin';

const NAMESPACE = 'admin';
const loading = new Map<string, Promise<void>>();

function pending(instance: i18n): Promise<void> | null {
  const language = instance.language;
  if (instance.hasResourceBundle(language, NAMESPACE)) return null;
  if (language !== 'ko') {
    instance.addResourceBundle(language, NAMESPACE, english);
    return null;
  }
  let load = loading.get(language);
  if (!load) {
    load = import('../../i18n/messages/ko/admin').then(({ admin }) => {
      instance.addResourceBundle(language, NAMESPACE, admin);
    });
    loading.set(language, load);
  }
  return load;
}

export function AdminMessages({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const load = pending(instance);
  if (load) use(load);
  return children;
}
