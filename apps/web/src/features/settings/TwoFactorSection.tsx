/**
 * Settings → Two-step sign-in: set up an authenticator app (QR code, and the key as text to type in), confirm it
 * with a first code, keep the ten recovery codes (shown once: copy or download), make ten new ones in their place
 * (the password or a current code), or turn it off with the password.
 * Each stage moves the focus to its first control, so a keyboard or screen-reader user follows along.
 */
import { useEffect, useRef, useState } from 'react';
import type { TotpSetup } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useRegenerateRecoveryCodes, useTotpEnable, useTotpSetup, useTwoFactorDisable, useTwoFactorStatus } from '../../api/two-factor';
import { useErrorText } from '../../api/error-text';
import { useAuthStore } from '../../stores/auth';
import { FormAlert } from '../../components/FormField';
import { Button, TextInput } from '../../components/FormControls';
import { twoFactorNamespace } from '../../i18n/messages/en/two-factor';
import './two-factor.css';

type Stage = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[]; regenerated?: boolean };
type Notice = 'turnOn' | 'turnedOff' | 'regenerated' | 'copied' | 'copyFailed' | null;

/** `hasPassword`: whether the account has a password to confirm with (an account made with Google may not). */
export function TwoFactorSection({ hasPassword = true }: { hasPassword?: boolean }) {
  const { t } = useTranslation(twoFactorNamespace);
  const status = useTwoFactorStatus();
  const setup = useTotpSetup();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [notice, setNotice] = useState<Notice>(null);
  const errorText = useErrorText();

  const start = () => {
    setNotice(null);
    setup.mutate(undefined, { onSuccess: (answer) => setStage({ kind: 'setup', setup: answer }) });
  };

  return (
    <section className="settings-section two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{t('settings.title')}</h2>
      <p>{t('settings.intro')}</p>
      {status.isPending ? (
        <p className="field__hint">{t('settings.loading')}</p>
      ) : stage.kind === 'setup' ? (
        <SetupForm
          setup={stage.setup}
          onEnabled={(codes) => setStage({ kind: 'codes', codes })}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : stage.kind === 'codes' ? (
        <RecoveryCodes
          codes={stage.codes}
          onNotice={setNotice}
          onDone={() => {
            setStage({ kind: 'idle' });
            setNotice(stage.regenerated ? 'regenerated' : 'turnOn');
          }}
        />
      ) : status.data?.enabled ? (
        <>
          <p>{t('settings.statusOn', { count: status.data.recoveryCodesLeft })}</p>
          <NewRecoveryCodes
            hasPassword={hasPassword}
            onCodes={(codes) => {
              setNotice(null);
              setStage({ kind: 'codes', codes, regenerated: true });
            }}
          />
          <TurnOff onOff={() => setNotice('turnedOff')} />
        </>
      ) : (
        <>
          <p>{t('settings.statusOff')}</p>
          <Button variant="primary" onClick={start} disabled={setup.isPending}>
            {t('settings.start')}
          </Button>
        </>
      )}
      <p role="status" className="message">
        {notice && t(`settings.${notice}`)}
      </p>
      <FormAlert message={setup.error || status.error ? errorText.message(setup.error ?? status.error) : null} />
    </section>
  );
}

function SetupForm({ setup, onEnabled, onCancel }: { setup: TotpSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation(twoFactorNamespace);
  const enable = useTotpEnable();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    // the QR code library loads only here, when someone sets up
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(setup.otpauthUrl, { margin: 2, width: 200, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url)),
    );
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);
  useEffect(() => codeInput.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    enable.mutate({ code: code.replace(/\s/g, '') }, { onSuccess: (answer) => onEnabled(answer.recoveryCodes) });
  };
  // the key in groups of four, as authenticator apps show it
  const grouped = setup.secret.match(/.{1,4}/g)!.join(' ');

  return (
    <form className="settings-form two-factor__setup" onSubmit={submit} noValidate>
      <p>{t('settings.scan')}</p>
      <div className="two-factor__qr">{qr && <img src={qr} width={200} height={200} alt={t('settings.qrAlt')} />}</div>
      <p id="two-factor-manual">{t('settings.manual')}</p>
      <div className="field">
        <label htmlFor="two-factor-secret">{t('settings.secretLabel')}</label>
        <TextInput
          id="two-factor-secret"
          className="two-factor__secret"
          value={grouped}
          readOnly
          aria-describedby="two-factor-manual"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="field">
        <label htmlFor="two-factor-code">{t('settings.code')}</label>
        <TextInput
          id="two-factor-code"
          ref={codeInput}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          aria-invalid={enable.isError}
          aria-describedby={enable.isError ? 'two-factor-code-error' : undefined}
        />
        {enable.isError && (
          <p id="two-factor-code-error" className="field__error" role="alert">
            {errorText.detailed(enable.error)}
          </p>
        )}
      </div>
      <div className="two-factor__actions">
        <Button type="submit" variant="primary" disabled={enable.isPending || code.trim() === ''}>
          {enable.isPending ? t('settings.confirming') : t('settings.confirm')}
        </Button>
        <Button onClick={onCancel}>{t('settings.cancel')}</Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onNotice, onDone }: { codes: string[]; onNotice: (notice: Notice) => void; onDone: () => void }) {
  const { t } = useTranslation(twoFactorNamespace);
  const username = useAuthStore((s) => s.user?.username ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      onNotice('copied');
    } catch {
      onNotice('copyFailed');
    }
  };
  const download = () => {
    const text = [t('settings.codesFileHeading', { username }), '', ...codes, ''].join('\n');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = 'k-lama-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="two-factor__codes">
      <h3 tabIndex={-1} ref={heading}>
        {t('settings.codesTitle')}
      </h3>
      <p>{t('settings.codesIntro')}</p>
      <ol className="two-factor__code-list" aria-label={t('settings.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <Button onClick={() => void copy()}>{t('settings.copy')}</Button>
        <Button onClick={download}>{t('settings.download')}</Button>
        <Button variant="primary" onClick={onDone}>
          {t('settings.done')}
        </Button>
      </div>
    </div>
  );
}

/** Ten new recovery codes in place of the old ones, confirmed by the password or, for want of one, a code. */
function NewRecoveryCodes({ hasPassword, onCodes }: { hasPassword: boolean; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(twoFactorNamespace);
  const regenerate = useRegenerateRecoveryCodes();
  const errorText = useErrorText();
  const [withCode, setWithCode] = useState(!hasPassword);
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const switchTo = (code: boolean) => {
    setWithCode(code);
    setValue('');
    regenerate.reset();
    input.current?.focus();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = withCode ? { code: value.replace(/\s/g, '') } : { password: value };
    regenerate.mutate(body, { onSuccess: (answer) => onCodes(answer.recoveryCodes) });
  };
  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-labelledby="two-factor-new-codes-heading">
      <h3 id="two-factor-new-codes-heading">{t('settings.newCodesTitle')}</h3>
      <p className="field__hint" id="two-factor-new-codes-hint">
        {t('settings.newCodesIntro')}
      </p>
      <div className="field">
        <label htmlFor="two-factor-new-codes-confirm">{withCode ? t('settings.code') : t('settings.password')}</label>
        <TextInput
          id="two-factor-new-codes-confirm"
          ref={input}
          type={withCode ? 'text' : 'password'}
          autoComplete={withCode ? 'one-time-code' : 'current-password'}
          inputMode={withCode ? 'numeric' : undefined}
          maxLength={withCode ? 7 : undefined}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-invalid={regenerate.isError}
          aria-describedby={regenerate.isError ? 'two-factor-new-codes-error' : 'two-factor-new-codes-hint'}
        />
        {regenerate.isError && (
          <p id="two-factor-new-codes-error" className="field__error" role="alert">
            {errorText.message(regenerate.error)}
          </p>
        )}
      </div>
      <div className="two-factor__actions">
        <Button type="submit" disabled={regenerate.isPending || value.trim() === ''}>
          {regenerate.isPending ? t('settings.newCodesMaking') : t('settings.newCodes')}
        </Button>
        {hasPassword && (
          <Button variant="quiet" onClick={() => switchTo(!withCode)}>
            {withCode ? t('settings.usePassword') : t('settings.useCode')}
          </Button>
        )}
      </div>
    </form>
  );
}

function TurnOff({ onOff }: { onOff: () => void }) {
  const { t } = useTranslation(twoFactorNamespace);
  const disable = useTwoFactorDisable();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          onOff();
        },
      },
    );
  };
  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-labelledby="two-factor-off-heading">
      <h3 id="two-factor-off-heading">{t('settings.offTitle')}</h3>
      <div className="field">
        <label htmlFor="two-factor-password">{t('settings.password')}</label>
        <TextInput
          id="two-factor-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-invalid={disable.isError}
          aria-describedby={disable.isError ? 'two-factor-password-error' : undefined}
        />
        {disable.isError && (
          <p id="two-factor-password-error" className="field__error" role="alert">
            {errorText.message(disable.error)}
          </p>
        )}
      </div>
      <Button type="submit" disabled={disable.isPending || password === ''}>
        {disable.isPending ? t('settings.turningOff') : t('settings.turnOff')}
      </Button>
    </form>
  );
}
