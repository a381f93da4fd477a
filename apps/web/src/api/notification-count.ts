/**
 * The bell's unread count (ARCHITECTURE 9.3), apart from the centre's other hooks (notifications.ts): the bell's
 * chunk, which every signed-in page loads, carries only this. Polled while a page is open.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { memberApi } from './member-paths';
import { request } from './request';

/** How often the bell asks for the unread count while a page is open. */
export const UNREAD_POLL_MS = 60_000;

export const notificationBase = (viewer: string) => [...accountKeys.user(viewer), 'notifications'] as const;
export const unreadKey = (viewer: string) => [...notificationBase(viewer), 'unread'] as const;

export function useUnreadCount() {
  const viewer = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: unreadKey(viewer ?? '(no viewer)'),
    queryFn: ({ signal }) => request(memberApi('unreadNotificationCount'), { signal, auth: 'required' }),
    enabled: viewer !== null,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
}
