/** The airing calendar (ARCHITECTURE 7.2): the month's airings (everyone's or the user's shows), a show's episodes, the feed URL. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { read } from './catalogue';
import { catalogueKeys } from './catalogue-keys';
import { api } from './paths';
import { memberApi } from './member-paths';
import { queryClientLanguage } from './catalogue-language';
import { request } from './request';
import { LANGUAGE_PARAM } from '@klama/contract';
import type { Language } from '../stores/general';

export const calendarPaths = {
  airings: (range: { from: string; to: string }, mine: boolean) => (mine ? memberApi('myCalendar', {}, range) : api('calendar', {}, range)),
  nearest: (month: string, mine: boolean) => (mine ? memberApi('myCalendarNearest', {}, { month }) : api('calendarNearest', {}, { month })),
  episodes: (showId: number) => api('showEpisodes', { id: showId }),
  issueFeedToken: () => memberApi('createCalendarToken'),
  revokeFeedToken: () => memberApi('deleteCalendarToken'),
};
/**
 * The per-show iCalendar file (a download, not a JSON call): in Korean, the events name the show in Korean (a link
 * carries its language itself: request() adds it to calls only).
 */
export const showCalendarUrl = (showId: number, language: Language = 'en') =>
  api('showCalendar', { file: `${showId}.ics` }, language === 'kr' ? { [LANGUAGE_PARAM]: 'ko' } : {}).url;

/** `user`: the signed-in user whose shows are asked for (their answers live under the account key, so sign-out drops them); null: everyone's. */
export const calendarKeys = {
  base: (user: string | null) => (user ? accountKeys.user(user) : (['catalogue'] as const)),
  airings: (user: string | null, mine: boolean, range: { from: string; to: string }) =>
    [...calendarKeys.base(user), 'calendar', mine, range.from, range.to] as const,
  nearest: (user: string | null, mine: boolean, month: string) => [...calendarKeys.base(user), 'calendar-nearest', mine, month] as const,
};

/** The user whose calendar `mine` asks for, or null. */
function useCalendarUser(mine: boolean): string | null {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return mine ? username : null;
}

export function useAirings(range: { from: string; to: string }, mine: boolean) {
  const user = useCalendarUser(mine);
  return useQuery({
    queryKey: calendarKeys.airings(user, mine, range),
    queryFn: ({ signal, client }) =>
      request(calendarPaths.airings(range, mine), { signal, auth: mine ? 'required' : 'none', language: queryClientLanguage(client) }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useNearestMonths(month: string, mine: boolean, enabled: boolean) {
  const user = useCalendarUser(mine);
  return useQuery({
    queryKey: calendarKeys.nearest(user, mine, month),
    queryFn: ({ signal, client }) =>
      request(calendarPaths.nearest(month, mine), { signal, auth: mine ? 'required' : 'none', language: queryClientLanguage(client) }),
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
