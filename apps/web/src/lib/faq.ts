/** FAQ JSON-LD (schema.org FAQPage) with the real drama names and keywords passed in, unlike the original. */
export type Faq = { question: string; answer: string };

export function faqJsonLd(faqs: Faq[]): string | null {
  const entries = faqs.filter((f) => f.question && f.answer);
  if (entries.length === 0) return null;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }).replace(/</g, '\\u003c');
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** The "best dramas" question, present only when names are known (first 5). */
export function bestDramasFaq(question: string, dramaNames: string[]): Faq[] {
  const names = dramaNames.slice(0, 5);
  return names.length ? [{ question, answer: `Popular picks include ${list(names)}.` }] : [];
}

export function homeFaqs(trendingNames: string[]): Faq[] {
  return [
    {
      question: 'Where can I watch Korean dramas online?',
      answer: 'K-lama lists the streaming services for every drama, such as Netflix, Rakuten Viki, Kocowa and Prime Video.',
    },
    ...bestDramasFaq('What are the most popular Korean dramas right now?', trendingNames),
  ];
}

export function detailsFaqs(name: string, providers: string[], keywords: string[]): Faq[] {
  const faqs: Faq[] = [
    {
      question: `Where can I watch ${name}?`,
      answer: providers.length ? `${name} is streaming on ${list(providers)}.` : `US streaming details for ${name} are coming soon.`,
    },
  ];
  const themes = keywords.slice(0, 3);
  if (themes.length) faqs.push({ question: `What themes does ${name} explore?`, answer: `${name} explores ${list(themes)}.` });
  return faqs;
}
