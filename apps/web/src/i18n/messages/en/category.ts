import { namespace } from '../../namespace';
/** Category screens (genre, year, provider, keyword, cast, crew). Descriptions keep the spec's typo ('relased'). */
export const category = {
  description: {
    provider: 'Dramas streaming on {{name}}',
    cast: 'Dramas starring {{name}}',
    crew: 'Dramas created by {{name}}',
    year: 'Dramas relased in year {{name}}',
    genre: 'Dramas in the genre {{name}}',
    keyword: 'Dramas with the keyword {{name}}',
  },
  /** what a person is known for (from their credits), under their page's description */
  knownFor: 'Known for: {{department}}',
  departments: { Acting: 'Acting', Directing: 'Directing', Writing: 'Writing', Crew: 'Crew' },
  /** a person's page: what the catalogue knows of them (a fact it does not know is left out) */
  person: {
    born: 'Born',
    died: 'Died',
    birthplace: 'Birthplace',
    /** a living person's birth date and age (the age only once the page runs in the browser, which knows today) */
    bornOn: '{{date}} (age {{age}})',
    diedOn: '{{date}} (aged {{age}})',
    biography: 'Biography',
    more: 'More',
    less: 'Less',
  },
  unsupported: {
    metaTitle: 'Unsupported category | K-lama',
    message: 'Unsupported category type',
  },
};

export const categoryNamespace = namespace('category', category);
