import { namespace } from '../../namespace';
/** A show's details screen. */
export const details = {
  loading: 'Loading show details...',
  failed: 'Failed to load show details',
  notFound: 'Show not found',
  releasingOn: 'Releasing on {{date}}',
  playTrailer: 'Play trailer',
  trailerTitle: '{{title}} trailer',
  track: 'Track progress, rate and add to lists',
  facts: {
    episodes: 'Episodes',
    network: 'Network',
    otherSeasons: 'Other Seasons',
    homepage: 'Homepage',
    officialSite: 'Official site',
  },
  next: {
    title: 'Next episode',
    episode: 'Season {{season}}, episode {{episode}}',
    today: 'Airs today',
    tomorrow: 'Airs tomorrow',
    inDays_one: 'In {{count}} day',
    inDays_other: 'In {{count}} days',
  },
  keywords: 'Keywords',
  credits: 'Credits',
  originalStory: 'Original Story',
  by: 'by',
  similar: 'You may also like',
  similarError: 'Failed to load similar shows',
  cast: {
    title: 'Cast',
    details: 'Details',
    loading: 'Loading cast...',
    none: 'No cast listed yet.',
    error: 'Failed to load cast',
    as: 'as',
  },
};

export const detailsNamespace = namespace('details', details);
