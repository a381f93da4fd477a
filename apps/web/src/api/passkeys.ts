/**
 * Passkeys (issue 25): the account's list, adding one, renaming and removing, and signing in with one (a button or
 * the browser's autofill prompt). The browser half of WebAuthn (@simplewebauthn/browser) is loaded only when a
 * ceremony starts, so no page carries it before then.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { OwnerConfirmationBody, Passkey, PasskeyRegisterBody, PasskeyLoginBody } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { useStartSession } from './auth';
import { memberApi } from './member-paths';
import { request } from './request';

export const passkeyKeys = {
  list: (username: string) => [...accountKeys.user(username), 'passkeys'] as const,
};

const webAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (false on the server and in old browsers). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the browser offers passkeys in a username field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await webAuthn()).browserSupportsWebAuthnAutofill();
}

/**
 * How a failed ceremony ended on the browser's side: `aborted` when another ceremony replaced it (nothing to say),
 * `cancelled` when the person closed the prompt or it timed out, `exists` when this authenticator already holds a
 * passkey of the account; null for any other error (an API error, shown as such).
 */
export function ceremonyOutcome(error: unknown): 'aborted' | 'cancelled' | 'exists' | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: string }).code;
  if (code === 'ERROR_CEREMONY_ABORTED' || error.name === 'AbortError') return 'aborted';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') return 'exists';
  if (error.name === 'NotAllowedError') return 'cancelled';
  return null;
}

export function usePasskeys() {
  const username = useAuthStore((s) => s.user?.username ?? null);
  return useQuery({
    queryKey: passkeyKeys.list(username ?? ''),
    queryFn: ({ signal }) => request(memberApi('passkeys'), { signal, auth: 'required' }),
    enabled: Boolean(username),
  });
}

/** After a passkey is added or removed: the list, and the profile's `confirmWith` (a passkey can confirm a deletion). */
function useListUpdate() {
  const client = useQueryClient();
  const username = useAuthStore((s) => s.user?.username ?? null);
  return () =>
    username
      ? Promise.all([
          client.invalidateQueries({ queryKey: passkeyKeys.list(username) }),
          client.invalidateQueries({ queryKey: accountKeys.me(username) }),
        ])
      : Promise.resolve();
}

/** The browser makes the passkey (its own prompt), then the server keeps it under the name given. */
export function useAddPasskey() {
  const refresh = useListUpdate();
  return useMutation({
    mutationFn: async (name: string): Promise<Passkey> => {
      const [options, { startRegistration }] = await Promise.all([
        request(memberApi('passkeyRegisterOptions'), { auth: 'required' }),
        webAuthn(),
      ]);
      const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
      const body: PasskeyRegisterBody = { response: response as PasskeyRegisterBody['response'], name };
      return request(memberApi('passkeyRegister'), { body, auth: 'required' });
    },
    onSettled: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useListUpdate();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      request(memberApi('renamePasskey', { id }), { body: { name }, auth: 'required' }),
    onSettled: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useListUpdate();
  return useMutation({
    mutationFn: (id: number) => request(memberApi('deletePasskey', { id }), { auth: 'required' }),
    onSettled: refresh,
  });
}

/**
 * Signs in with a discoverable passkey: `autofill` waits for the person to pick one in the username field's
 * suggestions (it may wait for the whole visit); otherwise the browser shows its passkey prompt at once.
 */
export function usePasskeySignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (mode: 'button' | 'autofill') => {
      const [options, { startAuthentication }] = await Promise.all([request(memberApi('passkeyLoginOptions')), webAuthn()]);
      const response = await startAuthentication({
        optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
        useBrowserAutofill: mode === 'autofill',
      });
      const body: PasskeyLoginBody = { response: response as PasskeyLoginBody['response'] };
      return request(memberApi('passkeyLogin'), { body });
    },
    onSuccess: startSession,
  });
}

/**
 * The owner's confirmation by one of the account's passkeys: the server's challenge for it (offering only the
 * account's own passkeys), answered by the browser's prompt; `DELETE user/me` (the deletion's challenge) or
 * `POST user/me/confirm` (the step-up's) takes the answer.
 */
export async function passkeyConfirmation(
  challenge: 'deleteMePasskeyOptions' | 'confirmMePasskeyOptions' = 'deleteMePasskeyOptions',
): Promise<OwnerConfirmationBody> {
  const [options, { startAuthentication }] = await Promise.all([request(memberApi(challenge), { auth: 'required' }), webAuthn()]);
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return { passkey: response as PasskeyLoginBody['response'] };
}

/** Ends a ceremony under way (the autofill one when the sign-in screen is left). */
export async function cancelCeremony() {
  if (passkeysSupported()) (await webAuthn()).WebAuthnAbortService.cancelCeremony();
}
