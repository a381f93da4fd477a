/**
 * "Waiting to sync" beside a diary control whose change is kept on the device until the server can be reached
 * (decision 0052): words and an icon, not a colour alone, tied to the control by its id (`aria-describedby`).
 */
import { useTranslation } from '../../i18n/react';
import { diaryNamespace } from '../../i18n/messages/en/diary';

export function PendingNote({ id }: { id: string }) {
  const { t } = useTranslation(diaryNamespace);
  return (
    <span className="pending-note" id={id}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      {t('offline.pending')}
    </span>
  );
}
