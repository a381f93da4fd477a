/**
 * Like, bookmark and watched on the details page (spec §4): the flag flips at once, the server is called,
 * and on failure it flips back with a visible message. Anonymous visitors see all false; a click asks them to log in.
 */
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { USER_SHOW_STATUSES, type UserShowState, type UserShowStatus } from '@klama/contract';
import { ACCOUNT_KEY, accountKeys, noMarks, useMarkStatus } from '../api/account-queries';
import { marksApi } from '../api/auth';
import { SessionExpiredError } from '../api/session';
import { useAuthStore } from '../stores/auth';
import './ShowActions.css';

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

const MARKS: Record<UserShowStatus, { label: string; activeLabel: string; icon: ReactNode }> = {
  liked: {
    label: 'Like',
    activeLabel: 'Liked',
    icon: svg(
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />,
    ),
  },
  bookmarked: { label: 'Bookmark', activeLabel: 'Bookmarked', icon: svg(<path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />) },
  watched: {
    label: 'Watched',
    activeLabel: 'Watched',
    icon: svg(
      <>
        <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z" />
        <circle cx="12" cy="12" r="3" />
      </>,
    ),
  },
};

export function ShowActions({ showId }: { showId: number }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const username = useAuthStore((s) => s.user?.username ?? null);
  const status = useMarkStatus(showId);
  const [pending, setPending] = useState<Partial<Record<UserShowStatus, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const marks = status.data ?? noMarks(showId);
  const key = accountKeys.status(username, showId);

  const toggle = async (mark: UserShowStatus) => {
    if (!username) {
      navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
      return;
    }
    setError(null);
    setPending((p) => ({ ...p, [mark]: true }));
    const flip = (state: UserShowState | undefined) => ({ ...(state ?? noMarks(showId)), [mark]: !(state ?? noMarks(showId))[mark] });
    // a status fetch still under way would overwrite the flip when it lands
    if (client.isFetching({ queryKey: key })) await client.cancelQueries({ queryKey: key });
    client.setQueryData<UserShowState>(key, flip);
    try {
      client.setQueryData<UserShowState>(key, await marksApi.toggle(mark, showId));
      // counts and the user's lists changed
      void client.invalidateQueries({ queryKey: [ACCOUNT_KEY, username] });
      void client.invalidateQueries({ queryKey: ['list', ACCOUNT_KEY, username] });
    } catch (failure) {
      client.setQueryData<UserShowState>(key, flip);
      if (!(failure instanceof SessionExpiredError))
        setError(
          `Could not update ${MARKS[mark].label.toLowerCase()}: ${failure instanceof Error ? failure.message : 'An unexpected error occurred'}`,
        );
    } finally {
      setPending((p) => ({ ...p, [mark]: false }));
    }
  };

  return (
    <div className="show-actions">
      <div className="show-actions__buttons" role="group" aria-label="Your lists">
        {USER_SHOW_STATUSES.map((mark) => {
          const on = marks[mark];
          const { label, activeLabel, icon } = MARKS[mark];
          return (
            <button
              key={mark}
              type="button"
              className={`show-action${on ? ' is-on' : ''}`}
              aria-pressed={on}
              aria-busy={pending[mark] || undefined}
              disabled={pending[mark]}
              title={username ? undefined : 'Log in to keep your lists'}
              onClick={() => void toggle(mark)}
              data-mark={mark}
            >
              {icon}
              <span>{on ? activeLabel : label}</span>
            </button>
          );
        })}
      </div>
      {error && (
        <p className="show-actions__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
