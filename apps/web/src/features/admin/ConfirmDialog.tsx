/**
 * Asks before a destructive action (delete, hide, disable, revoke). The Radix dialog traps focus while open and
 * returns it to the control that opened it; Cancel has focus first, so Enter never confirms by accident.
 */
import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n/react';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button } from '../../components/FormControls';

type Props = {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** the control that opens the dialog */
  trigger: ReactNode;
};

export function ConfirmDialog({ title, body, confirmLabel, onConfirm, trigger }: Props) {
  const { t } = useTranslation(adminNamespace);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal admin-confirm"
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          <Dialog.Description className="admin-confirm__body">{body}</Dialog.Description>
          <div className="admin__actions">
            <Dialog.Close asChild>
              <Button ref={cancel}>{t('cancel')}</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button variant="primary" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
