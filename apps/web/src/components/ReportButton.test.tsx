import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders, signInAs, signOut, stubApi } from '../test/render';
import { useGeneralStore } from '../stores/general';
import { ReportButton } from './ReportButton';

afterEach(() => {
  act(() => useGeneralStore.setState({ language: 'en' }));
  signOut();
});

describe('ReportButton and its dialog', { timeout: 30_000 }, () => {
  it('is not offered to nobody, nor to the author', () => {
    const { unmount } = renderWithProviders(<ReportButton target={{ kind: 'review', id: 5 }} author="minji" />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    signInAs('Minji');
    renderWithProviders(<ReportButton target={{ kind: 'review', id: 5 }} author="minji" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for a reason first, then sends it with the note, and says thank you; focus returns to the button', async () => {
    signInAs('jisoo');
    const calls = stubApi(() => json({ status: 'received' }, 202));
    const user = userEvent.setup();
    renderWithProviders(<ReportButton target={{ kind: 'review', id: 5 }} author="minji" />);
    const button = screen.getByRole('button', { name: 'Report this review' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report a review' }, { timeout: 10_000 });
    expect(dialog).toBeVisible();
    const reasons = screen.getByRole('group', { name: 'Reason' });
    expect(reasons).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Spam or advertising',
      'Harassment or bullying',
      'Spoilers not marked as spoilers',
      'Hate speech',
      'Something else',
    ]);

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(screen.getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    expect(calls).toHaveLength(0);

    // by keyboard: the arrow moves through the group
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Spoilers not marked as spoilers' })).toBeChecked();
    await user.type(screen.getByLabelText('Details (optional)'), 'The ending, in the second line');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you. The moderators will look at it.'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/reports',
        body: { kind: 'review', id: 5, reason: 'spoiler', note: 'The ending, in the second line' },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('reports a profile by its username, in Korean, and shows a refusal by its code', async () => {
    signInAs('jisoo');
    act(() => useGeneralStore.setState({ language: 'kr' }));
    const calls = stubApi(() =>
      json({ status: 404, message: 'Nothing to report here: it does not exist or you cannot see it', code: 'reports.targetNotFound' }, 404),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReportButton target={{ kind: 'profile', id: 'minji' }} author="minji" />);
    await user.click(screen.getByRole('button', { name: '이 프로필 신고' }));
    await screen.findByRole('dialog', { name: '프로필 신고' }, { timeout: 10_000 });
    await user.click(screen.getByRole('radio', { name: '괴롭힘 또는 따돌림' }));
    await user.click(screen.getByRole('button', { name: '신고 보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('신고할 대상이 없어요'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/reports', body: { kind: 'profile', id: 'minji', reason: 'harassment' } });
  });
});
