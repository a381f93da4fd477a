/**
 * The offline diary's one place on every signed-in page (decision 0052; mounted with the signed-in header): it loads
 * the account's queued changes from the device, sends them when the browser is online (at once, when the connection
 * returns, and every half minute while some wait), says so while offline, and tells the fan about a queued change the
 * server refused.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RichText, useTranslation } from '../../i18n/react';
import { diaryNamespace } from '../../i18n/messages/en/diary';
import { dismissRefused, isOffline, useOfflineDiary, type RefusedChange } from '../../api/offline-diary-state';
import { useErrorText } from '../../api/error-text';
import { useAuthStore } from '../../stores/auth';
import { detailsPath } from '../../lib/routes';
import { Button } from '../../components/FormControls';
import { noticeStack } from '../../components/notice-stack';
import './offline-diary.css';

/** How often a queue that could not be sent is tried again while the browser says it is online. */
export const RETRY_MS = 30_000;

const NO_REFUSALS: RefusedChange[] = [];

export default function OfflineDiarySync() {
  const owner = useAuthStore((s) => s.user?.username ?? null);
  const client = useQueryClient();
  const offline = useOfflineDiary((s) => s.offline);
  const waiting = useOfflineDiary((s) => (s.owner === owner ? s.queue.length : 0));
  const refused = useOfflineDiary((s) => (s.owner === owner ? s.refused : NO_REFUSALS));
  const { t } = useTranslation(diaryNamespace);
  const errorText = useErrorText();

  useEffect(() => {
    if (!owner) return;
    let live = true;
    const send = () => {
      if (live && !isOffline()) void import('../../api/offline-diary-queue').then((queue) => queue.replayQueue(client, owner));
    };
    void import('../../api/offline-diary-queue')
      .then((queue) => queue.loadQueue(owner))
      .then((queue) => queue.length && send())
      .catch(() => undefined); // no IndexedDB (a private window may refuse it): changes are sent as before, never kept
    window.addEventListener('online', send);
    return () => {
      live = false;
      window.removeEventListener('online', send);
    };
  }, [owner, client]);

  useEffect(() => {
    if (!owner || !waiting || offline) return;
    const timer = setInterval(
      () => void import('../../api/offline-diary-queue').then((queue) => queue.replayQueue(client, owner)),
      RETRY_MS,
    );
    return () => clearInterval(timer);
  }, [owner, waiting, offline, client]);

  if (!owner || (!offline && !refused.length)) return null;
  // in the window's notice stack (on the page's body: the header that mounts this is a containing block, by its
  // backdrop filter, for fixed elements), with the installable app's notices
  return createPortal(
    <div className="offline-diary">
      {offline && (
        <p className="offline-diary__notice" role="status">
          {t('offline.notice')}
          {waiting > 0 && <> {waiting === 1 ? t('offline.waitingOne') : t('offline.waiting', { count: waiting })}</>}
        </p>
      )}
      {refused.map((refusal) => (
        <div className="offline-diary__refused" role="alert" key={refusal.id}>
          <p>
            <RichText
              text={t('offline.refused', { message: errorText.detailed(refusal.error) })}
              parts={{ show: (text) => <Link to={detailsPath(refusal.showId)}>{text}</Link> }}
            />
          </p>
          <Button onClick={() => dismissRefused(refusal.id)}>{t('offline.dismiss')}</Button>
        </div>
      ))}
    </div>,
    noticeStack(),
  );
}
