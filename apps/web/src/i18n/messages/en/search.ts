import { namespace } from '../../namespace';
/** The header's search button and the search overlay. */
export const search = {
  header: {
    home: 'K-lama home',
    open: 'Search Drama...',
  },
  overlay: {
    title: 'Search dramas',
    placeholder: 'Search for drama...',
    inputLabel: 'Search for drama',
    cancel: 'Cancel',
    searching: 'Searching…',
    noMatch: 'No dramas match “{{query}}”.',
    results: 'Results',
    people: 'People',
    trending: 'Trending Dramas',
    suggestions: 'Suggestions',
    found_one: '{{count}} suggestion. Use the up and down arrows to choose, Enter to open.',
    found_other: '{{count}} suggestions. Use the up and down arrows to choose, Enter to open.',
  },
};

export const searchNamespace = namespace('search', search);
