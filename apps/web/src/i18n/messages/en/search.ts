import { namespace } from '../../namespace';
/** The header's search button and the search overlay. */
export const search = {
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
  /** /search?q=: the results page Enter in the search box opens. */
  /** a person's department (the API's names) */
  departments: { Acting: 'Acting', Directing: 'Directing', Writing: 'Writing', Crew: 'Crew' },
  page: {
    metaTitle: 'Search | K-lama',
    metaTitleFor: '“{{query}}” – search | K-lama',
    metaDescription: 'Search K-lama for Korean dramas, actors and crew.',
    title: 'Search',
    titleFor: 'Results for “{{query}}”',
    formLabel: 'Search dramas and people',
    submit: 'Search',
    prompt: 'Type a drama’s title or a person’s name, then press Enter.',
    shows: 'Dramas',
    people: 'People',
    noShows: 'No dramas match “{{query}}”.',
    noPeople: 'No people match “{{query}}”.',
    error: 'Search failed: {{message}}',
    pages: 'Result pages',
    previous: 'Previous page',
    next: 'Next page',
    pageNumber: 'Page {{page}}',
  },
};

export const searchNamespace = namespace('search', search);
