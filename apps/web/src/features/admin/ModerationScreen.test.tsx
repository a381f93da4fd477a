import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationItem } from '@klama/contract';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { AdminMessages } from './admin-messages';
import { ModerationScreen } from './ModerationScreen';
import { useGeneralStore } from '../../stores/general';
import { admin as adminKo } from '../../i18n/messages/ko/admin';
import { i18nFor } from '../../i18n';

const item = (over: Partial<ModerationItem> = {}): ModerationItem => ({
  id: 41,
  kind: 'review',
  targetId: 12,
  content: { title: 'Buy miracle cream', text: 'Every episode is an advert.', link: '/details/7/reviews', hidden: false },
  author: { username: 'spammer', disabled: false },
  count: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'hate', count: 1 },
  ],
  notes: ['An advert, not a review'],
  firstReportedAt: '2026-11-27T10:00:00.000Z',
  lastReportedAt: '2026-11-27T11:00:00.000Z',
  resolution: null,
  ...over,
});
const page = (results: ModerationItem[]) => ({
  results,
  page: 1,
  totalPages: 1,
  totalDocs: results.length,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
  limit: 20,
});

describe('ModerationScreen', { timeout: 30_000 }, () => {
  it('lists open reports with content, author, reasons and count; hides one after confirming; shows the resolved tab', async () => {
    signInAs('operator');
    let resolved = false;
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST') {
        resolved = true;
        return json(item({ resolution: { action: 'hide', at: '2026-11-27T12:00:00.000Z', by: 'operator' } }));
      }
      if (url.includes('status=resolved'))
        return json(
          page([
            item({
              content: { ...item().content!, hidden: true },
              resolution: { action: 'hide', at: '2026-11-27T12:00:00.000Z', by: 'operator' },
            }),
          ]),
        );
      return json(page(resolved ? [] : [item()]));
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Suspense fallback={null}>
        <AdminMessages>
          <ModerationScreen />
        </AdminMessages>
      </Suspense>,
    );
    const entry = await screen.findByRole('listitem', { name: /Buy miracle cream/ }, { timeout: 10_000 });
    expect(within(entry).getByText('by spammer')).toBeVisible();
    expect(within(entry).getByText('Every episode is an advert.')).toBeVisible();
    expect(entry).toHaveTextContent('3 reports: spam × 2, hate × 1');
    expect(within(entry).getByText('An advert, not a review')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(entry).getByRole('button', { name: 'Hide' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide this content?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/reports/41/resolve')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ action: 'hide' });
    expect(await screen.findByText('Nothing to review.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const done = await screen.findByRole('listitem', { name: /Buy miracle cream/ });
    expect(done).toHaveTextContent('Hide by operator');
    expect(within(done).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/admin/reports?status=resolved&page=1')).toBe(true);
  });

  it('unhides a resolved item whose content is hidden after confirming, and offers nothing on one shown', async () => {
    signInAs('operator');
    const resolution = { action: 'hide' as const, at: '2026-11-27T12:00:00.000Z', by: 'operator' };
    let hidden = true;
    const calls = stubApi(({ method }) => {
      if (method === 'POST') {
        hidden = false;
        return json(item({ resolution }));
      }
      return json(
        page([
          item({ content: { ...item().content!, hidden }, resolution }),
          item({
            id: 42,
            targetId: 13,
            content: { ...item().content!, title: 'Dismissed one' },
            resolution: { ...resolution, action: 'dismiss' },
          }),
        ]),
      );
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Suspense fallback={null}>
        <AdminMessages>
          <ModerationScreen />
        </AdminMessages>
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Resolved' }, { timeout: 10_000 }));
    const entry = await screen.findByRole('listitem', { name: /Buy miracle cream/ });
    expect(within(entry).getByText('hidden')).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: /Dismissed one/ })).queryByRole('button', { name: 'Unhide' })).toBeNull();
    await user.click(within(entry).getByRole('button', { name: 'Unhide' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Show this content again?' });
    expect(confirm).toHaveTextContent('The reports stay resolved and no one is notified.');
    await user.click(within(confirm).getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/reports/41/unhide')).toBe(true));
    // read again: shown now, so no hidden mark and no unhide
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: /Buy miracle cream/ })).queryByText('hidden')).toBeNull());
    expect(within(screen.getByRole('listitem', { name: /Buy miracle cream/ })).queryByRole('button', { name: 'Unhide' })).toBeNull();
  });

  it('says 숨김 해제 in Korean', async () => {
    signInAs('operator');
    // the console's Korean, which the app loads on first use (admin-messages.tsx), ready at once
    i18nFor('kr')!.addNamespace('admin', adminKo);
    useGeneralStore.setState({ language: 'kr' });
    try {
      stubApi(() =>
        json(
          page([
            item({
              content: { ...item().content!, hidden: true },
              resolution: { action: 'hide', at: '2026-11-27T12:00:00.000Z', by: 'operator' },
            }),
          ]),
        ),
      );
      renderWithProviders(
        <Suspense fallback={null}>
          <AdminMessages>
            <ModerationScreen />
          </AdminMessages>
        </Suspense>,
      );
      expect(await screen.findByRole('button', { name: '숨김 해제' }, { timeout: 10_000 })).toBeVisible();
    } finally {
      useGeneralStore.setState({ language: 'en' });
    }
  });
});
