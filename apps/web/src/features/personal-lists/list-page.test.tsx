/**
 * A personal list's page (/lists/{id}): its sort control (the list's own order or the K-lama score, kept in the
 * address), and a list moderators hid as its owner sees it (a notice with the reasons, comments closed, no error).
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ListPage } from '@klama/contract';
import { json, onePage, renderRoutes, signInAs, stubApi } from '../../test/render';
import { useGeneralStore } from '../../stores/general';
import { PersonalListPage } from './PersonalListPage';

const card = (id: number, name: string) => ({ id, name, original_name: name, first_air_date: '2020-01-01', poster_path: {} });
// the fan put the lower-scored show first; the K-lama score's order is the other way round
const items = [
  { show: card(1, 'Fan First'), note: '', position: 1 },
  { show: card(2, 'Scored Higher'), note: '', position: 2 },
];
const list = (sort: string | null, over: Partial<ListPage> = {}): ListPage => ({
  ...onePage(sort === 'community_desc' ? [...items].reverse() : items),
  id: 5,
  name: 'Rainy days',
  description: '',
  visibility: 'public',
  owner: { username: 'minji' },
  itemCount: 2,
  ...over,
});

function renderList(entry: string, answer: (sort: string | null, signedIn: boolean) => Response = (sort) => json(list(sort))) {
  const calls = stubApi(({ url, headers }) => {
    const [path, search = ''] = url.split('?');
    if (path === '/api/lists/5') return answer(new URLSearchParams(search).get('sort'), Boolean(headers?.authorization));
    if (path === '/api/lists/5/comments') return json({ ...onePage([]), comments: 0 });
    throw new Error(`unexpected call ${url}`);
  });
  renderRoutes(
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="/lists/:id"
          element={<PersonalListPage parts={{ Comments: () => <section aria-label="Comments stub">comments</section> }} />}
        />
      </Routes>
    </Suspense>,
    entry,
  );
  return calls;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Shows in this list' }))
    .getAllByTestId('show-card')
    .map((c) => c.querySelector('h3, h2, [class*="title"]')?.textContent ?? c.textContent);

describe("a personal list's sort", () => {
  it('offers the list’s own order and the K-lama score, asks the API by the address and keeps the choice in it', async () => {
    const calls = renderList('/lists/5');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Curated', 'K-lama score']);
    expect(sort).toHaveValue('curated');
    await waitFor(() => expect(titles()[0]).toContain('Fan First'));
    expect(calls.map((c) => c.url)).toEqual([expect.not.stringContaining('sort=')]);

    fireEvent.change(sort, { target: { value: 'community_desc' } });
    await waitFor(() => expect(titles()[0]).toContain('Scored Higher'));
    expect(calls.at(-1)!.url).toContain('sort=community_desc');
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?sort=community_desc');

    fireEvent.change(sort, { target: { value: 'curated' } });
    await waitFor(() => expect(titles()[0]).toContain('Fan First'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '');
  });

  it('opens in the score’s order from the address, and reads 큐레이션 순 / K-lama 점수순 in Korean', async () => {
    useGeneralStore.setState({ language: 'kr' });
    try {
      const calls = renderList('/lists/5?sort=community_desc');
      const sort = await screen.findByRole('combobox', { name: '정렬' }, { timeout: 10_000 });
      expect(
        within(sort)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['큐레이션 순', 'K-lama 점수순']);
      expect(sort).toHaveValue('community_desc');
      expect(calls[0]!.url).toContain('sort=community_desc');
    } finally {
      useGeneralStore.setState({ language: 'en' });
    }
  });
});

describe('a list moderators hid, as its owner sees it', () => {
  const hidden = (sort: string | null, signedIn: boolean) =>
    signedIn
      ? json(list(sort, { hidden: { at: '2026-11-20T10:00:00.000Z', reasons: ['spam', 'hate'] } }))
      : json({ status: 'error', code: 'diary.listNotFound', message: 'List not found' }, 404);

  it('shows the list with a notice and the reasons, comments closed with a sentence, and no error', async () => {
    signInAs('minji');
    const calls = renderList('/lists/5', hidden);
    const notice = await screen.findByRole('region', { name: 'Hidden by moderators' }, { timeout: 10_000 });
    expect(notice).toHaveTextContent('Only you can see this list. Moderators hid it from everyone else on November 20, 2026.');
    expect(notice).toHaveTextContent('It was reported for: spam or advertising; hate speech.');
    expect(screen.getByText('Comments are closed while the list is hidden: no one can read or write them.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Comments stub' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Rainy days' })).toBeVisible();
    // its top line no longer calls it public
    expect(screen.getByText(/^By minji · \d+ shows? · Hidden$/)).toBeVisible();
    expect(screen.queryByText(/· Public$/)).toBeNull();
    expect(calls.some((c) => c.url.includes('/comments'))).toBe(false);

    // another order is read as the owner straight away, the page staying on screen meanwhile
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'community_desc' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Rainy days' })).toBeVisible();
    await waitFor(() => expect(titles()[0]).toContain('Scored Higher'));
    expect(calls.some((c) => c.url.includes('sort=community_desc') && Boolean(c.headers.authorization))).toBe(true);
    expect(screen.getByRole('region', { name: 'Hidden by moderators' })).toBeVisible();
  });

  it('says so in Korean', async () => {
    signInAs('minji');
    useGeneralStore.setState({ language: 'kr' });
    try {
      renderList('/lists/5', hidden);
      const notice = await screen.findByRole('region', { name: '운영진이 숨긴 목록이에요' }, { timeout: 10_000 });
      expect(notice).toHaveTextContent('신고 사유: 스팸 또는 광고, 혐오 표현.');
      expect(screen.getByText('목록이 숨겨져 있는 동안에는 댓글을 읽거나 쓸 수 없어요.')).toBeVisible();
    } finally {
      useGeneralStore.setState({ language: 'en' });
    }
  });

  it('shows a public list that is not hidden with its comments, as before', async () => {
    renderList('/lists/5');
    expect(await screen.findByRole('region', { name: 'Comments stub' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Hidden by moderators' })).toBeNull();
  });
});
