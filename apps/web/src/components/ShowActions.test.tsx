import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { json, stubApi, renderRoutes, signInAs } from '../test/render';
import { ShowActions } from './ShowActions';

const render = () =>
  renderRoutes(
    <Routes>
      <Route path="/details/:id" element={<ShowActions showId={7} />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    '/details/7',
  );

const button = (name: RegExp) => screen.getByRole('button', { name });

describe('like, bookmark and watched', () => {
  it('flips at once, keeps the server state on success', async () => {
    let resolveToggle!: (r: Response) => void;
    let server = { showId: 7, liked: false, bookmarked: true, watched: false };
    signInAs('minji');
    const calls = stubApi(({ url, method }) => {
      if (method === 'POST') return new Promise<Response>((r) => (resolveToggle = r));
      if (url.includes('status')) return json(server);
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

  it('reverts and shows a message when the call fails', async () => {
    signInAs('minji');
    stubApi(({ method }) =>
      method === 'POST'
        ? json({ status: 'error', message: 'Show not found' }, 404)
        : json({ showId: 7, liked: false, bookmarked: false, watched: true }),
    );
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button(/Watched/));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update watched: Show not found');
    expect(button(/Watched/)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/Watched/)).not.toBeDisabled();
  });

  it('reverts on a server error without a body with the generic message', async () => {
    signInAs('minji');
    stubApi(({ method }) =>
      method === 'POST' ? new Response(null, { status: 503 }) : json({ showId: 7, liked: false, bookmarked: false, watched: false }),
    );
    const user = userEvent.setup();
    render();
    await user.click(button(/Bookmark/));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(button(/Bookmark/)).toHaveAttribute('aria-pressed', 'false');
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
