/**
 * The region picker: a labelled native select (keyboard operable as every select is), the regions where the show
 * streams first, then every region, named in the visitor's language. Until the page is live it lists only the
 * region in effect, so the server's HTML and the browser's first render are the same.
 */
import { useTranslation } from '../../i18n/react';
import { useHydrated } from '../../lib/use-hydrated';
import { useRegion } from '../../stores/region';
import { useRegionNames, type RegionName } from './region-names';
import { useAdoptSavedRegion, useChooseRegion } from './use-choose-region';
import { watchNamespace } from '../../i18n/messages/en/watch';

export function RegionPicker({ available = [], id = 'region-picker' }: { available?: readonly string[]; id?: string }) {
  const { t } = useTranslation(watchNamespace);
  const region = useRegion();
  const hydrated = useHydrated();
  const choose = useChooseRegion();
  const { nameOf, sorted, all } = useRegionNames();
  useAdoptSavedRegion();
  const withOffers = sorted(available);
  const options = (regions: RegionName[]) =>
    regions.map((r) => (
      <option key={r.code} value={r.code}>
        {r.name}
      </option>
    ));
  return (
    <div className="region-picker">
      <label htmlFor={id}>{t('region')}</label>
      <select id={id} value={region} onChange={(e) => choose(e.target.value)}>
        {hydrated ? (
          <>
            {withOffers.length > 0 && <optgroup label={t('regionsWithOffers')}>{options(withOffers)}</optgroup>}
            <optgroup label={t('allRegions')}>{options(all)}</optgroup>
          </>
        ) : (
          <option value={region}>{nameOf(region)}</option>
        )}
      </select>
    </div>
  );
}
