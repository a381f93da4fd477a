/**
 * The web's URLs come from the contract's route table: these are the addresses the spec's calls use (and the boot
 * script's prefetch and the server render's cache find answers by), written out here as the server serves them.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '@klama/contract';
import { api, paths, routeEndpoints } from './paths';
import { calendarPaths, showCalendarUrl } from './calendar';
import { diaryPaths } from './diary';

describe('endpoints from the route table', () => {
  it('fills path params and appends the set query values in order', () => {
    expect(paths.showDetails(9000001)).toEqual({ url: '/api/show/details/9000001', method: 'GET', catalogue: true });
    expect(paths.trending().url).toBe('/api/periodic-collection/trending-now/sub/latest');
    expect(paths.newest().url).toBe('/api/show?page=1&limit=10&sort=date_desc&aired=true');
    expect(paths.search('crash landing').url).toBe('/api/search?query=crash+landing&limit=10');
    expect(paths.lists.category('genre', '18')({ page: 2, limit: 20, sort: 'date_desc' }).url).toBe(
      '/api/show/list/genre/18?page=2&limit=20&sort=date_desc',
    );
    expect(calendarPaths.airings({ from: '2022-06-01', to: '2022-06-30' }, true).url).toBe(
      '/api/user-show/calendar?from=2022-06-01&to=2022-06-30',
    );
    expect(showCalendarUrl(42)).toBe('/api/show/calendar/42.ics');
    expect(diaryPaths.exportUrl('csv')).toBe('/api/me/export?format=csv');
  });

  it('takes the method from the table and marks the calls made as a user', () => {
    expect(paths.marks.toggle('liked', 7)).toEqual({ url: '/api/user-show/liked/7', method: 'POST', account: true });
    expect(paths.auth.login()).toEqual({ url: '/api/auth/login', method: 'POST', account: true });
    expect(diaryPaths.removeListItem(3, 7)).toEqual({ url: '/api/lists/3/items/7', method: 'DELETE', account: true });
    // the anonymous read of a public list is a catalogue-like call
    expect(diaryPaths.publicList(3, 1)).toEqual({ url: '/api/lists/3?page=1&limit=100', method: 'GET' });
    expect(api('genres')).toEqual({ url: '/api/genre', method: 'GET', catalogue: true });
  });

  it('encodes each path param, so a key or a name cannot reach another route', () => {
    const admin = routeEndpoints(ADMIN_ROUTES);
    expect(admin('adminPatchUser', { username: 'a/b c' })).toEqual({ url: '/api/admin/users/a%2Fb%20c', method: 'PATCH' });
    expect(admin('adminUsers', {}, { query: undefined, page: 2 }).url).toBe('/api/admin/users?page=2');
  });
});
