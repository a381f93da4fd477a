/** /feed: what the fans one follows did, newest first, older pages on request (ARCHITECTURE 9.2). */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useFeed, useFollowing } from '../../api/profiles';
import { PageMeta } from '../../components/PageMeta';
import { Button } from '../../components/FormControls';
import { Spinner } from '../../components/States';
import { UserAvatar } from '../../components/UserAvatar';
import { profilesNamespace } from '../../i18n/messages/en/profiles';
import { ActivityList } from './ActivityList';
import './profiles.css';

export function FeedPage() {
  const { t } = useTranslation(profilesNamespace);
  const feed = useFeed();
  const items = feed.data?.pages.flat() ?? [];
  return (
    <div className="page narrow feed-page">
      <PageMeta title={t('feed.metaTitle')} description={t('feed.description')} path="/feed" />
      <h1 className="page-title">{t('feed.title')}</h1>
      <p className="page-description">{t('feed.description')}</p>
      <FollowingStrip />
      {feed.isPending ? (
        <Spinner />
      ) : feed.isError ? (
        <p className="message message--error" role="alert">
          {t('feed.error')}
        </p>
      ) : items.length === 0 ? (
        <p className="message">{t('feed.empty')}</p>
      ) : (
        <ActivityList items={items} showActor />
      )}
      {feed.isFetchingNextPage ? (
        <Spinner label={t('feed.loadingMore')} />
      ) : (
        feed.hasNextPage && <Button onClick={() => void feed.fetchNextPage()}>{t('feed.more')}</Button>
      )}
    </div>
  );
}

/** The fans one follows, each a link to their profile. */
function FollowingStrip() {
  const { t } = useTranslation(profilesNamespace);
  const following = useFollowing();
  if (!following.data?.length) return null;
  return (
    <nav aria-label={t('feed.following')} className="following-strip">
      <ul>
        {following.data.map((fan) => (
          <li key={fan.username}>
            <Link to={`/profile/${encodeURIComponent(fan.username)}`}>
              <UserAvatar src={fan.avatar} size={32} />
              <span>{fan.username}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
