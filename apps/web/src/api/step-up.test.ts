/**
 * The step-up's wait for its dialog: the "Confirm it's you" dialog is a chunk of its own, registered once it has
 * loaded; a sensitive change refused before then was once refused for good, with no dialog ever shown (found by
 * the browser tests on a busy machine: an email saved at once after opening Settings).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { CONFIRM_REQUIRED, HANDLER_WAIT_MS, setConfirmIdentityHandler, withConfirmation } from './step-up';

const refusal = () => new ApiError('Confirm it is you before this change', 403, [], CONFIRM_REQUIRED);

/** A call the server refuses `times` times with the step-up code, then answers. */
function refusedCall(times: number) {
  let calls = 0;
  const call = vi.fn(async () => {
    calls += 1;
    if (calls <= times) throw refusal();
    return 'saved';
  });
  return call;
}

const unregister: (() => void)[] = [];
afterEach(() => {
  unregister.splice(0).forEach((off) => off());
  vi.useRealTimers();
});

describe('a change the server wants confirmed', () => {
  it('asks the registered dialog, then makes the call once more', async () => {
    const ask = vi.fn(async () => true);
    unregister.push(setConfirmIdentityHandler(ask));
    const call = refusedCall(1);

    await expect(withConfirmation(call)).resolves.toBe('saved');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('refused before the dialog is registered: waits for it, asks, and the change is made', async () => {
    const call = refusedCall(1);
    const result = withConfirmation(call);
    // the refusal has arrived; the dialog's chunk is still loading
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(call).toHaveBeenCalledTimes(1);

    const ask = vi.fn(async () => true);
    unregister.push(setConfirmIdentityHandler(ask));

    await expect(result).resolves.toBe('saved');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps the refusal when no dialog is registered in time, or the fan cancels', async () => {
    vi.useFakeTimers();
    const unanswered = withConfirmation(refusedCall(1));
    const settled = expect(unanswered).rejects.toMatchObject({ code: CONFIRM_REQUIRED });
    await vi.advanceTimersByTimeAsync(HANDLER_WAIT_MS);
    await settled;
    vi.useRealTimers();

    unregister.push(setConfirmIdentityHandler(async () => false));
    const call = refusedCall(1);
    await expect(withConfirmation(call)).rejects.toMatchObject({ code: CONFIRM_REQUIRED });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('passes any other error on without asking', async () => {
    const ask = vi.fn(async () => true);
    unregister.push(setConfirmIdentityHandler(ask));
    const failure = new ApiError('Nope', 500);
    await expect(
      withConfirmation(async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(ask).not.toHaveBeenCalled();
  });
});
