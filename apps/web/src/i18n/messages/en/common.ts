/** Strings shared across screens: the page frame (header, navigation, footer, language toggle, user menu), states, show cards and lists. */
export const common = {
  language: {
    group: 'Language',
    en: 'en',
    kr: 'kr',
    krHint: 'Korean',
  },
  /** the header's home link and search button */
  header: {
    home: 'K-lama home',
    open: 'Search Drama...',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    discover: 'Discover',
    calendar: 'Calendar',
    menu: 'Menu',
  },
  skipToContent: 'Skip to content',
  footer: {
    copyright: 'Copyright © 2025 K-lama',
    about: 'About Us',
  },
  user: {
    login: 'Login',
    accountMenu: 'Account menu for {{username}}',
    profile: 'Profile',
    settings: 'Settings',
    logout: 'Logout',
  },
  states: {
    loading: 'Loading...',
    loadingMore: 'Loading more...',
    somethingWrong: 'Something went wrong',
    unknownError: 'An unknown error occurred',
    backHome: 'Back to Home',
    close: 'Close',
  },
  /** What the API client and the server say when a read or a change fails, as they say it (English is the key). */
  notFound: {
    metaTitle: 'Page not found | K-lama',
    metaDescription: 'This page does not exist on K-lama.',
    title: 'Page not found',
    message: "We couldn't find that page.",
  },
  show: {
    season: 'Season {{number}}',
    /** the character an actor plays, under the show's card on their page */
    as: 'as {{character}}',
  },
  /** the K-lama score: members' ratings (decision 0041) */
  community: {
    label: 'K-lama score',
    raters_one: '{{count}} rater',
    raters_other: '{{count}} raters',
    /** on a card of a list sorted by the score */
    card_one: 'K-lama {{score}} · {{count}} rater',
    card_other: 'K-lama {{score}} · {{count}} raters',
  },
  /** Crew jobs as the catalogue names them; a job not listed here is shown as it comes. */
  jobs: {
    Director: 'Director',
    Writer: 'Writer',
    Creator: 'Creator',
  },
  row: {
    viewAll: 'View all',
  },
  list: {
    count_one: '{{count}} drama',
    count_other: '{{count}} dramas',
    error: 'Error: {{message}}',
    empty: 'No dramas here yet.',
  },
  sort: {
    label: 'Sort by',
    date_desc: 'Release Date (Newest)',
    date_asc: 'Release Date (Oldest)',
    alphabetical: 'Alphabetical',
    popularity_desc: 'Most popular',
    community_desc: 'K-lama score',
    curated: 'Curated',
  },
  actions: {
    group: 'Your lists',
    loginHint: 'Log in to keep your lists',
    error: 'Could not update {{mark}}: {{message}}',
    liked: { label: 'Like', active: 'Liked', name: 'like' },
    bookmarked: { label: 'Bookmark', active: 'Bookmarked', name: 'bookmark' },
    watched: { label: 'Watched', active: 'Watched', name: 'watched' },
    clearProgress: {
      title: 'Clear your progress?',
      body: 'Taking this drama off Watched clears its status, your progress ({{watched}} of {{total}} episodes) and your start and finish dates. Your rating and notes stay.',
      keep: 'Keep my progress',
      confirm: 'Clear progress',
    },
  },
};
