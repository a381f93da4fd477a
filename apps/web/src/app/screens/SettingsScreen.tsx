import { SettingsPage } from '../../features/settings/SettingsPage';
import { TransferSection } from '../../features/diary-transfer/TransferSection';
import { CalendarFeedSection } from '../../features/calendar/CalendarFeedSection';
import { ProfileVisibilitySection } from '../../features/profiles/ProfileVisibilitySection';

/** Settings with the sections the diary-transfer, calendar and profiles features own. */
export function SettingsScreen() {
  return (
    <SettingsPage publicProfile={<ProfileVisibilitySection />} diaryTransfer={<TransferSection />} calendarFeed={<CalendarFeedSection />} />
  );
}
