/**
 * The offline diary (decision 0052): a change made while offline is kept on the device (IndexedDB, here
 * fake-indexeddb's implementation), shown as "Waiting to sync", and sent in order, with when it was made, once the
 * browser is online again; a failure to reach the server keeps it, a 4xx drops it and says why.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { clear, createStore, get, set } from 'idb-keyval';
import type { Entry, EntryPatch } from '@klama/contract';
import { json, renderWithProviders, signInAs, stubApi, type ApiCall } from '../../test/render';
import { useOfflineDiary, type QueuedChange } from '../../api/offline-diary-state';
import { useGeneralStore } from '../../stores/general';
import { MarkButtons } from '../../components/MarkButtons';
import { DiaryPanel } from './DiaryPanel';
import OfflineDiarySync from './OfflineDiarySync';

const deviceStore = createStore('klama-offline', 'diary-queue');
const stored = async (owner = 'minji') => (await get<QueuedChange[]>(`queue:${owner}`, deviceStore)) ?? [];

const entry = (over: Partial<Entry> = {}): Entry => ({
  showId: 7,
  status: 'watching',
  episodesWatched: 3,
  totalEpisodes: 16,
  rating: null,
  notes: null,
  rewatchCount: 0,
  startedOn: '2026-11-01',
  finishedOn: null,
  liked: false,
  bookmarked: false,
  watched: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

let online = true;
function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

/** A server holding one entry: a PATCH changes it (as the server's rules would for these fields) unless `answer` says otherwise. */
function server(answer?: (call: ApiCall) => Response | undefined) {
  let held = entry();
  const calls = stubApi((call) => {
    if (!online) throw new TypeError('Failed to fetch');
    if (call.url.includes('lists/mine')) return json([]);
    if (call.url.includes('user-show/counts')) return json({ liked: { count: 0 }, bookmarked: { count: 0 }, watched: 0 });
    if (call.url.includes('user-show/entry/7') && call.method === 'PATCH') {
      const given = answer?.(call);
      if (given) return given;
      const { changedAt: _changedAt, ...patch } = call.body as EntryPatch & { changedAt?: string };
      held = { ...held, ...patch, watched: (patch.status ?? held.status) === 'completed' };
      return json(held);
    }
    if (call.url.includes('user-show/entry/7')) return json(held);
    return json({});
  });
  const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body as Record<string, unknown>);
  return { calls, patches, held: () => held };
}

function renderDetails() {
  return renderWithProviders(
    <>
      <MarkButtons showId={7} />
      <DiaryPanel showId={7} />
      <OfflineDiarySync />
    </>,
  );
}

beforeEach(() => {
  online = true;
  onlineManager.setOnline(true); // React Query's own view of the network, left offline by a test that ended offline
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useOfflineDiary.setState({ owner: null, queue: [], refused: [], offline: false });
  signInAs('minji');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clear(deviceStore);
});

const episodes = () => screen.getByRole('group', { name: 'Episodes' });

