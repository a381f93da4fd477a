import type { PersonPage, ShowDetails } from '@klama/contract';
import type { Language } from '../stores/general';
import type { MetaT } from './faq';
import { imageUrl } from './show';

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the script. */
export const jsonLdScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * schema.org TVSeries for a show's details page. A Korean page names the show by its Korean title first (the
 * English one is its alternate name), and its prose (the country) and genres (through `genreName`) are Korean.
 */
export function tvSeriesJsonLd(
  show: ShowDetails,
  url: string,
  image: string,
  t: MetaT,
  language: Language = 'en',
  genreName: (name: string) => string = (name) => name,
): object {
  const korean = language === 'kr' && show.original_name;
  // a Korean answer's name is Korean: its English title is english_name (decision 0053)
  const [name, alternate] = korean ? [show.original_name, show.english_name ?? show.name] : [show.name, show.original_name];
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    name,
    ...(alternate && alternate !== name ? { alternateName: alternate } : {}),
    url,
    ...(show.overview ? { description: show.overview } : {}),
    ...(show.first_air_date ? { startDate: show.first_air_date } : {}),
    ...(show.genres.length ? { genre: show.genres.map((g) => genreName(g.name)) } : {}),
    ...(show.number_of_episodes != null ? { numberOfEpisodes: show.number_of_episodes } : {}),
    image,
    countryOfOrigin: { '@type': 'Country', name: t('country') },
    inLanguage: 'ko',
  };
}

/**
 * schema.org Person for a cast or crew member's page: what the catalogue knows of them (a Korean page names them by
 * their Hangul name first), birth and death as dates, the birthplace as a Place.
 */
export function personJsonLd(
  person: Pick<PersonPage, 'name'> &
    Partial<Pick<PersonPage, 'original_name' | 'img_path' | 'biography' | 'birthday' | 'deathday' | 'place_of_birth'>>,
  url: string,
  language: Language = 'en',
): object {
  const korean = language === 'kr' && person.original_name;
  const [name, alternate] = korean ? [person.original_name!, person.name] : [person.name, person.original_name];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    ...(alternate && alternate !== name ? { alternateName: alternate } : {}),
    url,
    ...(person.img_path ? { image: imageUrl(person.img_path, 'w185') } : {}),
    ...(person.biography ? { description: person.biography } : {}),
    ...(person.birthday ? { birthDate: person.birthday } : {}),
    ...(person.deathday ? { deathDate: person.deathday } : {}),
    ...(person.place_of_birth ? { birthPlace: { '@type': 'Place', name: person.place_of_birth } } : {}),
  };
}

/**
 * What a show's AggregateRating is made of: its reviews' ratings, and (once it exists) the K-lama score of members'
 * diary ratings, which is preferred when it has raters.
 */
export interface RatingSources {
  reviews: { average: number | null; count: number };
  community?: { score: number | null; raters: number } | null;
}

/** schema.org AggregateRating on the 1–10 scale, or null when nobody has rated the show. */
export function aggregateRatingJsonLd({ reviews, community }: RatingSources): object | null {
  const scale = { bestRating: 10, worstRating: 1 };
  if (community && community.score !== null && community.raters > 0)
    return {
      '@type': 'AggregateRating',
      ratingValue: community.score,
      ratingCount: community.raters,
      ...(reviews.count > 0 ? { reviewCount: reviews.count } : {}),
      ...scale,
    };
  if (reviews.average === null || reviews.count === 0) return null;
  return { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, ...scale };
}
