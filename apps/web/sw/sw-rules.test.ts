import { describe, expect, it } from 'vitest';
import { catalogueApiPath } from './catalogue-api';
import { notificationOf } from './push-payload';

describe('what the service worker keeps for offline reading', () => {
  it('the public catalogue’s reads, by the contract’s table', () => {
    for (const path of [
      '/api/show/details/9000001',
      '/api/show',
      '/api/show/list/genre/18',
      '/api/periodic-collection/trending-now/sub/latest',
      '/api/hero',
    ])
      expect(catalogueApiPath(path), path).toBe(true);
  });

  it('never auth, the fan’s own answers, the community’s or the console’s', () => {
    for (const path of [
      '/api/auth/config',
      '/api/user/me',
      '/api/user-show/status/9000001',
      '/api/user-show/counts',
      '/api/admin/shows',
      '/api/show/details/9000001/extra',
      '/show/details/9000001',
    ])
      expect(catalogueApiPath(path), path).toBe(false);
  });
});

describe('the notification a push shows', () => {
  const origin = 'https://klama.example';

  it('the server’s title, body and tag, and the page it opens', () => {
    const payload = { title: 'New episode: Goblin', body: 'Season 1, episode 3', url: '/details/9000002', tag: 'episode-9000002-1-3' };
    expect(notificationOf(payload, origin)).toEqual({
      title: 'New episode: Goblin',
      options: {
        body: 'Season 1, episode 3',
        tag: 'episode-9000002-1-3',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '/details/9000002' },
      },
    });
  });

  it('opens only pages of this site', () => {
    for (const url of ['https://evil.example/x', 'javascript:alert(1)', '//evil.example/x'])
      expect(notificationOf({ title: 't', body: 'b', url }, origin).options.data, url).toEqual({ url: '/' });
    expect(notificationOf({ title: 't', body: 'b', url: `${origin}/settings?tab=notifications` }, origin).options.data).toEqual({
      url: '/settings?tab=notifications',
    });
  });

  it('shows something for a push without a payload of ours (a user-visible push must)', () => {
    expect(notificationOf(null, origin)).toMatchObject({ title: 'K-lama', options: { body: '', data: { url: '/' } } });
  });
});
