import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedFan } from '@klama/contract';
import { json, renderRoutes, signInAs, stubApi } from '../../test/render';
import { BLOCKED_FANS_PAGE, BlockedFansSection } from './BlockedFansSection';

/** `count` blocked fans, newest block first: fan_1 blocked on Nov 26, fan_2 a day before, … */
const blockedFans = (count: number): BlockedFan[] =>
  Array.from({ length: count }, (_, i) => ({
    username: `fan_${i + 1}`,
    avatar: null,
    since: new Date(Date.UTC(2026, 10, 26 - i, 12)).toISOString(),
  }));

/** A server keeping the blocks: GET pages them as the API does, DELETE users/{name}/block removes one. */
function blocksServer(count: number) {
  let kept = blockedFans(count);
  return stubApi(({ url, method }) => {
    if (method === 'DELETE') {
      const username = decodeURIComponent(url.split('/').at(-2)!);
      kept = kept.filter((f) => f.username !== username);
      return new Response(null, { status: 204 });
    }
    const query = new URL(url, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const totalPages = Math.ceil(kept.length / limit);
    return json({
      results: kept.slice((page - 1) * limit, page * limit),
      page,
      limit,
      totalPages,
      totalDocs: kept.length,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
      nextPage: page < totalPages ? page + 1 : null,
      prevPage: page > 1 ? page - 1 : null,
    });
  });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')!.textContent);

describe('Settings → Blocked fans', () => {
  it('lists the blocked fans with the day of each block, a page at a time', async () => {
    signInAs('minji');
    const calls = blocksServer(BLOCKED_FANS_PAGE + 1);
    const user = userEvent.setup();
    renderRoutes(<BlockedFansSection />, '/settings');
    expect(screen.getByRole('heading', { name: 'Blocked fans' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Fans you blocked' });
    expect(names(list)).toEqual(blockedFans(BLOCKED_FANS_PAGE).map((f) => f.username));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Blocked Nov 26, 2026');
    expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/user/me/blocks?page=1&limit=${BLOCKED_FANS_PAGE}` });
    expect(calls[0]!.headers.authorization).toMatch(/^Bearer /);

    const pages = screen.getByRole('navigation', { name: 'Pages of blocked fans' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Fans you blocked' }))).toEqual([`fan_${BLOCKED_FANS_PAGE + 1}`]));
    expect(pages).toHaveTextContent('Page 2 of 2');
  });

  it('asks before unblocking: Keep blocked changes nothing, Unblock ends the block and takes the fan off', async () => {
    signInAs('minji');
    const calls = blocksServer(2);
    const user = userEvent.setup();
    renderRoutes(<BlockedFansSection />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Unblock fan_2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock this fan?' });
    expect(dialog).toHaveTextContent('Unblock fan_2?');
    expect(within(dialog).getByRole('button', { name: 'Keep blocked' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unblock fan_2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('You unblocked fan_2.')).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/users/fan_2/block');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Fans you blocked' }))).toEqual(['fan_1']));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blocked fans' })).toHaveFocus());
  });

  it('says so when nobody is blocked', async () => {
    signInAs('minji');
    blocksServer(0);
    renderRoutes(<BlockedFansSection />, '/settings');
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
