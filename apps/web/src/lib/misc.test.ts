import { describe, expect, it } from 'vitest';
import { collectionKeyFromName } from './collection-key';
import { detailsFaqs, faqJsonLd, homeFaqs } from './faq';
import { jobLabel } from './jobs';
import { pageSizeFor } from './page-size';
import { decodedPath, prettifySlug, toSlug } from './slug';
import { reachedThreshold } from './use-infinite-scroll';
import { i18nFor, registerLanguage } from '../i18n';
import { ko } from '../i18n/messages/ko';
import { metaNamespace } from '../i18n/messages/en/meta';

registerLanguage('kr', ko);
const metaEn = i18nFor('en')!.getFixedT(metaNamespace);
const metaKo = i18nFor('kr')!.getFixedT(metaNamespace);

describe('collection names', () => {
  it('maps hyphenated names to the collection key via the upper-cased constant', () => {
    expect(collectionKeyFromName('viewers-choice')).toBe('viewers-choice');
    expect(collectionKeyFromName('genre-fiction')).toBe('genre-fiction');
    expect(collectionKeyFromName('trending-now')).toBe('trending-now');
    expect(collectionKeyFromName('constructor')).toBeNull();
    expect(collectionKeyFromName('nope')).toBeNull();
  });
});

describe('slugs', () => {
  it('round-trips names to readable titles', () => {
    expect(toSlug('Action & Adventure')).toBe('action-adventure');
    expect(prettifySlug('action-adventure')).toBe('Action Adventure');
    expect(toSlug('Café au lait')).toBe('cafe-au-lait');
    // a Korean name keeps its Hangul (it was "-": /keyword/-/id)
    expect(toSlug('오징어')).toBe('오징어');
    expect(toSlug('복수 극 & 로맨스')).toBe('복수-극-로맨스');
    expect(toSlug('!!')).toBe('-');
    expect(decodedPath(encodeURI('/ko/keyword/복수-극/7'))).toBe('/ko/keyword/복수-극/7');
    expect(decodedPath('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });
});

describe('page size and infinite scroll', () => {
  it('is 10 at 768 px or less, else 30', () => {
    expect(pageSizeFor(768)).toBe(10);
    expect(pageSizeFor(375)).toBe(10);
    expect(pageSizeFor(769)).toBe(30);
  });
  it('triggers past 0.8 of the height', () => {
    expect(reachedThreshold(800, 800, 2000)).toBe(true); // 1600 of 2000
    expect(reachedThreshold(700, 800, 2000)).toBe(false); // 1500 of 2000
  });
});

describe('FAQ JSON-LD', () => {
  it('uses the first 5 drama names and the first 3 keywords', () => {
    const home = homeFaqs(metaEn, ['A', 'B', 'C', 'D', 'E', 'F']);
    expect(home[1]!.answer).toBe('Popular picks include A, B, C, D and E.');
    const details = detailsFaqs(metaEn, 'Squid Game', ['Netflix'], ['death game', 'survival', 'debt', 'dystopia']);
    expect(details[0]!.answer).toBe('Squid Game is streaming on Netflix.');
    expect(details[1]!.answer).toBe('Squid Game explores death game, survival and debt.');
    const ld = JSON.parse(faqJsonLd(details)!);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(ld.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Where can I watch Squid Game?',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });
  it('writes the questions and answers in Korean for a Korean page', () => {
    const details = detailsFaqs(metaKo, '오징어 게임', ['Netflix', 'Rakuten Viki'], ['데스 게임', '생존']);
    expect(details[0]).toEqual({
      question: '오징어 게임, 어디서 볼 수 있나요?',
      answer: '오징어 게임, Netflix, Rakuten Viki에서 볼 수 있습니다.',
    });
    expect(details[1]!.answer).toBe('오징어 게임에서는 데스 게임, 생존 같은 주제를 다룹니다.');
    expect(homeFaqs(metaKo, ['가', '나'])[1]!.answer).toBe('인기작으로는 가, 나 등이 있습니다.');
  });
  it('omits the best-dramas question when no names are known, and escapes <', () => {
    expect(homeFaqs(metaEn, [])).toHaveLength(1);
    expect(faqJsonLd([{ question: '</script>', answer: 'x' }])).not.toContain('</script>');
  });
});

describe('crew jobs', () => {
  it("names the catalogue's jobs in Korean and shows an unknown one as it comes", () => {
    const ko = i18nFor('kr')!.getFixedT('common');
    expect(['Writer', 'Director', 'Creator', 'Music'].map((job) => jobLabel(ko, job))).toEqual(['극본', '연출', '기획', 'Music']);
    expect(jobLabel(i18nFor('en')!.getFixedT('common'), 'Writer')).toBe('Writer');
  });
});
