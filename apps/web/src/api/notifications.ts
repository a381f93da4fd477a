/**
 * Notification settings and the in-app notification centre (ARCHITECTURE 9.3): one hook per call. Every key is the
 * signed-in fan's (under their account key, so sign-out drops them); the bell's count is polled while a page is open.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE, type MarkReadBody, type NotificationPage, type NotificationSettingsBody } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { memberApi } from './member-paths';
import { request } from './request';
import { notificationBase, unreadKey } from './notification-count';

export const notificationPaths = {
  settings: () => memberApi('notificationSettings'),
  saveSettings: () => memberApi('putNotificationSettings'),
  list: (limit: number, before?: string) => memberApi('myNotifications', {}, { limit, ...(before ? { before } : {}) }),
  markRead: () => memberApi('markNotificationsRead'),
};

export const notificationKeys = {
  all: notificationBase,
  settings: (viewer: string) => [...accountKeys.user(viewer), 'notification-settings'] as const,
  unread: unreadKey,
  pages: (viewer: string, limit: number) => [...notificationBase(viewer), 'pages', limit] as const,
};

export { useUnreadCount } from './notification-count';
const NO_VIEWER = '(no viewer)';
const useViewer = () => useAuthStore((s) => s.user?.username ?? null);

export function useNotificationSettings() {
  const viewer = useViewer();
  return useQuery({
    queryKey: notificationKeys.settings(viewer ?? NO_VIEWER),
    queryFn: ({ signal }) => request(notificationPaths.settings(), { signal, auth: 'required' }),
    enabled: viewer !== null,
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => request(notificationPaths.saveSettings(), { method: 'PUT', body, auth: 'required' }),
    onSuccess: (saved) => {
      if (viewer) client.setQueryData(notificationKeys.settings(viewer), saved);
    },
  });
}

export function useNotifications(limit: number = NOTIFICATION_PAGE.default) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(viewer ?? NO_VIEWER, limit),
    queryFn: ({ pageParam, signal }) => request(notificationPaths.list(limit, pageParam), { signal, auth: 'required' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationPage) => last.nextBefore ?? undefined,
    enabled: viewer !== null,
    retry: false,
  });
}

/** Marks these notifications read (none: all of them); the list and the bell follow. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: MarkReadBody) => request(notificationPaths.markRead(), { method: 'POST', body, auth: 'required' }),
    onSuccess: async (answer) => {
      if (!viewer) return;
      client.setQueryData(notificationKeys.unread(viewer), answer);
      await client.invalidateQueries({ queryKey: [...notificationKeys.all(viewer), 'pages'] });
    },
  });
}

/** "Send a test notification": one on each channel that is on and reaches the fan; answers which. */
export function useTestNotification() {
  return useMutation({
    mutationFn: () => request(memberApi('testNotification'), { method: 'POST', auth: 'required' }),
  });
}
