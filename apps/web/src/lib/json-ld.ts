import type { ShowDetails } from '@klama/contract';

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the script. */
export const jsonLdScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org TVSeries for a show's details page. */
export function tvSeriesJsonLd(show: ShowDetails, url: string, image: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    name: show.name,
    ...(show.original_name && show.original_name !== show.name ? { alternateName: show.original_name } : {}),
    url,
    ...(show.overview ? { description: show.overview } : {}),
    ...(show.first_air_date ? { startDate: show.first_air_date } : {}),
    ...(show.genres.length ? { genre: show.genres.map((g) => g.name) } : {}),
    ...(show.number_of_episodes != null ? { numberOfEpisodes: show.number_of_episodes } : {}),
    image,
    countryOfOrigin: { '@type': 'Country', name: 'South Korea' },
    inLanguage: 'ko',
  };
}
