import { createInstance, type i18n, type Resource } from 'i18next';
import type { Language } from '../stores/general';
import { en } from './messages/en';

/** The BCP 47 tag of a display language (the spec calls Korean `kr`; HTML, Intl and i18next want `ko`). */
export const localeOf = (language: Language) => (language === 'kr' ? 'ko' : 'en');

const instances = new Map<Language, i18n>();

function createFor(language: Language, messages: Resource[string]): i18n {
  const instance = createInstance();
  // with its resources given, init completes synchronously (initAsync: false)
  void instance.init({
    lng: localeOf(language),
    fallbackLng: false,
    resources: { [localeOf(language)]: messages },
    defaultNS: 'common',
    ns: Object.keys(messages),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  instances.set(language, instance);
  return instance;
}

/** The i18next instance of a language if its messages are loaded (English always is). */
export function i18nFor(language: Language): i18n | undefined {
  return instances.get(language) ?? (language === 'en' ? createFor('en', en) : undefined);
}

/** Loads a language's messages (Korean comes in its own chunk) and gives its instance. */
export async function loadLanguage(language: Language): Promise<i18n> {
  const loaded = i18nFor(language);
  if (loaded) return loaded;
  const { ko } = await import('./messages/ko');
  return createFor('kr', ko);
}

/** Server rendering: every language ready before the first render (the server bundle holds them all anyway). */
export function registerLanguage(language: Language, messages: Resource[string]) {
  if (!instances.has(language)) createFor(language, messages);
}
