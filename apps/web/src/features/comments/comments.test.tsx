import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '../../i18n/I18nProvider';
import { rememberEarlySearchPress } from '../../app/layout/early-search';
import userEvent from '@testing-library/user-event';
import type { Comment, CommentPage, CommentThread } from '@klama/contract';
import { json, onePage, renderWithProviders, signInAs, stubApi, testQueryClient } from '../../test/render';
import { Comments } from './Comments';

/** lazy chunks (the form, the dialog) load slowly on a busy machine */
const LONG = { timeout: 10_000 };
const comment = (over: Partial<Comment> = {}): Comment => ({
  id: 1,
  parentId: null,
  author: { username: 'minji', avatar: null },
  body: 'So true.\n\n<b>Not bold</b> https://example.com/x',
  deleted: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const thread = (over: Partial<CommentThread> = {}): CommentThread => ({ ...comment(), replies: [], ...over });
const page = (results: CommentThread[]): CommentPage => ({ ...onePage(results), comments: results.length });

describe('Comments', { timeout: 30_000 }, () => {
  it('opens when "Comments (n)" was pressed on the rendered page before it was live (React drops that click)', async () => {
    const calls = stubApi(() => json(page([thread()])));
    // the boot script's click listener, on every page before the app
    rememberEarlySearchPress();
    const ui = (
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider>
          <MemoryRouter>
            <Comments target={{ kind: 'review', id: 5 }} title="A twist" count={1} collapsible />
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const rendered = within(container).getByRole('button', { name: 'Comments (1)' });
    fireEvent.click(rendered);
    // nothing of React is there yet to take the press
    expect(rendered).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
    render(ui, { container, hydrate: true });
    const toggle = await screen.findByRole('button', { name: 'Hide comments' });
    expect(toggle).toBe(rendered);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('So true.', undefined, LONG);
    expect(calls.map((c) => c.url)).toEqual(['/api/reviews/5/comments?page=1&sort=oldest&limit=20']);
    // live now: a press is the button's own (it closes), and no early press is left to replay
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('data-early-pressed');
  });

  it('opens a review’s comments from its toggle: threads with replies, text as text, a deleted one in place', async () => {
    const calls = stubApi(() =>
      json(
        page([
          thread({ replies: [comment({ id: 2, parentId: 1, author: { username: 'jisoo', avatar: null }, body: 'Agreed' })] }),
          thread({ id: 3, author: null, body: '', deleted: true, replies: [comment({ id: 4, parentId: 3, body: 'Still here' })] }),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<Comments target={{ kind: 'review', id: 5 }} title="A twist" count={3} collapsible />);
    const toggle = screen.getByRole('button', { name: 'Comments (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide comments' })).toHaveAttribute('aria-expanded', 'true');
    const region = await screen.findByRole('region', { name: 'Comments on A twist' }, LONG);
    await within(region).findByText('So true.', undefined, LONG);
    expect(calls[0]!.url).toBe('/api/reviews/5/comments?page=1&sort=oldest&limit=20');
    expect(within(region).getByText(/<b>Not bold<\/b>/)).toBeVisible();
    expect(within(region).getByRole('link', { name: 'https://example.com/x' })).toHaveAttribute('rel', 'ugc nofollow noopener noreferrer');
    expect(within(region).getByRole('list', { name: 'Replies to minji' })).toHaveTextContent('Agreed');
    expect(within(region).getByText('Comment deleted')).toBeVisible();
    expect(within(region).getByRole('list', { name: 'Replies' })).toHaveTextContent('Still here');
    // nobody signed in: no reply, delete or report, a way to log in
    expect(within(region).queryByRole('button', { name: /Reply|Delete|Report/ })).toBeNull();
    expect(within(region).getByRole('link', { name: 'Log in to comment' })).toBeVisible();
  });

  it('lets a signed-in fan reply (a labelled field, focused), and refuses an empty reply with its reason on the field', async () => {
    signInAs('jisoo');
    const calls = stubApi(({ method, body }) => {
      if (method === 'GET') return json(page([thread()]));
      if (!(body as { body: string }).body.trim())
        return json(
          {
            statusCode: 400,
            code: 'validation.invalid',
            message: 'Invalid request',
            errors: [{ path: 'body', message: 'A comment needs some text', code: 'comments.bodyEmpty' }],
          },
          400,
        );
      return json(
        comment({ id: 9, parentId: 1, author: { username: 'jisoo', avatar: null }, body: 'Me too', mine: true, canDelete: true }),
        201,
      );
    });
    const user = userEvent.setup();
    renderWithProviders(<Comments target={{ kind: 'list', id: 8 }} title="Best of 2019" />);
    expect(await screen.findByRole('heading', { name: 'Comments' }, LONG)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reply to minji' }, LONG));
    const field = await screen.findByRole('textbox', { name: 'Reply to minji' }, LONG);
    await waitFor(() => expect(field).toHaveFocus(), LONG);
    const form = field.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/A comment needs some text/), LONG);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'Me too');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && (c.body as { body: string }).body === 'Me too')).toBe(true), LONG);
    const sent = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect([sent.url, sent.body]).toEqual(['/api/lists/8/comments', { body: 'Me too', parentId: 1 }]);
    // the reply form closes and the Reply button has the focus back
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply to minji' })).toHaveFocus(), LONG);
  });

  it('asks before deleting, keeping the comment on the first focus, then deletes', async () => {
    signInAs('minji');
    const calls = stubApi(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : json(page([thread({ mine: true, canDelete: true })])),
    );
    const user = userEvent.setup();
    renderWithProviders(<Comments target={{ kind: 'review', id: 5 }} title="A twist" />);
    await user.click(await screen.findByRole('button', { name: 'Delete the comment by minji' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' }, LONG);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus(), LONG);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete the comment by minji' }));
    await user.click(within(await screen.findByRole('dialog', undefined, LONG)).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/comments/1')).toBe(true), LONG);
  });

  it('offers Report on another fan’s comment (not one’s own, nor a deleted one) and reports it by its id', async () => {
    signInAs('jisoo');
    const calls = stubApi(({ method }) =>
      method === 'POST'
        ? json({ status: 'received' }, 202)
        : json(
            page([
              thread({ replies: [comment({ id: 2, parentId: 1, author: { username: 'jisoo', avatar: null }, body: 'Mine', mine: true })] }),
              thread({ id: 3, author: null, body: '', deleted: true, replies: [comment({ id: 4, parentId: 3, body: 'Rude reply' })] }),
            ]),
          ),
    );
    const user = userEvent.setup();
    renderWithProviders(<Comments target={{ kind: 'review', id: 5 }} title="A twist" />);
    await screen.findByText('Rude reply', undefined, LONG);
    const buttons = screen.getAllByRole('button', { name: 'Report this comment' });
    // minji's comment and minji's reply: not jisoo's own reply, not the deleted comment
    expect(buttons.map((b) => b.closest('article')!.textContent)).toEqual([
      expect.stringContaining('So true.'),
      expect.stringContaining('Rude reply'),
    ]);
    expect(buttons[1]).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report a comment' }, LONG);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Thank you. The moderators will look at it.'), LONG);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/reports', body: { kind: 'comment', id: 4, reason: 'harassment' } }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(buttons[1]).toHaveFocus(), LONG);
  });
});
