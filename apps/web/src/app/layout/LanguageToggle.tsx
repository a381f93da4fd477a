import { useTranslation } from '../../i18n/react';
import { useGeneralStore, useLanguage, type Language } from '../../stores/general';

const OPTIONS: { value: Language; hint?: 'krHint' }[] = [{ value: 'en' }, { value: 'kr', hint: 'krHint' }];

/** en / kr display toggle; kr names its language in a tooltip (hover or focus). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const setLanguage = useGeneralStore((s) => s.setLanguage);
  return (
    <div className="lang-toggle" role="group" aria-label={t('language.group')}>
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`lang-toggle__option${language === o.value ? ' is-active' : ''}`}
          aria-pressed={language === o.value}
          aria-describedby={o.hint ? `lang-hint-${o.value}` : undefined}
          onClick={() => setLanguage(o.value)}
        >
          {t(`language.${o.value}`)}
          {o.hint && (
            <span role="tooltip" id={`lang-hint-${o.value}`} className="tooltip">
              {t(`language.${o.hint}`)}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
