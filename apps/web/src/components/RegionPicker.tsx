/**
 * The region picker: a labelled native select (keyboard operable as every select is), the regions where the show
 * streams first, then every region, named in the visitor's language. Until the visitor reaches for it (focus, or a
 * pointer pressed on it: before the browser opens its list) it holds only the region in effect: the server's HTML
 * and the browser's first render are the same, and a page that loads does not name, sort and lay out 249 options
 * nobody may look at (it was the largest piece of work after a details page hydrated).
 */
import { useState } from 'react';
import { REGION_CODES } from '@klama/contract';
import { useTranslation } from '../i18n/react';
import { useRegion } from '../stores/region';
import { useRegionNames, type RegionName } from '../lib/region-names';
import { useAdoptSavedRegion, useChooseRegion } from './use-choose-region';
import { watchNamespace } from '../i18n/messages/en/watch';
import { Select } from './FormControls';

export function RegionPicker({
  available = [],
  id = 'region-picker',
  describedBy,
}: {
  available?: readonly string[];
  id?: string;
  /** The id of text that explains the choice (read after the label by screen readers). */
  describedBy?: string;
}) {
  const { t } = useTranslation(watchNamespace);
  const region = useRegion();
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const choose = useChooseRegion();
  const { nameOf, sorted, all } = useRegionNames();
  useAdoptSavedRegion();
  const options = (regions: RegionName[]) =>
    regions.map((r) => (
      <option key={r.code} value={r.code}>
        {r.name}
      </option>
    ));
  return (
    <div className="region-picker">
      <label htmlFor={id}>{t('region')}</label>
      <Select
        size="small"
        id={id}
        aria-describedby={describedBy}
        value={region}
        onChange={(e) => choose(e.target.value)}
        onFocus={list}
        onPointerDown={list}
      >
        {listed ? (
          <>
            {available.length > 0 && <optgroup label={t('regionsWithOffers')}>{options(sorted(available))}</optgroup>}
            <optgroup label={t('allRegions')}>{options(all(REGION_CODES))}</optgroup>
          </>
        ) : (
          <option value={region}>{nameOf(region)}</option>
        )}
      </Select>
    </div>
  );
}
