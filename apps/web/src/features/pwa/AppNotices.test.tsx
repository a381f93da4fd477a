import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offerUpdate, showConnection } from './AppNotices';

describe('the installable app’s notices', () => {
  it('says so offline and not once back online; offers a reload that runs the update, or puts it off', async () => {
    // nothing on the page until there is something to say; then a root of its own at the end of the body
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => showConnection(false));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You’re offline. Pages you have already visited are still here.');
    act(() => showConnection(true));
    expect(status).not.toHaveTextContent('offline');

    const apply = vi.fn();
    act(() => offerUpdate(apply));
    expect(status).toHaveTextContent('A new version of K-lama is ready.');
    // announced, not focused: the fan's focus stays where it was
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(status).toHaveTextContent('');
  });
});
