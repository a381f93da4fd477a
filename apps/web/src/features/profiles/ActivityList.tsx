/** Activities (the feed's items, a profile's recent activity) as a list: who did what to which show or list, when. */
import { Link } from 'react-router';
import type { FeedItem } from '@klama/contract';
import { RichText, useTranslation } from '../../i18n/react';
import { detailsPath } from '../../lib/routes';
import { displayTitle, formatDate } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { UserAvatar } from '../../components/UserAvatar';
import { profilesNamespace } from '../../i18n/messages/en/profiles';

export function ActivityList({ items, showActor }: { items: readonly FeedItem[]; showActor: boolean }) {
  return (
    <ol className="activity-list">
      {items.map((item) => (
        <li key={item.id} className="activity" data-kind={item.kind}>
          {showActor && <UserAvatar src={item.actor.avatar} size={36} className="activity__avatar" />}
          <ActivityText item={item} showActor={showActor} />
        </li>
      ))}
    </ol>
  );
}

function ActivityText({ item, showActor }: { item: FeedItem; showActor: boolean }) {
  const { t } = useTranslation(profilesNamespace);
  const language = useLanguage();
  const title = item.show ? displayTitle(item.show, language) : (item.list?.name ?? '');
  const to = item.show ? detailsPath(item.show.id) : `/lists/${item.list?.id ?? ''}`;
  const link = () => <Link to={to}>{title}</Link>;
  return (
    <p className="activity__text">
      {showActor && (
        <>
          <Link to={`/profile/${encodeURIComponent(item.actor.username)}`} className="activity__actor">
            {item.actor.username}
          </Link>{' '}
        </>
      )}
      <RichText text={t(`activity.${item.kind}`, { title, rating: item.rating ?? '' })} parts={{ show: link, list: link }} />
      <time className="activity__time" dateTime={item.at}>
        {formatDate(item.at.slice(0, 10), language)}
      </time>
    </p>
  );
}
