import { namespace } from '../../namespace';
/** The profile screens: the owner's counts and links, the private-profile notice, the liked/bookmarked/watched lists. */
export const profile = {
  metaDescription: 'Your liked, bookmarked and watched dramas.',
  loadError: 'Error: {{message}}',
  links: { label: 'Diary', diary: 'My diary and statistics', lists: 'My lists' },
  private: {
    title: 'Private Profile',
    metaTitle: 'Private Profile | K-lama',
    message: 'This profile is private and can only be viewed by its owner',
    viewMine: 'View My Profile',
  },
  marks: {
    liked: { list: 'Liked', title: 'Liked Dramas', description: 'Dramas you liked' },
    bookmarked: { list: 'Bookmarked', title: 'Bookmarked Dramas', description: 'Dramas you bookmarked to watch later' },
    watched: { list: 'Watched', title: 'Watched Dramas', description: 'Dramas you have watched' },
  },
  shows: {
    metaTitle: '{{title}} | K-lama',
    metaDescription: '{{description}}.',
    notFoundTitle: 'Page not found',
    notFound: "Unknown list '{{category}}'. Lists are liked, bookmarked and watched.",
  },
};

export const profileNamespace = namespace('profile', profile);
