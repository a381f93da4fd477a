/**
 * The owner proves it is them inside a dialog: the password, or one of the account's passkeys when it has one, or
 * Google (the account's own Google account, asked again) for an account without a password. Deleting the account
 * (Settings) and the step-up before a sensitive change (`ConfirmIdentityDialog`) both ask it this way; each names
 * its buttons and hints (`OwnerProofKey`) and sends the proof where it goes.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Me, OwnerConfirmationBody } from '@klama/contract';
import { passkeysSupported } from '../api/passkeys';
import { useAuthConfig } from '../api/account';
import { useErrorText } from '../api/error-text';
import { loadGoogleIdentity } from '../lib/google-identity';
import { localeOf } from '../i18n';
import { useLanguage } from '../stores/general';
import { Button, Field, TextInput } from './FormControls';
import { FormAlert } from './FormField';
import './owner-proof.css';

/** The keys each caller's namespace has for the form (deletion's, the step-up's), in its own words. */
export type OwnerProofKey =
  'password' | 'passwordHint' | 'googleHint' | 'googleOrPasskeyHint' | 'passkey' | 'passkeyHint' | 'passkeyOnlyHint' | 'cancel' | 'confirm';

/** A proof, or `'passkey'`: the browser's passkey prompt answers the server's challenge first. */
export type OwnerProof = OwnerConfirmationBody | 'passkey';

export function OwnerProofForm({
  confirmWith,
  t,
  busyText,
  busy,
  pending,
  problem,
  onProof,
  onCancel,
}: {
  confirmWith: Me['confirmWith'];
  /** the caller's `t` of its namespace */
  t: (key: OwnerProofKey) => string;
  /** the confirming button's words while the proof is on its way ("Deleting…") */
  busyText: string;
  /** a proof is on its way (or was accepted): nothing more is sent */
  busy: boolean;
  /** the proof on its way, to name its button "busy" */
  pending: OwnerProof | undefined;
  problem: string | null;
  onProof: (proof: OwnerProof) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const withPassword = confirmWith.includes('password');
  const withPasskey = confirmWith.includes('passkey') && passkeysSupported();
  const googleClientId = useAuthConfig().data?.googleClientId;
  // Google confirms only where its sign-in is set up; without it, a passkey is the way (when there is one)
  const withGoogle = confirmWith.includes('google') && (Boolean(googleClientId) || !withPasskey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onProof({ password });
  };
  const passkeyButton = withPasskey && (
    <Button
      className="owner-proof__passkey"
      variant={withPassword ? 'secondary' : 'primary'}
      onClick={() => onProof('passkey')}
      disabled={busy}
      autoFocus={!withPassword && !withGoogle}
    >
      {busy && pending === 'passkey' ? busyText : t('passkey')}
    </Button>
  );
  const alert = problem ? <FormAlert message={problem} /> : null;

  if (withPassword)
    return (
      <form className="settings-form owner-proof" onSubmit={submit} noValidate>
        {alert}
        <Field id={passwordId} label={t('password')} hint={t('passwordHint')}>
          {({ describedBy }) => (
            <TextInput
              id={passwordId}
              type="password"
              autoComplete="current-password"
              // the one thing to do here: type the password (Escape or the first button cancels)
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <div className="owner-proof__actions">
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button type="submit" variant="primary" className="owner-proof__confirm" disabled={!password || busy}>
            {busy && pending !== 'passkey' ? busyText : t('confirm')}
          </Button>
        </div>
        {passkeyButton && (
          <div className="owner-proof__alternative">
            <p className="field__hint">{t('passkeyHint')}</p>
            {passkeyButton}
          </div>
        )}
      </form>
    );
  return (
    <div className="owner-proof">
      {alert}
      {withGoogle && (
        <>
          <p className="field__hint">{withPasskey ? t('googleOrPasskeyHint') : t('googleHint')}</p>
          <GoogleConfirm onCredential={(credential) => onProof({ google: credential })} />
        </>
      )}
      {passkeyButton && (
        <div className="owner-proof__alternative">
          {!withGoogle && <p className="field__hint">{t('passkeyOnlyHint')}</p>}
          {passkeyButton}
        </div>
      )}
      <div className="owner-proof__actions">
        <Button autoFocus={withGoogle} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

/** Google's own button, asking Google again who this is: its credential confirms it is the owner (it signs nobody in). */
function GoogleConfirm({ onCredential }: { onCredential: (credential: string) => void }) {
  const config = useAuthConfig();
  const clientId = config.data?.googleClientId;
  const container = useRef<HTMLDivElement>(null);
  const locale = localeOf(useLanguage());
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText();
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  });
  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({ client_id: clientId, callback: ({ credential }) => latest.current(credential), ux_mode: 'popup' });
        container.current.replaceChildren();
        google.renderButton(container.current, {
          theme: 'filled_black',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: 260,
          locale,
        });
      })
      .catch((e: unknown) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);
  return (
    <>
      {error ? <FormAlert message={errorText.message(error)} /> : null}
      <div className="google-button" ref={container} data-testid="google-confirm" />
    </>
  );
}
