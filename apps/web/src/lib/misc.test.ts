import { describe, expect, it } from 'vitest';
import { collectionKeyFromName } from './collection-key';
import { detailsFaqs, faqJsonLd, homeFaqs } from './faq';
import { pageSizeFor } from './page-size';
import { prettifySlug, toSlug } from './slug';
import { reachedThreshold } from './use-infinite-scroll';

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
    expect(toSlug('오징어')).toBe('-');
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
    const home = homeFaqs(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(home[1]!.answer).toBe('Popular picks include A, B, C, D and E.');
    const details = detailsFaqs('Squid Game', ['Netflix'], ['death game', 'survival', 'debt', 'dystopia']);
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
  it('omits the best-dramas question when no names are known, and escapes <', () => {
    expect(homeFaqs([])).toHaveLength(1);
    expect(faqJsonLd([{ question: '</script>', answer: 'x' }])).not.toContain('</script>');
  });
});
