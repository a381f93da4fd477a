import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-props';
import { useReturnFocus } from './use-return-focus';

export type { ModalProps } from './modal-props';

// the dialog library (about 10 kB) comes with the first dialog opened, not with every page that could open one
const ModalDialog = lazy(() => import('./ModalDialog'));

/**
 * A dialog with our chrome: focus trap, Escape/outside closing and scroll lock come from Radix; once closed, focus
 * is back on the control that opened it. Nothing is rendered, or loaded, until it first opens.
 */
export function Modal(props: ModalProps) {
  const returnFocus = useReturnFocus(props.open);
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} onCloseAutoFocus={returnFocus} />
    </Suspense>
  );
}
