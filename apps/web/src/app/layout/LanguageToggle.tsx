import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { chooseLanguage, useLanguage, type Language } from '../../stores/general';

const OPTIONS: { value: Language; hint?: 'krHint' }[] = [{ value: 'en' }, { value: 'kr', hint: 'krHint' }];

/** A press closed the tooltip: outlives the toggle, which the switch re-mounts with the page in the other language. */
let closedByPress = false;
const rememberClosed = (value: boolean) => {
  closedByPress = value;
};

/**
 * en / kr display toggle: the same page at its address in the other language (decision 0053); kr names its language in a tooltip (a mouse's hover or a keyboard's focus). A press closes
 * the tooltip, and so does Escape; it opens again once the mouse has left or the focus has moved away and back.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [closed, setClosedState] = useState(() => closedByPress);
  const setClosed = (value: boolean) => {
    rememberClosed(value);
    setClosedState(value);
  };
  const open = () => setClosed(false);
  return (
    <div className="lang-toggle" role="group" aria-label={t('language.group')}>
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`lang-toggle__option${language === o.value ? ' is-active' : ''}`}
          aria-pressed={language === o.value}
          aria-describedby={o.hint ? `lang-hint-${o.value}` : undefined}
          data-tooltip={o.hint && closed ? 'closed' : undefined}
          onClick={() => {
            setClosed(true);
            chooseLanguage(o.value);
          }}
          onKeyDown={(e) => e.key === 'Escape' && setClosed(true)}
          onBlur={open}
          // a touch ends with the pointer leaving: only a mouse moving away opens it again
          onPointerLeave={(e) => e.pointerType === 'mouse' && open()}
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
