/** The airing calendar (ARCHITECTURE 7.2): the month's airings (everyone's or the user's shows), a show's episodes, the feed URL. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { read } from './catalogue';
import { catalogueKeys } from './catalogue-keys';
import { api } from './paths';
import { request } from './request';

export const calendarPaths = {
  airings: (range: { from: string; to: string }, mine: boolean) => (mine ? api('myCalendar', {}, range) : api('calendar', {}, range)),
  nearest: (month: string, mine: boolean) => (mine ? api('myCalendarNearest', {}, { month }) : api('calendarNearest', {}, { month })),
  episodes: (showId: number) => api('showEpisodes', { id: showId }),
  issueFeedToken: () => api('createCalendarToken'),
  revokeFeedToken: () => api('deleteCalendarToken'),
};
/** The per-show iCalendar file (a download, not a JSON call). */
export const showCalendarUrl = (showId: number) => api('showCalendar', { file: `${showId}.ics` }).url;

/** `mine`: the signed-in user's shows; its answers live under the account key, so sign-out drops them. */
function useAccountKey(mine: boolean): readonly unknown[] {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return mine && username ? accountKeys.user(username) : ['catalogue'];
}

export function useAirings(range: { from: string; to: string }, mine: boolean) {
  const base = useAccountKey(mine);
  return useQuery({
    queryKey: [...base, 'calendar', mine, range.from, range.to],
    queryFn: ({ signal }) => request(calendarPaths.airings(range, mine), { signal, auth: mine ? 'required' : 'none' }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useNearestMonths(month: string, mine: boolean, enabled: boolean) {
  const base = useAccountKey(mine);
  return useQuery({
    queryKey: [...base, 'calendar-nearest', mine, month],
    queryFn: ({ signal }) => request(calendarPaths.nearest(month, mine), { signal, auth: mine ? 'required' : 'none' }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const useShowEpisodes = (showId: number) =>
  useQuery({ queryKey: catalogueKeys.showEpisodes(showId), queryFn: read(calendarPaths.episodes(showId)), staleTime: 5 * 60_000 });

/** A new secret feed URL (the previous one stops working). */
export const useIssueFeedUrl = () =>
  useMutation({ mutationFn: () => request(calendarPaths.issueFeedToken(), { method: 'POST', auth: 'required' }) });

export const useRevokeFeedUrl = () =>
  useMutation({ mutationFn: () => request(calendarPaths.revokeFeedToken(), { method: 'DELETE', auth: 'required' }) });
