import rosetta from 'rosetta';
import type { Language } from '../stores/general';
import type { Messages } from './messages/en';
import type { admin } from './messages/en/admin';
import { common } from './messages/en/common';
import type { NamespaceRef } from './namespace';

/** The BCP 47 tag of a display language (the spec calls Korean `kr`; HTML and Intl want `ko`). */
export const localeOf = (language: Language) => (language === 'kr' ? 'ko' : 'en');

/** Every namespace's English messages: the shape every language follows. `admin` is added by the console when it loads. */
export type Resources = Messages & { admin: typeof admin };
export type Namespace = keyof Resources;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** The dotted keys of a namespace; a plural's `_one`/`_other` forms are asked for by their common key and a `count`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${infer Base}_${PluralSuffix}` ? Base : K) : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/** Values for a message's {{placeholders}}; a numeric `count` also picks the plural form. */
export type MessageValues = Record<string, unknown>;
export type TFunction<NS extends Namespace = 'common'> = (key: MessageKey<Resources[NS]>, values?: MessageValues) => string;

/** One language's messages, namespace by namespace, and the functions that read them. */
export interface Catalogue {
  readonly language: Language;
  /** BCP 47: `en` or `ko`. */
  readonly locale: string;
  hasNamespace(namespace: Namespace): boolean;
  addNamespace<NS extends Namespace>(namespace: NS, messages: object): void;
  /**
   * The message reader of one namespace (the same function for the same namespace, so hooks can depend on it). Given
   * a namespace's reference, English takes its messages from it the first time.
   */
  getFixedT<NS extends Namespace>(namespace: NS | NamespaceRef<NS>): TFunction<NS>;
}

function createCatalogue(language: Language, messages: object): Catalogue {
  const locale = localeOf(language);
  // rosetta looks dotted keys up and fills {{placeholders}}; plurals pick their form with the language's Intl rules
  const table = rosetta<object>({ [locale]: messages });
  table.locale(locale);
  const plurals = new Intl.PluralRules(locale);
  const readers = new Map<Namespace, TFunction<Namespace>>();
  const read = (path: string, values: MessageValues | undefined): string => {
    const count = values?.count;
    if (typeof count === 'number') {
      const form = table.t(`${path}_${plurals.select(count)}`, values) || table.t(`${path}_other`, values);
      if (form) return form;
    }
    return table.t(path, values);
  };
  const hasNamespace = (namespace: Namespace) => namespace in (table.table(locale) ?? {});
  const addNamespace = (namespace: Namespace, added: object) => table.set(locale, { [namespace]: added });
  return {
    language,
    locale,
    hasNamespace,
    addNamespace,
    getFixedT<NS extends Namespace>(ref: NS | NamespaceRef<NS>) {
      const namespace = typeof ref === 'string' ? ref : ref.name;
      if (typeof ref !== 'string' && locale === 'en' && !hasNamespace(namespace)) addNamespace(namespace, ref.english);
      let reader = readers.get(namespace);
      if (!reader) {
        // a key nobody wrote shows as itself, as a visible bug rather than an empty space
        reader = (key, values) => read(`${namespace}.${key}`, values) || key;
        readers.set(namespace, reader);
      }
      return reader as unknown as TFunction<NS>;
    },
  };
}

const catalogues = new Map<Language, Catalogue>();

function register(language: Language, messages: object): Catalogue {
  const catalogue = createCatalogue(language, messages);
  catalogues.set(language, catalogue);
  return catalogue;
}

/**
 * A language's catalogue if its messages are loaded. English always is: `common` (the page frame) from the start,
 * every other namespace when a screen first asks for it by reference.
 */
export function i18nFor(language: Language): Catalogue | undefined {
  return catalogues.get(language) ?? (language === 'en' ? register('en', { common }) : undefined);
}

/** Loads a language's messages (Korean comes in its own chunk) and gives its catalogue. */
export async function loadLanguage(language: Language): Promise<Catalogue> {
  const loaded = i18nFor(language);
  if (loaded) return loaded;
  const { ko } = await import('./messages/ko');
  return register('kr', { ...ko });
}

/** Server rendering and tests: a language ready before the first render (the server bundle holds them all anyway). */
export function registerLanguage(language: Language, messages: object) {
  if (!catalogues.has(language)) register(language, { ...messages });
}
