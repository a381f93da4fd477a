/** Query and mutation hooks of where to watch by region (ARCHITECTURE 7.2), one per call. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_REGION, type RegionalShowProviders, type RegionProviders, type UpdatedProfile, type UserRegion } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { ACCOUNT_KEY } from './account';
import { read } from './catalogue';
import { apiUrl, type Endpoint } from './paths';
import { request } from './request';

const MINUTE = 60_000;

export const regionPaths = {
  showProviders: (id: number, region: string): Endpoint<RegionalShowProviders> => ({
    // the US is the spec's call as it always was (one cached answer shared with the page's metadata)
    url: apiUrl(`provider/show/${id}`, { region: region === DEFAULT_REGION ? undefined : region }),
  }),
  regionProviders: (region: string): Endpoint<RegionProviders> => ({ url: apiUrl('provider', { region }) }),
  userRegion: (): Endpoint<UserRegion> => ({ url: apiUrl('user/me/region'), account: true }),
  me: (): Endpoint<UpdatedProfile> => ({ url: apiUrl('user/me'), account: true }),
};

/** A show's offers in a region; the US shares its key with `useShowProviders`. */
export const useRegionalProviders = (id: number, region: string) =>
  useQuery({
    queryKey: region === DEFAULT_REGION ? ['provider', 'show', id] : ['provider', 'show', id, region],
    queryFn: read(regionPaths.showProviders(id, region)),
  });

/** The services streaming something in a region (Discover's choices). */
export const useRegionProviders = (region: string) =>
  useQuery({ queryKey: ['provider', 'region', region], queryFn: read(regionPaths.regionProviders(region)), staleTime: 30 * MINUTE });

const userRegionKey = (username: string) => [ACCOUNT_KEY, username, 'region'] as const;

/** The region a signed-in user saved (null for anonymous visitors: nothing is asked). */
export function useSavedRegion() {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: userRegionKey(username ?? ''),
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
    onSuccess: (updated) => client.setQueryData(userRegionKey(updated.username), { region: updated.region ?? null }),
  });
}
