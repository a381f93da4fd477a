import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../i18n/react';
import { CloseIcon } from './icons';
import { useReturnFocus } from './use-return-focus';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  description?: string;
};

/**
 * Radix dialog with our chrome: focus trap, Escape/outside closing and scroll lock come from Radix; once closed,
 * focus is back on the control that opened it.
 */
export function Modal({ open, onOpenChange, title, children, className = '', hideTitle = false, description }: Props) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className={`modal ${className}`} onCloseAutoFocus={returnFocus}>
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
