import { useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from '../stores/general';
import { i18nFor, loadLanguage, localeOf } from '.';
import { CatalogueProvider } from './react';

/**
 * Gives the screens the messages of the chosen language. A language whose messages are not loaded yet (Korean,
 * chosen just now) keeps the previous one on screen until its chunk is in, then switches.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const [, setLoaded] = useState(0);
  const ready = i18nFor(language);
  const [shown, setShown] = useState(() => ready ?? i18nFor('en')!);
  // the last language that was ready stays on screen while the next one loads
  if (ready && ready !== shown) setShown(ready);
  const catalogue = ready ?? shown;

  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLanguage(language).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language, ready]);

  useEffect(() => {
    document.documentElement.lang = catalogue.locale;
  }, [catalogue]);

  return <CatalogueProvider value={catalogue}>{children}</CatalogueProvider>;
}

export { localeOf };
