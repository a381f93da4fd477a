/**
 * The header's bell (ARCHITECTURE 9.3): a link to the notification centre with the unread count. Only a signed-in
 * fan's header loads it (lazily: the public first bundle carries only the import; the default export spares it a
 * mapping). Its count comes from a module of its own (api/notification-count.ts), so the chunk needs little else.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useUnreadCount } from '../../api/notification-count';
import { BellIcon } from '../../components/icons/BellIcon';
import { notificationsNamespace } from '../../i18n/messages/en/notifications';
import './notifications.css';

/** More than this shows as "99+". */
const MAX_SHOWN = 99;

export default function NotificationBell() {
  const { t } = useTranslation(notificationsNamespace);
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Link
      to="/notifications"
      className="notification-bell"
      aria-label={unread ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
      data-testid="notification-bell"
    >
      <BellIcon width={20} height={20} />
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      )}
    </Link>
  );
}
