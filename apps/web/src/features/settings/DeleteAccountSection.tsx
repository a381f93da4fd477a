/**
 * Settings → Delete my account (issue 25 item 7): the diary's export first, then a dialog that warns and asks the
 * password again (or Google, for an account without one), or one of the account's passkeys when it has one (the
 * shared `OwnerProofForm`). Once the account is gone the browser is signed out and shown /account-deleted.
 */
import { useState } from 'react';
import { EXPORT_FORMATS, type Me } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { deletionNamespace } from '../../i18n/messages/en/deletion';
import { downloadExport } from '../../api/diary';
import { useDeleteAccount } from '../../api/settings';
import { ceremonyOutcome } from '../../api/passkeys';
import { useErrorText } from '../../api/error-text';
import { Modal } from '../../components/Modal';
import { Button } from '../../components/FormControls';
import { FormAlert } from '../../components/FormField';
import { OwnerProofForm } from '../../components/OwnerProof';
import './delete-account.css';

export function DeleteAccountSection({ confirmWith }: { confirmWith: Me['confirmWith'] | undefined }) {
  const { t } = useTranslation(deletionNamespace);
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [exportError, setExportError] = useState<Error | null>(null);
  return (
    <section className="settings-section delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <p>{t('exportFirst')}</p>
      <div className="delete-account__buttons">
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} onClick={() => downloadExport(format).catch((e: Error) => setExportError(e))}>
            {t('download', { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      {exportError && <FormAlert message={errorText.message(exportError)} />}
      <Button className="delete-account__open" onClick={() => setOpen(true)} disabled={!confirmWith}>
        {t('open')}
      </Button>
      {confirmWith && <DeleteAccountDialog open={open} onClose={() => setOpen(false)} confirmWith={confirmWith} />}
    </section>
  );
}

function DeleteAccountDialog({ open, onClose, confirmWith }: { open: boolean; onClose: () => void; confirmWith: Me['confirmWith'] }) {
  const { t } = useTranslation(deletionNamespace);
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const outcome = ceremonyOutcome(remove.error);
  const problem =
    outcome === 'aborted' ? null : outcome === 'cancelled' ? t('passkeyCancelled') : remove.error && errorText.message(remove.error);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('dialogTitle')}
      description={t('warning')}
      className="delete-account-dialog"
    >
      <p className="delete-account-dialog__warning">{t('warning')}</p>
      <OwnerProofForm
        confirmWith={confirmWith}
        t={(key) => t(key)}
        busyText={t('deleting')}
        busy={remove.isPending || remove.isSuccess}
        pending={remove.variables}
        problem={problem || null}
        onProof={(proof) => remove.mutate(proof)}
        onCancel={close}
      />
    </Modal>
  );
}
