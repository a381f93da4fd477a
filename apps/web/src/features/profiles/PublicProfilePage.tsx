/**
 * /profile/{username} of another fan (ARCHITECTURE 9.2): a public profile, rendered by the server for nobody (never
 * kept in the page cache: a profile made private is gone at the next request) with its share card; in the browser
 * it is read again as the signed-in viewer, whose blocks apply and who can follow or block. A private, blocked or
 * unknown profile is the spec's "Private Profile" notice (`privateNotice`) with a 404.
 */
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PublicProfile } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { memberApi } from '../../api/member-paths';
import { ApiError } from '../../api/request';
import { useErrorText } from '../../api/error-text';
import { ReportButton } from '../../components/ReportButton';
import { useAnonymousProfile, useBlock, useFollow, useUnfollow, useViewerProfile } from '../../api/profiles';
import { useResponseStatus, useUserContentRender } from '../../app/response-status';
import { Button } from '../../components/FormControls';
import { PageMeta } from '../../components/PageMeta';
import { ShowCard } from '../../components/ShowCard';
import { ErrorPage, Spinner } from '../../components/States';
import { UserAvatar } from '../../components/UserAvatar';
import { localeOf } from '../../i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { formatDate, SHARE_IMAGE_SIZE } from '../../lib/show';
import { useAuthStore } from '../../stores/auth';
import { useLanguage } from '../../stores/general';
import { profilesNamespace } from '../../i18n/messages/en/profiles';
import { ActivityList } from './ActivityList';
import './profiles.css';

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

export interface PublicProfileParts {
  /** the spec's "Private Profile" notice (features/profile), shown for private, blocked and unknown profiles alike */
  privateNotice: ReactNode;
  /** the fan's reviews (the reviews feature's list, composed by app/screens/ProfileScreen) */
  reviews?: (profile: PublicProfile) => ReactNode;
}

export function PublicProfilePage({ privateNotice, reviews }: PublicProfileParts) {
  const username = useParams().id ?? '';
  const hydrated = useHydrated();
  const signedIn = useAuthStore((s) => s.user?.username ?? null);
  const viewer = hydrated ? signedIn : null;
  const anonymous = useAnonymousProfile(username);
  const asViewer = useViewerProfile(username, viewer);
  const query = viewer ? asViewer : anonymous;
  useUserContentRender({ clientShell: false });
  useResponseStatus(anonymous.isError ? (isNotFound(anonymous.error) ? 404 : 500) : null);
  if (query.isPending) return <Spinner />;
  if (isNotFound(query.error)) return privateNotice;
  if (!query.data) return <ErrorPage message={query.error?.message ?? ''} />;
  return <ProfileView profile={query.data} viewer={viewer} reviews={reviews?.(query.data)} />;
}

function ProfileView({ profile, viewer, reviews }: { profile: PublicProfile; viewer: string | null; reviews: ReactNode }) {
  const { t } = useTranslation(profilesNamespace);
  const language = useLanguage();
  const number = new Intl.NumberFormat(localeOf(language));
  const path = `/profile/${encodeURIComponent(profile.username)}`;
  const stats = ['completed', 'watching', 'planToWatch', 'rated', 'episodesWatched'] as const;
  return (
    <div className="page narrow public-profile">
      <PageMeta
        title={t('page.metaTitle', { username: profile.username })}
        description={t('page.metaDescription', {
          username: profile.username,
          completed: profile.stats.completed,
          watching: profile.stats.watching,
        })}
        path={path}
        type="profile"
        image={memberApi('profileShareImage', { username: profile.username }).url}
        imageSize={SHARE_IMAGE_SIZE}
      />
      <header className="public-profile__head">
        <UserAvatar src={profile.avatar} size={72} className="public-profile__avatar" />
        <div className="public-profile__who">
          <h1 className="page-title">{profile.username}</h1>
          <p className="public-profile__since">{t('page.since', { date: formatDate(profile.since, language) })}</p>
          <p className="public-profile__follows">
            <span>
              <strong>{number.format(profile.followers)}</strong> {t('page.followers')}
            </span>
            <span>
              <strong>{number.format(profile.following)}</strong> {t('page.following')}
            </span>
          </p>
        </div>
        {viewer && profile.viewer && <Relations profile={profile} />}
        <ReportButton target={{ kind: 'profile', id: profile.username }} author={profile.username} />
      </header>
      <section aria-labelledby="profile-stats">
        <h2 id="profile-stats" className="sr-only">
          {t('page.stats.label')}
        </h2>
        <dl className="public-profile__stats">
          {stats.map((key) => (
            <div key={key} className="public-profile__stat">
              <dt>{t(`page.stats.${key}`)}</dt>
              <dd>{number.format(profile.stats[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="profile-favourites">
        <h2 id="profile-favourites">{t('page.favourites')}</h2>
        {profile.favourites.length ? (
          <ul className="grid public-profile__favourites">
            {profile.favourites.map((show) => (
              <li key={show.id}>
                <ShowCard show={show} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="message">{t('page.noFavourites')}</p>
        )}
      </section>
      <section aria-labelledby="profile-lists">
        <h2 id="profile-lists">{t('page.lists')}</h2>
        {profile.lists.length ? (
          <ul className="public-profile__lists">
            {profile.lists.map((list) => (
              <li key={list.id}>
                <Link to={`/lists/${list.id}`}>{list.name}</Link> · {t('page.listItems', { count: list.itemCount })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="message">{t('page.noLists')}</p>
        )}
      </section>
      {reviews && (
        <section aria-labelledby="profile-reviews">
          <h2 id="profile-reviews">{t('page.reviews')}</h2>
          {reviews}
        </section>
      )}
      <section aria-labelledby="profile-recent">
        <h2 id="profile-recent">{t('page.recent')}</h2>
        {profile.recent.length ? (
          <ActivityList items={profile.recent} showActor={false} />
        ) : (
          <p className="message">{t('page.noRecent')}</p>
        )}
      </section>
    </div>
  );
}

/** Follow or unfollow, and block (after a confirmation): a signed-in visitor's own relation with this fan. */
function Relations({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(profilesNamespace);
  const errorText = useErrorText();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const block = useBlock();
  const [confirming, setConfirming] = useState(false);
  const follows = profile.viewer?.follows ?? false;
  const busy = follow.isPending || unfollow.isPending || block.isPending;
  const error = follow.error ?? unfollow.error ?? block.error;
  return (
    <div className="public-profile__actions" role="group" aria-label={t('page.actions')}>
      <Button
        variant={follows ? 'secondary' : 'primary'}
        aria-pressed={follows}
        disabled={busy}
        onClick={() => (follows ? unfollow : follow).mutate(profile.username)}
        data-testid="follow"
      >
        {follows ? t('page.unfollow') : t('page.follow')}
      </Button>
      {confirming ? (
        <div className="public-profile__confirm" role="alertdialog" aria-labelledby="block-confirm">
          <p id="block-confirm">{t('page.blockConfirm', { username: profile.username })}</p>
          <Button variant="primary" disabled={busy} onClick={() => block.mutate(profile.username)} autoFocus>
            {t('page.block')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('page.block')}
        </Button>
      )}
      {error && (
        <p className="message message--error" role="alert">
          {errorText.message(error)}
        </p>
      )}
    </div>
  );
}
