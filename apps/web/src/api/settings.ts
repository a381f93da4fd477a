/** The settings screen's saves (spec §2, §5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addressInLanguage,
  languageOfPath,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type OwnerConfirmationBody,
  type UpdateMeBody,
  type UserProfile,
} from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { paths } from './paths';
import { memberApi } from './member-paths';
import { request } from './request';
import { useMailLanguage } from './sessions';
import { passkeyConfirmation } from './passkeys';
import { forgetDiaryQueue } from './offline-diary-forget';

/** The new email shows at once (session and cached profile) and goes back to the old one if the server refuses it. */
export function useUpdateEmail() {
  const client = useQueryClient();
  const language = useMailLanguage();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => request(paths.user.me(), { method: 'PATCH', body: { ...body, language }, auth: 'required' }),
    onMutate: async ({ email }) => {
      const { user, setUser } = useAuthStore.getState();
      if (!user) return undefined;
      const key = accountKeys.me(user.username);
      await client.cancelQueries({ queryKey: key });
      const previous = { user, me: client.getQueryData<UserProfile>(key) };
      setUser({ ...user, email });
      client.setQueryData<UserProfile>(key, (me) => ({ ...(me ?? user), email }));
      return previous;
    },
    onError: (_error, _body, previous) => {
      if (!previous) return;
      useAuthStore.getState().setUser(previous.user);
      client.setQueryData(accountKeys.me(previous.user.username), previous.me);
    },
    onSuccess: (updated) => {
      useAuthStore.getState().setUser(updated);
      client.setQueryData(accountKeys.me(updated.username), updated);
    },
    onSettled: (_data, _error, _body, previous) => {
      if (previous) void client.invalidateQueries({ queryKey: accountKeys.me(previous.user.username) });
    },
  });
}

/** Nothing on screen shows the password, so there is nothing to update ahead of the server's answer. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => request(paths.auth.changePassword(), { method: 'POST', body, auth: 'required' }),
  });

/**
 * Deletes the account (the password or a Google credential confirms it). The server has then ended every session and
 * cleared the refresh cookie; this browser forgets the stored session and loads /account-deleted afresh (nothing of
 * the account stays in memory). Signing out in place would first send the Settings screen to the sign-in page.
 */
export const useDeleteAccount = () =>
  useMutation({
    /** `'passkey'`: the browser's passkey prompt answers the server's challenge first (passkeys.ts) */
    mutationFn: async (confirmation: DeleteAccountBody | 'passkey') => {
      const body = confirmation === 'passkey' ? await passkeyConfirmation() : confirmation;
      const username = useAuthStore.getState().user?.username;
      await request(memberApi('deleteMe'), { method: 'DELETE', body, auth: 'required' });
      if (username) await forgetDiaryQueue(username);
    },
    onSuccess: () => {
      useAuthStore.persist.clearStorage();
      // in the page's language (a Korean page's is /ko/account-deleted)
      window.location.replace(addressInLanguage(languageOfPath(window.location.pathname), '/account-deleted'));
    },
  });

/**
 * The step-up (decision 0043): the owner confirms it is them on this session (`POST user/me/confirm`), after which
 * the server allows the email, passkeys, two-step sign-in and ending sessions for a few minutes. The "Confirm it's
 * you" dialog (components/ConfirmIdentityDialog.tsx) sends it; step-up.ts then retries the refused call.
 */
export const useConfirmIdentity = () =>
  useMutation({
    mutationFn: async (confirmation: OwnerConfirmationBody | 'passkey') => {
      const body = confirmation === 'passkey' ? await passkeyConfirmation('confirmMePasskeyOptions') : confirmation;
      return request(memberApi('confirmMe'), { method: 'POST', body, auth: 'required' });
    },
  });
