import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../i18n/react';
import { CloseIcon } from './icons/CloseIcon';
import type { ModalProps } from './modal-props';

/** The dialog itself (Radix: focus trap, Escape and outside closing, scroll lock) with our chrome; see Modal. */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  children,
  className = '',
  hideTitle = false,
  description,
  onCloseAutoFocus,
}: ModalProps & { onCloseAutoFocus: (event: Event) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className={`modal ${className}`} onCloseAutoFocus={onCloseAutoFocus}>
          <div className="modal__head">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'modal__title'}>{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('states.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description ?? title}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
