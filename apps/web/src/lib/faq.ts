/** FAQ JSON-LD (schema.org FAQPage) with the real drama names and keywords passed in, unlike the original. */
import type { TFunction } from '../i18n';

export type Faq = { question: string; answer: string };

/** The `meta` messages in the page's language (from `useTranslation(metaNamespace)`). */
export type MetaT = TFunction<'meta'>;

export function faqJsonLd(faqs: Faq[]): string | null {
  const entries = faqs.filter((f) => f.question && f.answer);
  if (entries.length === 0) return null;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }).replace(/</g, '\\u003c');
}

/** "A, B and C" (English) or "A, B, C" (Korean). */
export const joinList = (t: MetaT, items: string[]) =>
  items.length <= 1
    ? items.join('')
    : t('list.and', { items: items.slice(0, -1).join(t('list.separator')), last: items[items.length - 1] });

/** The "best dramas" question, present only when names are known (first 5). */
export function bestDramasFaq(t: MetaT, question: string, dramaNames: string[]): Faq[] {
  const names = dramaNames.slice(0, 5);
  return names.length ? [{ question, answer: t('popularAnswer', { names: joinList(t, names) }) }] : [];
}

export function homeFaqs(t: MetaT, trendingNames: string[]): Faq[] {
  return [
    { question: t('home.whereQuestion'), answer: t('home.whereAnswer') },
    ...bestDramasFaq(t, t('home.popularQuestion'), trendingNames),
  ];
}

export function detailsFaqs(t: MetaT, name: string, providers: string[], keywords: string[]): Faq[] {
  const faqs: Faq[] = [
    {
      question: t('details.whereQuestion', { name }),
      answer: providers.length
        ? t('details.whereAnswer', { name, providers: joinList(t, providers) })
        : t('details.whereUnknown', { name }),
    },
  ];
  const themes = keywords.slice(0, 3);
  if (themes.length)
    faqs.push({
      question: t('details.themesQuestion', { name }),
      answer: t('details.themesAnswer', { name, themes: joinList(t, themes) }),
    });
  return faqs;
}
