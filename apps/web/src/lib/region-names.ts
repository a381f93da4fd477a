/** Region names in the visitor's language (Intl.DisplayNames), sorted the way that language sorts. */
import { localeOf } from '../i18n';
import { useLanguage, type Language } from '../stores/general';

export type RegionName = { code: string; name: string };
/** `all`: every region, named and sorted once; the picker passes the list (REGION_CODES), which stays out of every page's first load. */
type RegionNames = {
  nameOf: (code: string) => string;
  sorted: (codes: readonly string[]) => RegionName[];
  all: (everyRegion: readonly string[]) => RegionName[];
};

// one table per language for the page's (and the server's) life. A page's first Intl.DisplayNames loads the
// browser's region names and its first collator the collation data, each a long piece of work on a phone, so
// neither is made before it is needed: the region a rendered page shows is named by the server (knowRegionName),
// and all 249 are named and sorted only when the picker's full list is shown
const tables = new Map<string, RegionNames>();
const written = new Map<string, string>();

function regionNames(locale: string): RegionNames {
  const known = tables.get(locale);
  if (known) return known;
  let names: Intl.DisplayNames | undefined;
  const nameOf = (code: string) =>
    written.get(`${locale} ${code}`) ?? (names ??= new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })).of(code) ?? code;
  let collator: Intl.Collator | undefined;
  const sorted = (codes: readonly string[]): RegionName[] => {
    const named = codes.map((code) => ({ code, name: nameOf(code) }));
    if (named.length < 2) return named;
    collator ??= new Intl.Collator(locale);
    return named.sort((a, b) => collator!.compare(a.name, b.name));
  };
  let all: RegionName[] | undefined;
  const table = { nameOf, sorted, all: (everyRegion: readonly string[]) => (all ??= sorted(everyRegion)) };
  tables.set(locale, table);
  return table;
}

export const useRegionNames = () => regionNames(localeOf(useLanguage()));

/** The name of a region in a language (the server writes the one its page shows into the page state). */
export const regionNameOf = (language: Language, code: string) => regionNames(localeOf(language)).nameOf(code);

/** A region's name as the server wrote it: the browser takes it rather than loading its own names to say the same. */
export function knowRegionName(language: Language, code: string, name: string) {
  written.set(`${localeOf(language)} ${code}`, name);
}
