/** /notifications: the in-app notification centre, newest first, older pages on request, marked read (ARCHITECTURE 9.3). */
import { Link } from 'react-router';
import type { NotificationItem } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useMarkNotificationsRead, useNotifications, useUnreadCount } from '../../api/notifications';
import { PageMeta } from '../../components/PageMeta';
import { Button } from '../../components/FormControls';
import { Spinner } from '../../components/States';
import { displayTitle, formatDate } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { notificationsNamespace } from '../../i18n/messages/en/notifications';
import './notifications.css';

export function NotificationsPage() {
  const { t } = useTranslation(notificationsNamespace);
  const list = useNotifications();
  const unread = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page narrow notifications-page">
      <PageMeta title={t('centre.metaTitle')} description={t('centre.description')} path="/notifications" />
      <h1 className="page-title">{t('centre.title')}</h1>
      <p className="page-description">{t('centre.description')}</p>
      <div className="notifications-page__actions">
        <Button onClick={() => markRead.mutate({})} disabled={unread === 0 || markRead.isPending}>
          {t('centre.markAllRead')}
        </Button>
        <Link to="/settings#notifications-heading">{t('centre.settingsLink')}</Link>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="message message--error" role="alert">
          {t('centre.error')}
        </p>
      ) : items.length === 0 ? (
        <p className="message">{t('centre.empty')}</p>
      ) : (
        <ul className="notification-list">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onRead={() => markRead.mutate({ ids: [item.id] })} />
          ))}
        </ul>
      )}
      {list.isFetchingNextPage ? (
        <Spinner label={t('centre.loadingMore')} />
      ) : (
        list.hasNextPage && <Button onClick={() => void list.fetchNextPage()}>{t('centre.more')}</Button>
      )}
    </div>
  );
}

function NotificationRow({ item, onRead }: { item: NotificationItem; onRead: () => void }) {
  const { t } = useTranslation(notificationsNamespace);
  const language = useLanguage();
  const text =
    item.kind === 'test'
      ? t('centre.test')
      : t('centre.newEpisode', {
          show: displayTitle(item.show, language),
          season: item.season,
          episode: item.episode,
          date: formatDate(item.airDate, language),
        });
  return (
    <li className={`notification-item${item.read ? '' : ' notification-item--unread'}`} data-testid="notification-item">
      <div className="notification-item__text">
        {!item.read && <span className="notification-item__dot">{t('centre.unread')}</span>}
        <Link to={item.path} onClick={() => !item.read && onRead()}>
          {text}
        </Link>
        {item.kind === 'new_episode' && item.episodeName && (
          <span className="notification-item__name">{t('centre.episodeName', { name: item.episodeName })}</span>
        )}
      </div>
      {!item.read && (
        <Button size="small" onClick={onRead} aria-label={`${t('centre.markRead')}: ${text}`}>
          {t('centre.markRead')}
        </Button>
      )}
    </li>
  );
}
