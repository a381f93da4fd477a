/**
 * What only a session's header has, in one lazy chunk (the public first load carries just its import): the
 * notification bell, the redirect when the session expires, and the "Confirm it's you" dialog (decision 0043).
 */
import { SessionExpiryRedirect } from '../../api/session-hooks';
import { ConfirmIdentityHost } from '../../components/ConfirmIdentityDialog';
import NotificationBell from '../../features/notifications/NotificationBell';

export default function SignedInHeader() {
  return (
    <>
      <NotificationBell />
      <SessionExpiryRedirect />
      <ConfirmIdentityHost />
    </>
  );
}
