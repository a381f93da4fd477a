import type { ShowDetails } from '@klama/contract';
import type { Language } from '../stores/general';
import type { MetaT } from './faq';

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
  const [name, alternate] = korean ? [show.original_name, show.name] : [show.name, show.original_name];
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
