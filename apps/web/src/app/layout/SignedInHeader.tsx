/**
 * What only a session's header has, in one lazy chunk (the public first load carries just its import): the
 * notification bell, the redirect when the session expires, the "Confirm it's you" dialog (decision 0043) and the
 * offline diary's queue and notice (decision 0052).
 */
import { SessionExpiryRedirect } from '../../api/session-hooks';
import { ConfirmIdentityHost } from '../../components/ConfirmIdentityDialog';
import NotificationBell from '../../features/notifications/NotificationBell';
import OfflineDiarySync from '../../features/diary/OfflineDiarySync';

export default function SignedInHeader() {
  return (
    <>
      <NotificationBell />
      <SessionExpiryRedirect />
      <ConfirmIdentityHost />
      <OfflineDiarySync />
    </>
  );
}
