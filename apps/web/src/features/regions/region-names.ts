/** Region names in the visitor's language (Intl.DisplayNames), sorted the way that language sorts. */
import { useMemo } from 'react';
import { REGION_CODES } from '@klama/contract';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';

export type RegionName = { code: string; name: string };

export function useRegionNames() {
  const locale = localeOf(useLanguage());
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const collator = new Intl.Collator(locale);
    const sorted = (codes: readonly string[]): RegionName[] =>
      codes.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
    return { nameOf, sorted, all: sorted(REGION_CODES) };
  }, [locale]);
}
