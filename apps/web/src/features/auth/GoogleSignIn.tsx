/** The Google button: shown only when the server has a Google client id (GET auth/config). */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthConfig } from '../../api/account';
import { isSignupPending, isTwoFactorRequired, useGoogleSignIn } from '../../api/auth';
import { loadGoogleIdentity } from './google';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { authNamespace } from '../../i18n/messages/en/auth';

/** `onError(null)` clears the message; the error itself is shown by the screen, in its language. */
type Props = { onError: (error: unknown) => void; onSignedIn: () => void; onChallenge: (challenge: string) => void };

export function GoogleSignIn(props: Props) {
  const config = useAuthConfig();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} {...props} />;
}

function GoogleButton({ clientId, onError, onSignedIn, onChallenge }: Props & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { t } = useTranslation(authNamespace);
  // Google writes its button's words itself, in the language it is given
  const locale = localeOf(useLanguage());
  const { mutateAsync: signInWithGoogle } = useGoogleSignIn();
  // the GIS callback outlives renders: read the latest handlers through a ref
  const origin: unknown = useLocation().state;
  const handlers = useRef({ onError, onSignedIn, onChallenge, origin });
  useEffect(() => {
    handlers.current = { onError, onSignedIn, onChallenge, origin };
  });

  useEffect(() => {
    let cancelled = false;
    const onCredential = async ({ credential }: { credential: string }) => {
      handlers.current.onError(null);
      try {
        // a new Google user picks a username first (spec §4)
        // the origin goes along: the new account lands there once named
        const answer = await signInWithGoogle(credential);
        if (isSignupPending(answer)) navigate('/complete-profile', { state: handlers.current.origin });
        else if (isTwoFactorRequired(answer)) handlers.current.onChallenge(answer.challenge);
        else handlers.current.onSignedIn();
      } catch (error) {
        handlers.current.onError(error);
      }
    };
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({ client_id: clientId, callback: (response) => void onCredential(response), ux_mode: 'popup' });
        container.current.replaceChildren(); // a new language draws the button afresh
        google.renderButton(container.current, {
          theme: 'filled_black',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: 300,
          locale,
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) handlers.current.onError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, locale, navigate, signInWithGoogle]);

  return (
    <>
      <div className="auth-divider">{t('google.or')}</div>
      <div className="google-button" ref={container} data-testid="google-signin" />
    </>
  );
}
