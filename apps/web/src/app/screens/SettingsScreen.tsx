import { SettingsPage } from '../../features/settings/SettingsPage';
import { TransferSection } from '../../features/diary-transfer/TransferSection';
import { CalendarFeedSection } from '../../features/calendar/CalendarFeedSection';

/** Settings with the sections the diary-transfer and calendar features own. */
export function SettingsScreen() {
  return <SettingsPage diaryTransfer={<TransferSection />} calendarFeed={<CalendarFeedSection />} />;
}
