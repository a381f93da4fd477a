/** Region names in the visitor's language (Intl.DisplayNames), sorted the way that language sorts. */
import { REGION_CODES } from '@klama/contract';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';

export type RegionName = { code: string; name: string };
type RegionNames = { nameOf: (code: string) => string; sorted: (codes: readonly string[]) => RegionName[]; all: () => RegionName[] };

// one table per language for the page's (and the server's) life: naming and sorting all 249 regions was the
// costliest piece of our own code after a details page hydrated, so it is done once, when the full list is shown
const tables = new Map<string, RegionNames>();

function regionNames(locale: string): RegionNames {
  const known = tables.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const nameOf = (code: string) => names.of(code) ?? code;
  let collator: Intl.Collator | undefined;
  const sorted = (codes: readonly string[]): RegionName[] => {
    const named = codes.map((code) => ({ code, name: nameOf(code) }));
    if (named.length < 2) return named;
    // a collator's first use in a page loads its language's collation data: only when there is something to sort
    collator ??= new Intl.Collator(locale);
    return named.sort((a, b) => collator!.compare(a.name, b.name));
  };
  let all: RegionName[] | undefined;
  const table = { nameOf, sorted, all: () => (all ??= sorted(REGION_CODES)) };
  tables.set(locale, table);
  return table;
}

export const useRegionNames = () => regionNames(localeOf(useLanguage()));
