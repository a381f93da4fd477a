/**
 * "Report" on a review, a public list, a comment or a profile (decision 0046), for a signed-in fan who is not its
 * author. The dialog (and the dialog library) load when it is first opened, or when the pointer comes near: nothing
 * of it is in a page's first load.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { reportsNamespace } from '../i18n/messages/en/reports';
import { useAuthStore } from '../stores/auth';
import { useHydrated } from '../lib/use-hydrated';
import { Button } from './FormControls';
import type { ReportTarget } from './ReportDialog';

const ReportDialog = lazy(() => import('./ReportDialog'));

export function ReportButton({ target, author }: { target: ReportTarget; author: string }) {
  const { t } = useTranslation(reportsNamespace);
  const hydrated = useHydrated();
  const me = useAuthStore((s) => s.user?.username.toLowerCase() ?? null);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  if (!hydrated || me === null || me === author.toLowerCase()) return null;
  return (
    <>
      <Button
        size="small"
        className="report-button"
        aria-label={t(`actionOf.${target.kind}`)}
        aria-haspopup="dialog"
        onPointerEnter={() => void import('./ReportDialog')}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('action')}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ReportDialog key={opening} target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
