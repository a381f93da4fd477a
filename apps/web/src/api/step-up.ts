/**
 * The step-up before a sensitive change (decision 0043): the server refuses changing the email, setting two-step
 * sign-in up, adding a passkey and ending sessions with 403 `auth.confirmRequired` unless the fan confirmed it is
 * them on this session in the last minutes. Every account call goes through `withConfirmation` (session.ts): on
 * that code it asks the fan (the "Confirm it's you" dialog the app registers with `setConfirmIdentityHandler`),
 * then makes the call once more. One mechanism for every such change; concurrent refusals share one dialog.
 *
 * The dialog is a chunk of its own, registered once it has loaded: a refusal that comes before then (a change made
 * at once on a slow connection) waits for it a while instead of failing with nothing asked.
 */
import { ApiError } from './http';

export const CONFIRM_REQUIRED = 'auth.confirmRequired';

/** How long a refused change waits for the dialog to be registered before it keeps the refusal. */
export const HANDLER_WAIT_MS = 15_000;

/** Resolves true once the server has confirmed this session, false when the fan cancelled. */
export type ConfirmIdentityHandler = () => Promise<boolean>;

let handler: ConfirmIdentityHandler | null = null;
let asking: Promise<boolean> | null = null;
/** Refusals waiting for the dialog to be registered. */
const waiting = new Set<() => void>();

/** The app's dialog; the returned function unregisters it. */
export function setConfirmIdentityHandler(next: ConfirmIdentityHandler): () => void {
  handler = next;
  for (const wake of [...waiting]) wake();
  return () => {
    if (handler === next) handler = null;
  };
}

/** The registered dialog, or the one registered within `HANDLER_WAIT_MS`; null when none is. */
function registeredHandler(): Promise<ConfirmIdentityHandler | null> {
  if (handler) return Promise.resolve(handler);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve(handler);
    };
    const timer = setTimeout(done, HANDLER_WAIT_MS);
    waiting.add(done);
  });
}

export const needsConfirmation = (error: unknown) => error instanceof ApiError && error.code === CONFIRM_REQUIRED;

/** Runs the call; when the server asks for a confirmation, asks the fan and runs it once more (a cancel keeps the refusal). */
export async function withConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!needsConfirmation(error)) throw error;
    const ask = await registeredHandler();
    if (!ask) throw error;
    asking ??= ask().finally(() => {
      asking = null;
    });
    if (!(await asking)) throw error;
  }
  return call();
}
