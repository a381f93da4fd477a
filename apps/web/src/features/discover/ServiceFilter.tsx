/**
 * Discover's streaming service filter (ARCHITECTURE 7.2): the services that stream something in the visitor's
 * region (the region picker beside it changes it), one at a time; the choice is the URL's `provider`.
 */
import { useTranslation } from '../../i18n/react';
import type { DiscoverFilters } from '../../api/paths';
import { useProviderName, useRegionProviders } from '../../api/regions';
import { useRegion } from '../../stores/region';
import { useRegionNames } from '../../lib/region-names';
import { RegionPicker } from '../../components/RegionPicker';
import { watchNamespace } from '../../i18n/messages/en/watch';
import { Select } from '../../components/FormControls';

/** The filters with the visitor's region when a service is chosen (the region is the visitor's, not the URL's). */
export function useRegionalFilters(filters: DiscoverFilters): DiscoverFilters {
  const region = useRegion();
  return filters.provider ? { ...filters, region } : filters;
}

/** The services that stream something in the visitor's region (the filter's options). */
export function useRegionServices() {
  return useRegionProviders(useRegion()).data?.results ?? [];
}

/**
 * The chosen service's name: from the region's services, or asked by id when it streams nothing here (a shared
 * link from another region). undefined while unknown; the "unknown service" text when no service has that id.
 */
export function useChosenServiceName(provider: number | null): string | undefined {
  const { t } = useTranslation(watchNamespace);
  const regional = useRegionProviders(useRegion());
  const listed = regional.data?.results.find((s) => s.id === provider)?.name;
  const asked = useProviderName(provider, regional.isSuccess && listed === undefined);
  if (provider === null) return undefined;
  if (listed !== undefined) return listed;
  return asked === null ? t('unknownService') : asked;
}

type ServiceFilterProps = {
  provider: number | null;
  /** shows per service under Discover's other filters; without them, the region's totals */
  counts?: ReadonlyMap<number, number> | undefined;
  onChange: (provider: number | null) => void;
};

export function ServiceFilter({ provider, counts, onChange }: ServiceFilterProps) {
  const { t } = useTranslation(watchNamespace);
  const region = useRegion();
  const { nameOf } = useRegionNames();
  const services = useRegionServices();
  const chosenName = useChosenServiceName(provider);
  // a chosen service not streaming anything in this region stays listed, so the select shows what the URL says
  const missing = provider !== null && !services.some((s) => s.id === provider);
  return (
    <fieldset className="filter-group service-filter">
      <legend>{t('service')}</legend>
      <RegionPicker id="discover-region" />
      <label className="sr-only" htmlFor="discover-service">
        {t('serviceIn', { region: nameOf(region) })}
      </label>
      <Select
        size="small"
        id="discover-service"
        className="service-filter__select"
        value={provider ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('anyService')}</option>
        {missing && <option value={provider}>{chosenName ?? t('service')}</option>}
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({counts?.get(s.id) ?? s.count})
          </option>
        ))}
      </Select>
    </fieldset>
  );
}
