import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Entry } from '@klama/contract';
import { accountKeys } from '../api/account';
import { deferred, json, renderRoutes, signInAs, stubApi } from '../test/render';
import { MarkButtons } from './MarkButtons';
import { useGeneralStore } from '../stores/general';

const render = () =>
  renderRoutes(
    <Routes>
      <Route path="/details/:id" element={<MarkButtons showId={7} />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    '/details/7',
  );

const button = (name: RegExp) => screen.getByRole('button', { name });

/** The show's entry as the server sends it (the marks are read from it), untracked unless `over` says otherwise. */
const entry = (over: Partial<Entry> = {}): Entry => ({
  showId: 7,
  status: null,
  episodesWatched: 0,
  totalEpisodes: 16,
  rating: null,
  notes: null,
  rewatchCount: 0,
  startedOn: null,
  finishedOn: null,
  liked: false,
  bookmarked: false,
  watched: false,
  updatedAt: null,
  ...over,
});

describe('like, bookmark and watched', () => {
  it('flips at once, keeps the server state on success', async () => {
    let resolveToggle!: (r: Response) => void;
    let server = { showId: 7, liked: false, bookmarked: true, watched: false };
    signInAs('minji');
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST') return new Promise<Response>((r) => (resolveToggle = r));
      if (url.includes('entry')) return json(entry(server));
      return json({ liked: { count: 1 }, bookmarked: { count: 1 }, watched: 0 });
    });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(button(/Bookmarked/)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button(/^Like$/));
    // flipped before the server answered
    expect(button(/Liked/)).toHaveAttribute('aria-pressed', 'true');
    const toggle = calls.find((c) => c.method === 'POST')!;
    expect(toggle.url).toBe('/api/user-show/liked/7');
    expect(toggle.headers.authorization).toMatch(/^Bearer /);
    server = { ...server, liked: true };
    resolveToggle(json(server));
    await waitFor(() => expect(button(/Liked/)).not.toBeDisabled());
    expect(button(/Liked/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    { language: 'en', watched: /Watched/, message: 'Could not update watched: Show not found' },
    // a message the server is known to send is said in Korean too
    { language: 'kr', watched: /봤어요/, message: '시청 상태를 바꾸지 못했어요: 드라마를 찾을 수 없어요' },
  ] as const)('reverts and shows a message when the call fails ($language)', async ({ language, watched, message }) => {
    act(() => useGeneralStore.setState({ language }));
    signInAs('minji');
    stubApi(({ method }) =>
      method === 'POST'
        ? json({ status: 'error', code: 'common.showNotFound', message: 'Show not found' }, 404)
        : // no episode count and no dates: nothing to lose, so no question is asked first
          json(entry({ watched: true, status: 'completed', totalEpisodes: null })),
    );
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(button(watched)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button(watched));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(button(watched)).toHaveAttribute('aria-pressed', 'true');
    expect(button(watched)).not.toBeDisabled();
  });

  it('reverts on a server error without a body with the generic message', async () => {
    signInAs('minji');
    stubApi(({ method }) => (method === 'POST' ? new Response(null, { status: 503 }) : json(entry())));
    const user = userEvent.setup();
    render();
    await user.click(button(/Bookmark/));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(button(/Bookmark/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('speaks Korean when Korean is chosen, its failure message too', async () => {
    act(() => useGeneralStore.setState({ language: 'kr' }));
    signInAs('minji');
    stubApi(({ method }) => (method === 'POST' ? new Response(null, { status: 503 }) : json(entry({ bookmarked: true }))));
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('group', { name: '내 목록' })).toBeInTheDocument();
    await waitFor(() => expect(button(/북마크됨/)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button(/^좋아요$/));
    expect(await screen.findByRole('alert')).toHaveTextContent('좋아요 상태를 바꾸지 못했어요: 예상하지 못한 오류가 발생했어요');
  });

  it('anonymous: all false without asking the server, and a click goes to login remembering the show', async () => {
    const calls = stubApi(() => json({}));
    const user = userEvent.setup();
    render();
    for (const name of [/Like/, /Bookmark/, /Watched/]) expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(button(/Like/));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toMatchObject({ from: { pathname: '/details/7' } });
    expect(calls).toHaveLength(0);
  });

  it('a failed status call shows all false', async () => {
    signInAs('minji');
    stubApi(() => json({ status: 'error', message: 'boom' }, 500));
    render();
    await waitFor(() => expect(button(/Like/)).toHaveAttribute('aria-pressed', 'false'));
    expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('optimistic marks across the cache', () => {
  const card = (id: number) => ({ id, name: `Show ${id}`, original_name: `Show ${id}`, first_air_date: null, poster_path: {} });
  const likedList = (ids: number[]) => ({
    pages: [{ results: ids.map(card), page: 1, limit: 30, totalPages: 1, totalDocs: ids.length, hasNextPage: false, nextPage: null }],
    pageParams: [1],
  });
  const listKey = ['list', ...accountKeys.list('minji', 'liked'), 'date_desc', 30];

  it('unliking lowers the count and drops the show from the liked list at once, and a refusal puts both back', async () => {
    signInAs('minji');
    const toggle = deferred();
    stubApi(({ url, method }) => {
      if (method === 'POST') return toggle.promise;
      if (url.includes('entry')) return json(entry({ liked: true }));
      return json({ liked: { count: 3 }, bookmarked: { count: 0 }, watched: 0 });
    });
    const user = userEvent.setup();
    const { client } = render();
    client.setQueryData(accountKeys.counts('minji'), { liked: { count: 3 }, bookmarked: { count: 0 }, watched: 0 });
    client.setQueryData(listKey, likedList([5, 7]));
    await waitFor(() => expect(button(/Liked/)).toHaveAttribute('aria-pressed', 'true'));

    await user.click(button(/Liked/));
    expect(button(/^Like$/)).toHaveAttribute('aria-pressed', 'false');
    expect(client.getQueryData(accountKeys.counts('minji'))).toMatchObject({ liked: { count: 2 } });
    const ids = () => (client.getQueryData(listKey) as ReturnType<typeof likedList>).pages[0]!.results.map((s) => s.id);
    expect(ids()).toEqual([5]);

    toggle.resolve(json({ status: 'error', code: 'common.showNotFound', message: 'Show not found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update like: Show not found');
    expect(button(/Liked/)).toHaveAttribute('aria-pressed', 'true');
    // the count is restored at once; the list is marked stale, so the list screen fetches it again when opened
    expect(client.getQueryData(accountKeys.counts('minji'))).toMatchObject({ liked: { count: 3 } });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});

describe('one truth for the marks and the diary (issue 23.1)', () => {
  const completed = entry({
    watched: true,
    status: 'completed',
    episodesWatched: 16,
    rating: 9,
    notes: 'loved it',
    finishedOn: '2026-01-02',
  });

  it('taking a completed show off Watched asks first; keeping it sends nothing', async () => {
    signInAs('minji');
    const calls = stubApi(({ method }) =>
      method === 'POST' ? json({ showId: 7, liked: false, bookmarked: false, watched: false }) : json(completed),
    );
    const user = userEvent.setup();
    const { client } = render();
    await waitFor(() => expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button(/Watched/));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your progress?' });
    expect(dialog).toHaveTextContent('your progress (16 of 16 episodes)');
    expect(screen.getByRole('button', { name: 'Keep my progress' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'true');
    expect(client.getQueryData(accountKeys.entry('minji', 7))).toMatchObject({ status: 'completed', episodesWatched: 16 });
  });

  it('confirmed, the entry loses its status and progress at once and keeps rating and notes', async () => {
    signInAs('minji');
    const toggle = deferred();
    stubApi(({ method }) => (method === 'POST' ? toggle.promise : json(completed)));
    const user = userEvent.setup();
    const { client } = render();
    await waitFor(() => expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button(/Watched/));
    await user.click(await screen.findByRole('button', { name: 'Clear progress' }));
    expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'false');
    expect(client.getQueryData(accountKeys.entry('minji', 7))).toMatchObject({
      status: null,
      episodesWatched: 0,
      finishedOn: null,
      rating: 9,
      notes: 'loved it',
      watched: false,
    });
    toggle.resolve(json({ status: 'error', code: 'common.showNotFound', message: 'Show not found' }, 404));
    // refused: everything the toggle took is back
    await waitFor(() => expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'true'));
    expect(client.getQueryData(accountKeys.entry('minji', 7))).toMatchObject({
      status: 'completed',
      episodesWatched: 16,
      finishedOn: '2026-01-02',
    });
  });
});
