import { SettingsPage } from '../../features/settings/SettingsPage';
import { TransferSection } from '../../features/diary-transfer/TransferSection';
import { CalendarFeedSection } from '../../features/calendar/CalendarFeedSection';
import { ProfileVisibilitySection } from '../../features/profiles/ProfileVisibilitySection';
import { BlockedFansSection } from '../../features/profiles/BlockedFansSection';
import { NotificationSettingsSection } from '../../features/notifications/NotificationSettingsSection';

/** Settings with the sections the diary-transfer, calendar, profiles and notifications features own. */
export function SettingsScreen() {
  return (
    <SettingsPage
      publicProfile={<ProfileVisibilitySection />}
      blockedFans={<BlockedFansSection />}
      diaryTransfer={<TransferSection />}
      calendarFeed={<CalendarFeedSection />}
      notifications={<NotificationSettingsSection />}
    />
  );
}
