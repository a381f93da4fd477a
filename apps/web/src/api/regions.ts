/** Query and mutation hooks of where to watch by region (ARCHITECTURE 7.2), one per call. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_REGION } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { read } from './catalogue';
import { api } from './paths';
import { memberApi } from './member-paths';
import { request } from './request';
import { catalogueKeys } from './catalogue-keys';

const MINUTE = 60_000;

export const regionPaths = {
  // the US is the spec's call as it always was (one cached answer shared with the page's metadata)
  showProviders: (id: number, region: string) => api('showProviders', { id }, { region: region === DEFAULT_REGION ? undefined : region }),
  regionProviders: (region: string) => api('regionProviders', {}, { region }),
  // a provider's page answers its name with its first show (the services list is one region's)
  provider: (id: number) => api('providerShows', { id }, { limit: 1 }),
  userRegion: () => memberApi('myRegion'),
  me: () => memberApi('updateMe'),
};

/** A show's offers in a region; the US shares its key with `useShowProviders`. */
export const useRegionalProviders = (id: number, region: string) =>
  useQuery({
    queryKey: catalogueKeys.showProviders(id, region),
    queryFn: read(regionPaths.showProviders(id, region)),
  });

/** The services streaming something in a region (Discover's choices). */
export const useRegionProviders = (region: string) =>
  useQuery({ queryKey: catalogueKeys.regionProviders(region), queryFn: read(regionPaths.regionProviders(region)), staleTime: 30 * MINUTE });

/**
 * A service's name wherever it streams (Discover's chosen service when the visitor's region has no offers of it):
 * undefined while asked, null when there is no such service.
 */
export function useProviderName(id: number | null, enabled: boolean): string | null | undefined {
  const query = useQuery({
    queryKey: catalogueKeys.providerName(id ?? 0),
    queryFn: read(regionPaths.provider(id ?? 0)),
    enabled: enabled && id !== null,
    staleTime: 30 * MINUTE,
    retry: false,
  });
  if (query.isError) return null;
  return query.data?.name;
}

/** The region a signed-in user saved (null for anonymous visitors: nothing is asked). */
export function useSavedRegion() {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: accountKeys.region(username ?? ''),
    queryFn: ({ signal }) => request(regionPaths.userRegion(), { signal, auth: 'required' }),
    enabled: username !== null,
    staleTime: 10 * MINUTE,
    retry: false,
  });
}

/** Saves a signed-in user's region on the server. */
export function useSaveRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (region: string) => request(regionPaths.me(), { method: 'PATCH', body: { region }, auth: 'required' }),
    onSuccess: (updated) => client.setQueryData(accountKeys.region(updated.username), { region: updated.region ?? null }),
  });
}
