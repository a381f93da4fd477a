import { namespace } from '../../namespace';

/**
 * The catalogue's genre and tone names (data, in English), by name: the taxonomy's and the genres a TMDB import
 * brings. A name not listed is shown as the catalogue has it.
 */
export const terms = {
  genres: {
    'Action & Adventure': 'Action & Adventure',
    Animation: 'Animation',
    Comedy: 'Comedy',
    Crime: 'Crime',
    Documentary: 'Documentary',
    Drama: 'Drama',
    Family: 'Family',
    Fantasy: 'Fantasy',
    Historical: 'Historical',
    Horror: 'Horror',
    Kids: 'Kids',
    Legal: 'Legal',
    Medical: 'Medical',
    Melodrama: 'Melodrama',
    Mystery: 'Mystery',
    Reality: 'Reality',
    Romance: 'Romance',
    'Sci-Fi': 'Sci-Fi',
    'Sci-Fi & Fantasy': 'Sci-Fi & Fantasy',
    Thriller: 'Thriller',
    'War & Politics': 'War & Politics',
    Workplace: 'Workplace',
    Youth: 'Youth',
  },
  tones: {
    Calming: 'Calming',
    Comforting: 'Comforting',
    Empowering: 'Empowering',
    Exhilarating: 'Exhilarating',
    'Fast-paced': 'Fast-paced',
    'Feel-good': 'Feel-good',
    'Feel-good romance': 'Feel-good romance',
    Healing: 'Healing',
    'Heart-fluttering': 'Heart-fluttering',
    'Heart-wrenching romance': 'Heart-wrenching romance',
    Heartwarming: 'Heartwarming',
    Humorous: 'Humorous',
    Intense: 'Intense',
    Introspective: 'Introspective',
    Lighthearted: 'Lighthearted',
    'Playful romance': 'Playful romance',
    Quirky: 'Quirky',
    Romantic: 'Romantic',
    'Slice-of-life': 'Slice-of-life',
    'Subtle romance': 'Subtle romance',
    Suspenseful: 'Suspenseful',
    'Tear-jerking': 'Tear-jerking',
    'Thought-provoking': 'Thought-provoking',
    Uplifting: 'Uplifting',
  },
};

export const termsNamespace = namespace('terms', terms);
