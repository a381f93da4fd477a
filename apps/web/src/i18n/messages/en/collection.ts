import { namespace } from '../../namespace';
/** Collection screens. */
export const collection = {
  /** The fixed collections' names and descriptions; English shows the catalogue's own (operators may edit them). */
  names: {
    'trending-now': { name: 'Trending Now', description: 'The Korean dramas everyone is talking about this week.' },
    'upcoming-release': { name: 'Upcoming Release', description: 'New and soon-to-premiere Korean dramas worth putting on your list.' },
    'new-upcoming': { name: 'New & Upcoming', description: 'Fresh premieres and the dramas announced next.' },
    'most-popular': { name: 'Most Popular', description: 'The Korean dramas that travelled the world.' },
    'viewers-choice': { name: "Viewer's Choice", description: 'The dramas our viewers rate the highest and recommend the most.' },
    'genre-fiction': {
      name: 'Genre Fiction',
      description: 'Goblins, ghosts, zombies, time slips and monsters: Korean drama at its most imaginative.',
    },
  },
  notFound: {
    metaTitle: 'Collection not found | K-lama',
    metaDescription: 'This collection does not exist.',
    title: 'Collection not found',
    message: 'There is no collection called "{{name}}".',
  },
};

export const collectionNamespace = namespace('collection', collection);
