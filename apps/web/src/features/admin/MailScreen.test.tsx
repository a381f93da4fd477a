/** SCRATCH: the console shows the mail screen from its registry: navigation entry, route, chunk, words. */
import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { json, renderWithProviders, signInAs, stubApi } from '../../test/render';
import { AdminPage } from './AdminPage';

it('opens /admin/mail with its navigation entry and its rows', async () => {
  signInAs('boss');
  stubApi(({ url }) =>
    url.includes('/api/user/me')
      ? json({ username: 'boss', role: 'admin' })
      : url.includes('/api/admin/mail')
        ? json({
            results: [{ id: 1, kind: 'verify-email', to: 'a@example.com', sent: false, at: '2026-11-27T00:00:00.000Z' }],
            totalDocs: 1,
            page: 1,
            totalPages: 1,
            hasNextPage: false,
            hasPrevPage: false,
            nextPage: null,
            prevPage: null,
            limit: 20,
          })
        : json({}),
  );
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminPage />} />
    </Routes>,
    { route: '/admin/mail' },
  );
  // the screen is a lazy chunk: wait for it however long a busy machine takes
  expect(await screen.findByRole('heading', { name: 'Mail' }, { timeout: 100_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', '/admin/mail');
  expect(await screen.findByText(/a@example.com/, {}, { timeout: 100_000 })).toHaveTextContent('verify-email · a@example.com · queued');
});
