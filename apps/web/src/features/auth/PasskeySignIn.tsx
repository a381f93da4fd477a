/**
 * Signing in with a passkey (issue 25): a button that opens the browser's passkey prompt, and, where the browser
 * offers it, the passkeys in the username field's autofill suggestions (conditional mediation: the field's
 * autocomplete ends in `webauthn`). The autofill request starts when the username field is first focused and waits for the rest
 * of the visit; the button replaces it while its own prompt is open and starts it again afterwards. Shown once the page is live and the browser can do WebAuthn.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../api/request';
import { autofillSupported, cancelCeremony, ceremonyOutcome, passkeysSupported, usePasskeySignIn } from '../../api/passkeys';
import { FormAlert } from '../../components/FormField';
import { Button } from '../../components/FormControls';
import { useHydrated } from '../../lib/use-hydrated';
import { authNamespace } from '../../i18n/messages/en/auth';
import './passkey.css';

/** `onError(null)` clears the message; the error itself is shown by the screen, in its language. */
type Props = { onError: (error: unknown) => void; onSignedIn: () => void };

export function PasskeySignIn(props: Props) {
  const hydrated = useHydrated();
  if (!hydrated || !passkeysSupported()) return null;
  return <PasskeyButton {...props} />;
}

function PasskeyButton({ onError, onSignedIn }: Props) {
  const { t } = useTranslation(authNamespace);
  const { mutateAsync: signIn } = usePasskeySignIn();
  const [pending, setPending] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  // the ceremonies outlive renders: read the latest handlers through a ref
  const handlers = useRef({ onError, onSignedIn });
  useEffect(() => {
    handlers.current = { onError, onSignedIn };
  });
  const autofill = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    autofill.current = () => {
      if (!live) return;
      signIn('autofill').then(
        () => handlers.current.onSignedIn(),
        (error: unknown) => {
          // only a refusal of a passkey the person picked is theirs to read (and the suggestions are offered again);
          // anything else failed before anyone acted (no options, a limit, a site address WebAuthn refuses): the
          // screen stays as it is, with its button
          if (!live || !(error instanceof ApiError && [400, 401, 403].includes(error.status))) return;
          handlers.current.onError(error);
          autofill.current();
        },
      );
    };
    // asked for when the visitor first focuses the username field (its suggestions are where it shows), not on
    // load: a page that is only looked at makes no request
    const start = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLInputElement) || !event.target.autocomplete.endsWith('webauthn')) return;
      document.removeEventListener('focusin', start);
      void autofillSupported().then((supported) => supported && autofill.current());
    };
    document.addEventListener('focusin', start);
    return () => {
      live = false;
      document.removeEventListener('focusin', start);
      void cancelCeremony();
    };
  }, [signIn]);

  const withButton = async () => {
    handlers.current.onError(null);
    setCancelled(false);
    setPending(true);
    try {
      await signIn('button');
      handlers.current.onSignedIn();
      return;
    } catch (error) {
      const outcome = ceremonyOutcome(error);
      if (outcome === 'cancelled') setCancelled(true);
      else if (outcome === null) handlers.current.onError(error);
    } finally {
      setPending(false);
    }
    autofill.current();
  };

  return (
    <div className="auth-passkey">
      <div className="auth-divider">{t('passkey.or')}</div>
      <Button onClick={() => void withButton()} disabled={pending}>
        {pending ? t('passkey.signingIn') : t('passkey.signIn')}
      </Button>
      <FormAlert message={cancelled ? t('passkey.cancelled') : null} />
    </div>
  );
}
