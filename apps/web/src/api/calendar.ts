/** The airing calendar (ARCHITECTURE 7.2): the month's airings (everyone's or the user's shows), a show's episodes, the feed URL. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CalendarFeedUrl, CalendarResponse, NearestMonths, ShowEpisodes } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { read } from './catalogue';
import { apiUrl, type Endpoint } from './paths';
import { request } from './request';

const endpoint = <T>(path: string, query?: Record<string, string>): Endpoint<T> => ({ url: apiUrl(path, query) });
const account = <T>(path: string, query?: Record<string, string>): Endpoint<T> => ({ url: apiUrl(path, query), account: true });

export const calendarPaths = {
  airings: (range: { from: string; to: string }, mine: boolean) =>
    mine ? account<CalendarResponse>('user-show/calendar', range) : endpoint<CalendarResponse>('calendar', range),
  nearest: (month: string, mine: boolean) =>
    mine ? account<NearestMonths>('user-show/calendar/nearest', { month }) : endpoint<NearestMonths>('calendar/nearest', { month }),
  episodes: (showId: number) => endpoint<ShowEpisodes>(`show/episodes/${showId}`),
  feedToken: () => account<CalendarFeedUrl>('user/me/calendar-token'),
};
/** The per-show iCalendar file (a download, not a JSON call). */
export const showCalendarUrl = (showId: number) => `/api/show/calendar/${showId}.ics`;

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
  useQuery({ queryKey: ['show', 'episodes', showId], queryFn: read(calendarPaths.episodes(showId)), staleTime: 5 * 60_000 });

/** A new secret feed URL (the previous one stops working). */
export const useIssueFeedUrl = () =>
  useMutation({ mutationFn: () => request(calendarPaths.feedToken(), { method: 'POST', auth: 'required' }) });

export const useRevokeFeedUrl = () =>
  useMutation({ mutationFn: () => request(calendarPaths.feedToken(), { method: 'DELETE', auth: 'required' }) });
