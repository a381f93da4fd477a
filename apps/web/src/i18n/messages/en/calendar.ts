import { namespace } from '../../namespace';
/** The airing calendar page, "Add to calendar" on a show, and the calendar feed in Settings. */
export const calendar = {
  page: {
    title: 'Airing calendar',
    metaTitle: 'Airing calendar | K-lama',
    metaDescription: 'Which Korean drama episodes air when: a month of airings, or just the shows you follow.',
    loading: 'Loading airings...',
    error: 'Failed to load the calendar',
  },
  navigation: {
    label: 'Month',
    previous: 'Previous month',
    next: 'Next month',
    today: 'Today',
  },
  filter: {
    label: 'Shows',
    all: 'All shows',
    mine: 'My shows',
    mineHint: 'Shows you are watching, plan to watch or bookmarked',
  },
  empty: {
    showingNearest: 'No airings in {{month}} — showing {{shown}}.',
    month: 'Nothing airs in {{month}}.',
    mine: 'None of your shows airs in {{month}}.',
    nearest: 'Nearest months with airings:',
    none: 'There are no airings on the calendar yet.',
    noneMine: 'None of your shows has airings on the calendar yet: bookmark a show, or mark it watching or plan to watch.',
  },
  grid: {
    label: 'Airings in {{month}}',
    today: 'Today',
    airings_one: '{{count}} airing',
    airings_other: '{{count}} airings',
    keyboard: 'Use the arrow keys to move between days.',
  },
  item: {
    episode: 'Episode {{episode}}',
    seasonEpisode: 'Season {{season}}, episode {{episode}}',
    episodes: 'Episodes {{from}}–{{to}}',
    seasonEpisodes: 'Season {{season}}, episodes {{from}}–{{to}}',
  },
  show: {
    add: 'Add to calendar',
    hint_one: '{{count}} episode, {{first}} – {{last}}',
    hint_other: '{{count}} episodes, {{first}} – {{last}}',
    single: 'Airs on {{date}}',
  },
  feed: {
    title: 'Calendar feed',
    intro:
      'Subscribe to your shows’ episodes in Google Calendar, Apple Calendar or Outlook: shows you are watching, plan to watch or bookmarked, from a month back to six months ahead.',
    secret: 'Keep this address to yourself: anyone who has it can see your shows.',
    shownOnce: 'For your privacy the address is shown only once. Make a new one to see it again; the old one then stops working.',
    create: 'Create feed address',
    regenerate: 'Make a new address',
    revoke: 'Turn off the feed',
    urlLabel: 'Your feed address',
    subscribe: 'Open in your calendar app',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the address and copy it yourself.',
    created: 'Your feed address is ready.',
    regenerated: 'A new address is ready. The old one no longer works.',
    revoked: 'The feed is off. Its address no longer works.',
  },
};

export const calendarNamespace = namespace('calendar', calendar);
