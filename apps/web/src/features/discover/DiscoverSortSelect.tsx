import { useTranslation } from '../../i18n/react';
import { COMMUNITY_SORT, type DiscoverSort } from '@klama/contract';
import { effectiveSort, sortChoices } from '../../components/SortControl';
import { useLanguage } from '../../stores/general';
import { discoverNamespace } from '../../i18n/messages/en/discover';
import { Select } from '../../components/FormControls';

/** Discover's order: the lists' three choices (alphabetical follows the language), most popular, highest rated, K-lama score. */
export function DiscoverSortSelect({ value, onChange }: { value: DiscoverSort; onChange: (sort: DiscoverSort) => void }) {
  const { t } = useTranslation();
  const { t: tDiscover } = useTranslation(discoverNamespace);
  const language = useLanguage();
  const shown = value === 'popularity_desc' || value === 'rating_desc' || value === COMMUNITY_SORT ? value : effectiveSort(value, language);
  return (
    <label className="sort-select discover__sort">
      <span>{t('sort.label')}</span>
      <Select size="small" value={shown} onChange={(e) => onChange(e.target.value as DiscoverSort)}>
        {sortChoices(language).map((c) => (
          <option key={c.value} value={c.value}>
            {t(c.label)}
          </option>
        ))}
        <option value="popularity_desc">{tDiscover('sortPopular')}</option>
        <option value="rating_desc">{tDiscover('sortRating')}</option>
        <option value={COMMUNITY_SORT}>{t('sort.community_desc')}</option>
      </Select>
    </label>
  );
}
