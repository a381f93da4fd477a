/**
 * Region codes and offer types (ARCHITECTURE.md §7.2) without zod: the web app's first bundle reads them (the
 * region a browser's language suggests, the region cookie) and must not pull zod in.
 */
/** ISO 3166-1 alpha-2: the 249 officially assigned codes. */
export const REGION_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const KNOWN_REGIONS = new Set(REGION_CODES);

/** The region of a visitor who has not chosen one and whose language names none; the spec's region. */
export const DEFAULT_REGION = 'US';

export const isRegionCode = (value: string): boolean => KNOWN_REGIONS.has(value);

/**
 * The region a browser's languages suggest: the first tag with a region ("en-GB" → GB), else the country
 * of a language spoken mainly in one (ko → KR, ja → JP), else US. Used by the server (Accept-Language)
 * and the browser (navigator.languages) alike, so both pick the same.
 */
const LANGUAGE_REGIONS: Record<string, string> = {
  ko: 'KR',
  ja: 'JP',
  en: 'US',
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  tr: 'TR',
  pl: 'PL',
  nl: 'NL',
  sv: 'SE',
  da: 'DK',
  fi: 'FI',
  nb: 'NO',
  he: 'IL',
  uk: 'UA',
  cs: 'CZ',
  hu: 'HU',
  el: 'GR',
};
export function regionFromLanguages(languages: readonly string[]): string {
  for (const tag of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(tag.trim())?.[1]?.toUpperCase();
    if (region && isRegionCode(region)) return region;
  }
  for (const tag of languages) {
    const region = LANGUAGE_REGIONS[tag.trim().slice(0, 2).toLowerCase()];
    if (region) return region;
  }
  return DEFAULT_REGION;
}

/** An `Accept-Language` header's tags in the order given (quality values are rarely out of order). */
export const languagesOfHeader = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean)
    .slice(0, 10);

export const OFFER_TYPES = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
/** Offers that stream (a subscription, free, or with ads): what "Streaming on" and Discover's filter mean. */
export const STREAMING_OFFER_TYPES: readonly OfferType[] = ['flatrate', 'free', 'ads'];
