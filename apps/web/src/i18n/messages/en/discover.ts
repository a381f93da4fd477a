import { namespace } from '../../namespace';
/** The Discover screen: filters, results and pages. */
export const discover = {
  title: 'Discover Dramas',
  description:
    'Find your next Korean drama. Narrow the catalogue by genre, by the tone you are in the mood for and by the themes you love, then page through every match, newest first.',
  filters: 'Filters',
  filter: 'Filter',
  selected: 'Selected filters',
  remove: 'Remove {{label}}',
  error: 'Failed to fetch discover data.',
  empty: 'No dramas match these filters.',
  showResults: 'Show results',
  showCount_one: 'Show {{count}} result',
  showCount_other: 'Show {{count}} results',
  reset: 'Reset All Filters',
  genre: 'Genre',
  tone: 'Tone',
  keywords: 'Keywords',
  showLess: 'Show Less',
  showMore: 'Show More...',
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
  },
};

export const discoverNamespace = namespace('discover', discover);
