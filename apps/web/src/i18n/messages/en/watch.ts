import { namespace } from '../../namespace';
/** Where to watch by region (features/regions): the details page's streaming section, the region picker, Discover's service filter. */
export const watch = {
  streamingOn: 'Streaming on',
  /** the spec's text, for a visitor whose region is the US */
  usComingSoon: 'US streaming details coming soon.',
  noStreaming: 'No streaming details for {{region}} yet.',
  loading: 'Loading providers...',
  failed: 'Failed to load providers',
  region: 'Region',
  regionsWithOffers: 'Where it streams',
  allRegions: 'All regions',
  rentOrBuy: 'Rent or buy',
  offer: {
    flatrate: 'Subscription',
    free: 'Free',
    ads: 'With ads',
    rent: 'Rent',
    buy: 'Buy',
  },
  otherRegions_one: 'Also in {{count}} other region',
  otherRegions_other: 'Also in {{count}} other regions',
  hideOtherRegions: 'Hide other regions',
  watchIn: 'Watch in {{region}}',
  allOffers: 'Every offer in {{region}}',
  watchOn: 'Find on {{service}}',
  /** begins with the visible text (a spoken command can say what it sees) */
  watchOnLabel: 'Find on {{service}}: {{title}} (opens a new tab)',
  attribution: 'Where-to-watch data by',
  attributionName: 'JustWatch',
  service: 'Streaming service',
  anyService: 'Any service',
  unknownService: 'Unknown service',
  serviceIn: 'Streaming in {{region}}',
};

export const watchNamespace = namespace('watch', watch);
