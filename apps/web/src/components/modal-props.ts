import type { ReactNode } from 'react';

/** What a dialog takes (Modal, and the lazily loaded ModalDialog that renders it). */
export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  description?: string;
};
