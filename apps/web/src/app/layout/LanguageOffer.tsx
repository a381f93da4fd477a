/**
 * The Korean page offered, never forced (decision 0053): a first visitor on an English page whose browser puts
 * Korean first sees a bar, in Korean, with a link to the same page's Korean address and a close button. Closing it,
 * or choosing a language, is remembered (the `general` store's offerDone). Its own chunk: few visitors see it.
 */
import { addressInLanguage } from '@klama/contract';
import { useLocation } from 'react-router';
import { languageOffer } from '../../i18n/messages/ko/language-offer';
import { chooseLanguage, useGeneralStore } from '../../stores/general';
import './language-offer.css';

export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const setOfferDone = useGeneralStore((s) => s.setOfferDone);
  const dismiss = () => {
    setOfferDone();
    // the bar is gone: the focus goes to the language switch it stood for
    document.querySelector<HTMLElement>('.lang-toggle__option.is-active')?.focus();
  };
  return (
    <aside className="language-offer" lang="ko" aria-label={languageOffer.label} onKeyDown={(e) => e.key === 'Escape' && dismiss()}>
      <p className="language-offer__text">{languageOffer.text}</p>
      <a
        className="language-offer__view"
        href={addressInLanguage('kr', pathname + search + hash)}
        onClick={(e) => {
          e.preventDefault();
          chooseLanguage('kr');
        }}
      >
        {languageOffer.view}
      </a>
      <button type="button" className="language-offer__close" onClick={dismiss}>
        {languageOffer.dismiss}
      </button>
    </aside>
  );
}
