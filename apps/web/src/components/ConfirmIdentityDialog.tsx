/**
 * "Confirm it's you" (decision 0043): the one dialog every sensitive change goes through. The server refused the
 * change with `auth.confirmRequired`; step-up.ts asked this host (mounted by the header while there is a session),
 * which opens the dialog; the fan proves it is them (the password, a passkey when the account has one, or Google
 * as deletion does: `OwnerProofForm`) and the refused call is made once more. Cancelling (the button, Escape or
 * outside) leaves the refusal to the screen that asked. Focus moves in, is trapped and goes back (Modal).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { stepUpNamespace } from '../i18n/messages/en/step-up';
import { useMe } from '../api/account';
import { ceremonyOutcome } from '../api/passkeys';
import { useErrorText } from '../api/error-text';
import { useConfirmIdentity } from '../api/settings';
import { setConfirmIdentityHandler } from '../api/step-up';
import { useAuthStore } from '../stores/auth';
import { Modal } from './Modal';
import { OwnerProofForm } from './OwnerProof';

/** Registers the dialog as the app's way to confirm (`withConfirmation`); renders it while a call waits for it. */
export function ConfirmIdentityHost() {
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => setConfirmIdentityHandler(() => new Promise<boolean>((resolve) => setWaiting(() => resolve))), []);
  const settle = (confirmed: boolean) => {
    waiting?.(confirmed);
    setWaiting(null);
  };
  return <ConfirmIdentityDialog open={waiting !== null} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />;
}

export function ConfirmIdentityDialog({ open, onConfirmed, onCancel }: { open: boolean; onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation(stepUpNamespace);
  const errorText = useErrorText();
  const username = useAuthStore((s) => s.user?.username ?? null);
  const confirmWith = useMe(username).data?.confirmWith;
  const confirm = useConfirmIdentity();
  const cancel = () => {
    if (confirm.isPending) return;
    confirm.reset();
    onCancel();
  };
  const outcome = ceremonyOutcome(confirm.error);
  const problem =
    outcome === 'aborted' ? null : outcome === 'cancelled' ? t('passkeyCancelled') : confirm.error && errorText.message(confirm.error);
  return (
    <Modal open={open} onOpenChange={(next) => !next && cancel()} title={t('title')} description={t('lead')} className="confirm-identity">
      <p className="confirm-identity__lead">{t('lead')}</p>
      {confirmWith && (
        <OwnerProofForm
          confirmWith={confirmWith}
          t={(key) => t(key)}
          busyText={t('confirming')}
          busy={confirm.isPending}
          pending={confirm.variables}
          problem={problem || null}
          onProof={(proof) =>
            confirm.mutate(proof, {
              onSuccess: () => {
                confirm.reset();
                onConfirmed();
              },
            })
          }
          onCancel={cancel}
        />
      )}
    </Modal>
  );
}
