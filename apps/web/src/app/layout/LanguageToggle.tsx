import { useGeneralStore, useLanguage, type Language } from '../../stores/general';

const OPTIONS: { value: Language; label: string; hint?: string }[] = [
  { value: 'en', label: 'en' },
  { value: 'kr', label: 'kr', hint: 'Full Korean support coming soon' },
];

/** en / kr display toggle; kr explains itself with a tooltip (hover or focus). */
export function LanguageToggle() {
  const language = useLanguage();
  const setLanguage = useGeneralStore((s) => s.setLanguage);
  return (
    <div className="lang-toggle" role="group" aria-label="Language">
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`lang-toggle__option${language === o.value ? ' is-active' : ''}`}
          aria-pressed={language === o.value}
          aria-describedby={o.hint ? `lang-hint-${o.value}` : undefined}
          onClick={() => setLanguage(o.value)}
        >
          {o.label}
          {o.hint && (
            <span role="tooltip" id={`lang-hint-${o.value}`} className="tooltip">
              {o.hint}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
