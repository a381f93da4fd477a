/**
 * The step-up before a sensitive change (decision 0043): the server refuses changing the email, setting two-step
 * sign-in up, adding a passkey and ending sessions with 403 `auth.confirmRequired` unless the fan confirmed it is
 * them on this session in the last minutes. Every account call goes through `withConfirmation` (session.ts): on
 * that code it asks the fan (the "Confirm it's you" dialog the app registers with `setConfirmIdentityHandler`),
 * then makes the call once more. One mechanism for every such change; concurrent refusals share one dialog.
 */
import { ApiError } from './http';

export const CONFIRM_REQUIRED = 'auth.confirmRequired';

/** Resolves true once the server has confirmed this session, false when the fan cancelled. */
export type ConfirmIdentityHandler = () => Promise<boolean>;

let handler: ConfirmIdentityHandler | null = null;
let asking: Promise<boolean> | null = null;

/** The app's dialog; the returned function unregisters it. */
export function setConfirmIdentityHandler(next: ConfirmIdentityHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export const needsConfirmation = (error: unknown) => error instanceof ApiError && error.code === CONFIRM_REQUIRED;

/** Runs the call; when the server asks for a confirmation, asks the fan and runs it once more (a cancel keeps the refusal). */
export async function withConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!needsConfirmation(error) || !handler) throw error;
    asking ??= handler().finally(() => {
      asking = null;
    });
    if (!(await asking)) throw error;
  }
  return call();
}
