/**
 * Settings → Delete my account (issue 25 item 7): the diary's export first, then a dialog that warns and asks the
 * password again (or Google, for an account without one), or one of the account's passkeys when it has one. Once the account is gone the browser is signed out and
 * shown /account-deleted.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EXPORT_FORMATS, type DeleteAccountBody, type Me } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { deletionNamespace } from '../../i18n/messages/en/deletion';
import { downloadExport } from '../../api/diary';
import { useDeleteAccount } from '../../api/settings';
import { ceremonyOutcome, passkeysSupported } from '../../api/passkeys';
import { useAuthConfig } from '../../api/account';
import { useErrorText } from '../../api/error-text';
import { Modal } from '../../components/Modal';
import { Button, Field, TextInput } from '../../components/FormControls';
import { FormAlert } from '../../components/FormField';
import { loadGoogleIdentity } from '../../lib/google-identity';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import './delete-account.css';

export function DeleteAccountSection({ confirmWith }: { confirmWith: Me['confirmWith'] | undefined }) {
  const { t } = useTranslation(deletionNamespace);
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [exportError, setExportError] = useState<Error | null>(null);
  return (
    <section className="settings-section delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <p>{t('exportFirst')}</p>
      <div className="delete-account__buttons">
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} onClick={() => downloadExport(format).catch((e: Error) => setExportError(e))}>
            {t('download', { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      {exportError && <FormAlert message={errorText.message(exportError)} />}
      <Button className="delete-account__open" onClick={() => setOpen(true)} disabled={!confirmWith}>
        {t('open')}
      </Button>
      {confirmWith && <DeleteAccountDialog open={open} onClose={() => setOpen(false)} confirmWith={confirmWith} />}
    </section>
  );
}

function DeleteAccountDialog({ open, onClose, confirmWith }: { open: boolean; onClose: () => void; confirmWith: Me['confirmWith'] }) {
  const { t } = useTranslation(deletionNamespace);
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const withPassword = confirmWith.includes('password');
  const withPasskey = confirmWith.includes('passkey') && passkeysSupported();
  const googleClientId = useAuthConfig().data?.googleClientId;
  // Google confirms only where its sign-in is set up; without it, a passkey is the way (when there is one)
  const withGoogle = confirmWith.includes('google') && (Boolean(googleClientId) || !withPasskey);
  const busy = remove.isPending || remove.isSuccess;

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    remove.reset();
    onClose();
  };
  const confirm = (confirmation: DeleteAccountBody | 'passkey') => remove.mutate(confirmation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) confirm({ password });
  };
  const outcome = ceremonyOutcome(remove.error);
  const problem =
    outcome === 'aborted' ? null : outcome === 'cancelled' ? t('passkeyCancelled') : remove.error && errorText.message(remove.error);
  const passkeyButton = withPasskey && (
    <Button
      className="delete-account-dialog__passkey"
      variant={withPassword ? 'secondary' : 'primary'}
      onClick={() => confirm('passkey')}
      disabled={busy}
      autoFocus={!withPassword && !withGoogle}
    >
      {busy && remove.variables === 'passkey' ? t('deleting') : t('passkey')}
    </Button>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('dialogTitle')}
      description={t('warning')}
      className="delete-account-dialog"
    >
      <p className="delete-account-dialog__warning">{t('warning')}</p>
      {problem ? <FormAlert message={problem} /> : null}
      {withPassword ? (
        <form className="settings-form" onSubmit={submit} noValidate>
          <Field id={passwordId} label={t('password')} hint={t('passwordHint')}>
            {({ describedBy }) => (
              <TextInput
                id={passwordId}
                type="password"
                autoComplete="current-password"
                // the one thing to do here: type the password (Escape or the first button keeps the account)
                autoFocus
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="delete-account-dialog__actions">
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="submit" variant="primary" className="delete-account-dialog__confirm" disabled={!password || busy}>
              {busy && remove.variables !== 'passkey' ? t('deleting') : t('confirm')}
            </Button>
          </div>
          {passkeyButton && (
            <div className="delete-account-dialog__alternative">
              <p className="field__hint">{t('passkeyHint')}</p>
              {passkeyButton}
            </div>
          )}
        </form>
      ) : (
        <>
          {withGoogle && (
            <>
              <p className="field__hint">{withPasskey ? t('googleOrPasskeyHint') : t('googleHint')}</p>
              <GoogleConfirm onCredential={(credential) => confirm({ google: credential })} />
            </>
          )}
          {passkeyButton && (
            <div className="delete-account-dialog__alternative">
              {!withGoogle && <p className="field__hint">{t('passkeyOnlyHint')}</p>}
              {passkeyButton}
            </div>
          )}
          <div className="delete-account-dialog__actions">
            <Button autoFocus={withGoogle} onClick={close}>
              {t('cancel')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** Google's own button, asking Google again who this is: its credential confirms the deletion (it signs nobody in). */
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