describe('the offline diary', () => {
  it('keeps a change made offline on the device and shows it as waiting to sync, with a notice', async () => {
    const api = server();
    renderDetails();
    expect(await screen.findByText('3 / 16')).toBeInTheDocument();
    goOffline();
    const notice = await screen.findByText(/^Diary changes are kept on this device and sent when you are back online\./);
    expect(notice).toHaveAttribute('role', 'status');
    await userEvent.setup().click(screen.getByRole('button', { name: '+1: one more episode watched' }));
    expect(await within(episodes()).findByText('Waiting to sync')).toBeInTheDocument();
    expect(episodes()).toHaveAccessibleDescription('Waiting to sync');
    expect(screen.getByText('4 / 16')).toBeInTheDocument();
    expect(api.patches()).toEqual([]);
    const [kept] = await stored();
    expect(kept).toMatchObject({ showId: 7, patch: { episodesWatched: 4 } });
    expect(Date.now() - Date.parse(kept!.changedAt)).toBeLessThan(10_000);
    expect(notice).toHaveTextContent('1 diary change waiting to sync');
  });

  it('sends the kept changes in the order they were made once online, with their times, and drops each once saved', async () => {
    const api = server();
    renderDetails();
    await screen.findByText('3 / 16');
    goOffline();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+1: one more episode watched' }));
    await screen.findByText('4 / 16');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'On Hold');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription('Waiting to sync');
    await waitFor(async () => expect(await stored()).toHaveLength(2));
    const times = (await stored()).map((c) => c.changedAt);
    goOnline();
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()).toEqual([
      { episodesWatched: 4, changedAt: times[0] },
      { status: 'on_hold', changedAt: times[1] },
    ]);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument());
    expect(await stored()).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('on_hold');
    expect(screen.getByText('4 / 16')).toBeInTheDocument();
  });

  it('keeps the changes when the server still cannot be reached, and sends them on a later try', async () => {
    let reachable = false;
    const api = server(() => {
      if (!reachable) throw new TypeError('Failed to fetch'); // what fetch does when the server is out of reach
      return undefined;
    });
    renderDetails();
    await screen.findByText('3 / 16');
    goOffline();
    await userEvent.setup().click(screen.getByRole('button', { name: '+1: one more episode watched' }));
    await waitFor(async () => expect(await stored()).toHaveLength(1));
    goOnline(); // the browser says online, the server does not answer
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(await stored()).toHaveLength(1);
    expect(within(episodes()).getByText('Waiting to sync')).toBeInTheDocument();
    reachable = true;
    goOnline();
    await waitFor(async () => expect(await stored()).toEqual([]));
    expect(api.held().episodesWatched).toBe(4);
  });

  it('drops a change the server refuses (a 4xx) and tells the fan why, in Korean too', async () => {
    server((call) =>
      (call.body as EntryPatch).rating === 7
        ? json(
            {
              status: 'error',
              code: 'validation.invalid',
              message: 'Validation failed',
              errors: [{ path: 'body.changedAt', message: 'must be within the last 30 days', code: 'diary.changedAtTooOld' }],
            },
            400,
          )
        : undefined,
    );
    await set(
      'queue:minji',
      [
        { id: 'a', showId: 7, patch: { rating: 7 }, changedAt: '2026-09-01T10:00:00.000Z' },
        { id: 'b', showId: 7, patch: { episodesWatched: 5 }, changedAt: new Date().toISOString() },
      ] satisfies QueuedChange[],
      deviceStore,
    );
    useGeneralStore.setState({ language: 'kr' });
    renderDetails();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('오프라인에서 바꾼 다이어리 내용을 저장하지 못했어요');
    expect(within(alert).getByRole('link', { name: '드라마 열기' })).toHaveAttribute('href', '/details/7');
    await waitFor(async () => expect(await stored()).toEqual([])); // the refused one dropped, the next one sent
    expect(await screen.findByText('5 / 16')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps Watched, turned on offline, as the status it sets, and says it waits', async () => {
    const api = server();
    renderDetails();
    await screen.findByText('3 / 16');
    goOffline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watched' }));
    expect(await screen.findByText('Watched: waiting to sync')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'true');
    expect(await stored()).toEqual([expect.objectContaining({ patch: { status: 'completed' } })]);
    goOnline();
    await waitFor(() => expect(api.patches()).toEqual([{ status: 'completed', changedAt: expect.any(String) }]));
    await waitFor(() => expect(screen.queryByText('Watched: waiting to sync')).not.toBeInTheDocument());
  });

  it('keeps a rating still waiting for its pause when the page is left offline', async () => {
    const api = server();
    renderDetails();
    await screen.findByText('3 / 16');
    goOffline();
    const slider = screen.getByRole('slider', { name: 'Your rating' });
    fireEvent.change(slider, { target: { value: '9.5' } });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(async () => expect(await stored()).toEqual([expect.objectContaining({ showId: 7, patch: { rating: 9.5 } })]));
    expect(api.patches()).toEqual([]);
  });

  it('sends a like pressed offline once the network returns (likes are not kept on the device)', async () => {
    const calls = stubApi((call) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (call.method === 'POST') return json({ showId: 7, liked: true, bookmarked: false, watched: false });
      if (call.url.includes('user-show/counts')) return json({ liked: { count: 1 }, bookmarked: { count: 0 }, watched: 0 });
      if (call.url.includes('lists/mine')) return json([]);
      return json(entry());
    });
    renderDetails();
    await screen.findByText('3 / 16');
    goOffline();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-busy', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(await stored()).toEqual([]);
    goOnline();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/user-show/liked/7']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
