/**
 * Like, bookmark and watched on the details page (spec §4): the flag flips at once, the server is called,
 * and on failure it flips back with a visible message. Anonymous visitors see all false; a click asks them to log in.
 * The marks are read from the show's entry, the same cache entry as the diary panel's, so both always agree; taking
 * a show off Watched when that would erase progress or dates asks first.
 */
import { useState, type ReactNode } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { USER_SHOW_STATUSES, type MarkStatus } from '@klama/contract';
import { noMarks, useShowEntry } from '../api/account';
import { clearsProgress, markMutationKey, useToggleMark } from '../api/marks';
import { usePendingFields } from '../api/offline-diary-state';
import { diaryNamespace } from '../i18n/messages/en/diary';
import { ConfirmDialog } from './ConfirmDialog';
import { useAuthStore } from '../stores/auth';
import { useHydrated } from '../lib/use-hydrated';
import { useErrorText } from '../api/error-text';

const svg = (path: ReactNode) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

/** Each mark's icon; its words are the `actions.<mark>` messages (label, active label, name in an error). */
const ICONS: Record<MarkStatus, ReactNode> = {
  liked: svg(
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />,
  ),
  bookmarked: svg(<path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />),
  watched: svg(
    <>
      <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z" />
      <circle cx="12" cy="12" r="3" />
    </>,
  ),
};

export function MarkButtons({ showId }: { showId: number }) {
  const { t } = useTranslation();
  const { t: tDiary } = useTranslation(diaryNamespace);
  const errorText = useErrorText().message;
  const navigate = useNavigate();
  const location = useLocation();
  const username = useAuthStore((s) => s.user?.username ?? null);
  const entry = useShowEntry(showId).data;
  const marks = entry ?? noMarks(showId);
  const [confirming, setConfirming] = useState(false);
  const toggle = useToggleMark(showId);
  // Watched is the diary's status: a status kept on the device until it can be sent says so (decision 0052)
  const watchedWaiting = usePendingFields(showId, username).has('status');
  const pending = useMutationState({
    filters: { mutationKey: markMutationKey(showId), status: 'pending' },
    select: (mutation) => mutation.state.variables as MarkStatus,
  });
  // a session that ended on the way sends the visitor to login instead of showing an error here
  const failure = toggle.error && toggle.error.name !== 'SessionExpiredError' ? toggle.error : null;
  const error = failure && t('actions.error', { mark: t(`actions.${toggle.variables!}.name`), message: errorText(failure) });

  const hydrated = useHydrated();
  const onClick = (mark: MarkStatus) => {
    if (!username) {
      navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
      return;
    }
    if (mark === 'watched' && marks.watched && clearsProgress(entry)) setConfirming(true);
    else toggle.mutate(mark);
  };

  return (
    <div className="show-actions">
      <div className="show-actions__buttons" role="group" aria-label={t('actions.group')}>
        {USER_SHOW_STATUSES.map((mark) => {
          const on = marks[mark];
          return (
            <button
              key={mark}
              type="button"
              className={`show-action${on ? ' is-on' : ''}`}
              aria-pressed={on}
              aria-busy={pending.includes(mark) || undefined}
              aria-describedby={mark === 'watched' && watchedWaiting ? 'watched-pending' : undefined}
              // a server-rendered button does nothing until the page has hydrated: it says so instead of losing the click
              disabled={!hydrated || pending.includes(mark)}
              title={username ? undefined : t('actions.loginHint')}
              onClick={() => onClick(mark)}
              data-mark={mark}
            >
              {ICONS[mark]}
              <span>{t(on ? `actions.${mark}.active` : `actions.${mark}.label`)}</span>
            </button>
          );
        })}
      </div>
      {watchedWaiting && (
        <p className="show-actions__pending" id="watched-pending">
          {tDiary('offline.watchedPending')}
        </p>
      )}
      {error && (
        <p className="show-actions__error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('actions.clearProgress.title')}
        body={t('actions.clearProgress.body', { watched: entry?.episodesWatched ?? 0, total: entry?.totalEpisodes ?? '?' })}
        keepLabel={t('actions.clearProgress.keep')}
        confirmLabel={t('actions.clearProgress.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          toggle.mutate('watched');
        }}
      />
    </div>
  );
}
