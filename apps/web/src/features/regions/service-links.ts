/**
 * Where a streaming entry of the details page leads (issue 23, item 17): the service's own search for the show's
 * title, or its home page where it has no search address. Keyed by TMDB's provider ids (the sample uses the same);
 * a service not listed here gets no outside link (TMDB gives none per service, only JustWatch's page of every offer).
 */
const search = (prefix: string) => (title: string) => `${prefix}${encodeURIComponent(title)}`;
const home = (url: string) => () => url;

const SERVICES: Record<number, (title: string) => string> = {
  8: search('https://www.netflix.com/search?q='), // Netflix
  9: search('https://www.primevideo.com/search/?phrase='), // Amazon Prime Video
  119: search('https://www.primevideo.com/search/?phrase='), // Amazon Prime Video (another region's id)
  15: search('https://www.hulu.com/search?q='), // Hulu
  337: home('https://www.disneyplus.com/'), // Disney Plus
  350: search('https://tv.apple.com/search?term='), // Apple TV+
  344: search('https://www.viki.com/search?q='), // Rakuten Viki
  464: home('https://www.kocowa.com/'), // Kocowa
  1773: home('https://www.ondemandkorea.com/'), // OnDemandKorea
};

/** The outside address of a service for a show, or null when we know none. */
export const serviceLink = (providerId: number, title: string): string | null => SERVICES[providerId]?.(title) ?? null;
