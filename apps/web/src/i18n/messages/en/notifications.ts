import { namespace } from '../../namespace';
/** Notification settings, the header's bell and the notification centre (ARCHITECTURE 9.3). */
export const notifications = {
  settings: {
    heading: 'Notifications',
    intro: 'New episodes of the dramas you are watching or plan to watch.',
    timeZone: 'Time zone',
    timeZoneHelp: 'Episodes are announced at 9:00 on their air date in this time zone.',
    channels: 'Tell me about new episodes',
    inApp: 'In the app (the bell)',
    push: 'By push notification',
    email: 'By email',
    emailHelp: 'Mail goes to your confirmed address; each one has a link to unsubscribe.',
    digestHelp: 'At 8:00 in your time zone: each day, or on Mondays for the week. Nothing is sent when there are no episodes.',
    lead: 'When',
    leadAtAirTime: 'At air time',
    leadHours_one: '{{count}} hour before',
    leadHours_other: '{{count}} hours before',
    digest: 'Digest by email',
    digestOff: 'Off',
    digestDaily: 'Daily',
    digestWeekly: 'Weekly',
    save: 'Save notification settings',
    saving: 'Saving…',
    saved: 'Saved',
  },
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications, {{count}} unread',
    labelUnread_other: 'Notifications, {{count}} unread',
  },
  centre: {
    metaTitle: 'Notifications | K-lama',
    title: 'Notifications',
    description: 'New episodes of the dramas you are watching or plan to watch.',
    empty: 'No notifications yet. Mark a drama as watching or plan to watch, and its new episodes appear here.',
    error: 'The notifications could not be loaded.',
    newEpisode: '{{show}}: season {{season}}, episode {{episode}} airs {{date}}',
    episodeName: '“{{name}}”',
    unread: 'Unread',
    markRead: 'Mark read',
    markAllRead: 'Mark all as read',
    more: 'Older notifications',
    loadingMore: 'Loading older notifications…',
    settingsLink: 'Notification settings',
  },
};

export const notificationsNamespace = namespace('notifications', notifications);
