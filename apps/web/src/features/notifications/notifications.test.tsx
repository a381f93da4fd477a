import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPage, NotificationSettings } from '@klama/contract';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { NotificationSettingsSection, browserTimeZone } from './NotificationSettingsSection';
import NotificationBell from './NotificationBell';
import { NotificationsPage } from './NotificationsPage';

const DEFAULTS: NotificationSettings = {
  timeZone: null,
  newEpisodes: { push: false, email: false, inApp: true },
  leadHours: 0,
  digest: 'off',
};

const CARD = { id: 9000001, name: 'Crash Landing on You', original_name: '사랑의 불시착', first_air_date: '2019-12-14', poster_path: {} };
const page: NotificationPage = {
  items: [
    {
      id: 12,
      kind: 'new_episode',
      at: '2031-10-05T10:00:00.000Z',
      read: false,
      show: CARD,
      season: 1,
      episode: 5,
      episodeName: 'The Border',
      airDate: '2031-10-05',
      path: '/details/9000001',
    },
    {
      id: 11,
      kind: 'new_episode',
      at: '2031-10-04T10:00:00.000Z',
      read: true,
      show: CARD,
      season: 1,
      episode: 4,
      episodeName: null,
      airDate: '2031-10-04',
      path: '/details/9000001',
    },
    { id: 10, kind: 'test', at: '2031-10-03T10:00:00.000Z', read: true, path: '/settings' },
  ],
  nextBefore: null,
};

describe('Settings → Notifications', () => {
  it('starts from the defaults and the browser’s time zone, and saves what is chosen with the keyboard', async () => {
    signInAs('minji');
    const calls = stubApi(({ method, body }) => (method === 'PUT' ? json({ ...(body as object) }) : json(DEFAULTS)));
    const user = userEvent.setup();
    renderRoutes(<NotificationSettingsSection />, '/settings');
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue(browserTimeZone());
    expect(screen.getByRole('checkbox', { name: 'In the app (the bell)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'By push notification' })).not.toBeChecked();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByRole('group', { name: 'Tell me about new episodes' })).toBeInTheDocument();

    await user.selectOptions(zone, 'Asia/Seoul');
    await user.click(screen.getByRole('checkbox', { name: 'By email' }));
    await user.selectOptions(screen.getByLabelText('When'), '2 hours before');
    await user.selectOptions(screen.getByLabelText('Digest by email'), 'Weekly');
    screen.getByRole('button', { name: 'Save notification settings' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved')).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/user/me/notification-settings',
      body: { timeZone: 'Asia/Seoul', newEpisodes: { push: false, email: true, inApp: true }, leadHours: 2, digest: 'weekly' },
    });
  });

  it('shows a refused time zone beside its field, in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    stubApi(({ method }) =>
      method === 'PUT'
        ? json(
            {
              status: 'error',
              code: 'common.invalidRequest',
              message: 'Invalid request',
              errors: [
                { path: 'body.timeZone', code: 'notifications.unknownTimeZone', message: 'must be an IANA time zone such as Asia/Seoul' },
              ],
            },
            400,
          )
        : json({ ...DEFAULTS, timeZone: 'Asia/Seoul' }),
    );
    const user = userEvent.setup();
    renderRoutes(<NotificationSettingsSection />, '/settings');
    expect(await screen.findByRole('heading', { name: '알림' })).toBeInTheDocument();
    const zone = await screen.findByLabelText('시간대');
    expect(zone).toHaveValue('Asia/Seoul');
    await user.click(screen.getByRole('button', { name: '알림 설정 저장' }));
    expect(await screen.findByText('Asia/Seoul 같은 IANA 시간대여야 해요')).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Settings → Notifications: push on this device and the test notification', () => {
  const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

  it('explains that a browser without a service worker or PushManager cannot, and posts nothing', async () => {
    signInAs('minji');
    const calls = stubApi(() => json(DEFAULTS));
    const user = userEvent.setup();
    renderRoutes(<NotificationSettingsSection />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByText('This browser can’t receive push notifications from K-lama here.')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('subscribes through the registered service worker with the server’s key and posts the subscription', async () => {
    signInAs('minji');
    const subscription = { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    let appKey: Uint8Array | undefined;
    const pushManager = {
      getSubscription: async () => null,
      subscribe: async (o: { applicationServerKey: Uint8Array }) => ((appKey = o.applicationServerKey), { toJSON: () => subscription }),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }), ready: Promise.resolve({ pushManager }) },
    });
    Object.assign(window, { PushManager: class {}, Notification: { requestPermission: async () => 'granted' } });
    try {
      const calls = stubApi(({ url }) =>
        url.endsWith('/push/public-key') ? json({ key: KEY }) : url.endsWith('/push-subscriptions') ? json({ id: 4 }, 201) : json(DEFAULTS),
      );
      const user = userEvent.setup();
      renderRoutes(<NotificationSettingsSection />, '/settings');
      await user.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
      expect(await screen.findByText('Push is on for this device.')).toBeInTheDocument();
      expect(appKey).toHaveLength(65);
      expect(appKey![0]).toBe(4);
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/user/me/push-subscriptions', body: subscription });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    }
  });

  it('sends a test notification and says on which channels, in Korean too', async () => {
    useGeneralStore.setState({ language: 'kr' });
    signInAs('minji');
    const calls = stubApi(({ method }) => (method === 'POST' ? json({ channels: ['inApp', 'push', 'email'] }, 202) : json(DEFAULTS)));
    const user = userEvent.setup();
    renderRoutes(<NotificationSettingsSection />, '/settings');
    await user.click(await screen.findByRole('button', { name: '테스트 알림 보내기' }));
    expect(await screen.findByText(/^보냈습니다: /)).toHaveTextContent('보냈습니다: 앱 안, 푸시, 이메일.');
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/user/me/notifications/test');
  });
});

describe('the notification bell', () => {
  it('links to the centre and names the unread count; none shows no badge, many show 99+', async () => {
    signInAs('minji');
    let unread = 3;
    stubApi(() => json({ unread }));
    const first = renderRoutes(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('3');
    first.unmount();

    unread = 0;
    const second = renderRoutes(<NotificationBell />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-count')).toBeNull();
    second.unmount();

    unread = 150;
    renderRoutes(<NotificationBell />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
  });
});

describe('the notification centre', () => {
  it('lists notifications with links to the show, marks one read, then all', async () => {
    signInAs('minji');
    let unread = 1;
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST') {
        unread = 0;
        return json({ unread });
      }
      if (url.includes('unread-count')) return json({ unread });
      return json(unread ? page : { ...page, items: page.items.map((i) => ({ ...i, read: true })) });
    });
    const user = userEvent.setup();
    renderRoutes(<NotificationsPage />, '/notifications');
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(within(items[2]!).getByRole('link', { name: 'Test notification: notifications reach you here.' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const link = within(items[0]!).getByRole('link', { name: 'Crash Landing on You: season 1, episode 5 airs October 5, 2031' });
    expect(link).toHaveAttribute('href', '/details/9000001');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('“The Border”');
    expect(within(items[1]!).queryByRole('button')).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: /^Mark read: / }));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/user/me/notifications/read', body: { ids: [12] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(screen.queryByText('Unread')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    signInAs('minji');
    stubApi(({ url }) => (url.includes('unread-count') ? json({ unread: 0 }) : json({ items: [], nextBefore: null })));
    renderRoutes(<NotificationsPage />, '/notifications');
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });
});
