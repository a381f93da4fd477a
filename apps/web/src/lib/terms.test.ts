import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n';
import { termsNamespace } from '../i18n/messages/en/terms';
import taxonomy from '../../../../data/catalogue/taxonomy.json';
import { termName } from './terms';

describe('genre and tone names', () => {
  const korean = i18nFor('kr')!.getFixedT(termsNamespace);
  const english = i18nFor('en')!.getFixedT(termsNamespace);

  it('says the taxonomy’s genres and tones in natural Korean', () => {
    expect(termName(korean, 'genres', 'Romance')).toBe('로맨스');
    expect(termName(korean, 'genres', 'Historical')).toBe('사극');
    expect(termName(korean, 'genres', 'Action & Adventure')).toBe('액션·어드벤처');
    expect(termName(korean, 'genres', 'Sci-Fi')).toBe('SF');
    expect(termName(korean, 'genres', 'Workplace')).toBe('오피스');
    expect(termName(korean, 'tones', 'Healing')).toBe('힐링');
    expect(termName(korean, 'tones', 'Heart-fluttering')).toBe('설렘 가득한');
    expect(termName(korean, 'tones', 'Tear-jerking')).toBe('눈물샘을 자극하는');
  });

  it('has a Korean name for every genre and tone of the taxonomy, and English keeps the catalogue’s names', () => {
    for (const [kind, list] of [
      ['genres', taxonomy.genres],
      ['tones', taxonomy.tones],
    ] as const) {
      for (const { name } of list) {
        expect(termName(korean, kind, name), name).toMatch(/^(SF|[\uac00-\ud7a3·\s]+)$/);
        expect(termName(english, kind, name)).toBe(name);
      }
    }
  });

  it('shows a name it does not know (a genre an import brought) as it comes, in either language', () => {
    expect(termName(korean, 'genres', 'Soap')).toBe('Soap');
    expect(termName(english, 'tones', 'Wistful')).toBe('Wistful');
    // a name that happens to be an object property is not a message either
    expect(termName(korean, 'genres', 'constructor')).toBe('constructor');
  });
});
