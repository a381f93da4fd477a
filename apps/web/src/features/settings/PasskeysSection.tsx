/**
 * Settings → Passkeys (issue 25): the account's passkeys with when each was added and last used; add one (named
 * first, then the browser's own prompt), rename one in place, remove one after a confirmation. Focus stays with the
 * person: a rename's field takes it and gives it back to its button, a removal hands it to the add form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { useErrorText } from '../../api/error-text';
import { ceremonyOutcome, passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../../api/passkeys';
import { settingsNamespace } from '../../i18n/messages/en/settings';
import { Button, TextInput } from '../../components/FormControls';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormField';
import { useHydrated } from '../../lib/use-hydrated';
import './passkeys.css';

/** What the last action did: a notice to announce, or the error (kept whole, so its text follows the language). */
type Outcome = { notice: string } | { error: unknown } | null;

export function PasskeysSection() {
  const { t } = useTranslation(settingsNamespace);
  const passkeys = usePasskeys();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const addName = useRef<HTMLInputElement>(null);
  const supported = useHydrated() && passkeysSupported();

  const confirmRemove = () => {
    const passkey = removing!;
    setRemoving(null);
    remove.mutate(passkey.id, {
      onSuccess: () => setOutcome({ notice: t('passkeys.removed', { name: passkey.name }) }),
      onError: (error) => setOutcome({ error }),
      // the removed row's buttons are gone: the add form is where the person goes on from
      onSettled: () => addName.current?.focus(),
    });
  };

  const list = passkeys.data ?? [];
  return (
    <section className="settings-section passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('passkeys.title')}</h2>
      <p>{t('passkeys.intro')}</p>
      <OutcomeAlert outcome={outcome} />
      {passkeys.isSuccess &&
        (list.length ? (
          <ul className="passkeys__list" aria-label={t('passkeys.listLabel')}>
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onOutcome={setOutcome} onRemove={() => setRemoving(passkey)} />
            ))}
          </ul>
        ) : (
          <p className="field__hint">{t('passkeys.empty')}</p>
        ))}
      {passkeys.isError && <OutcomeAlert outcome={{ error: passkeys.error }} />}
      <AddPasskey inputRef={addName} supported={supported} onOutcome={setOutcome} />
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.confirmTitle')}
        body={t('passkeys.confirmBody', { name: removing?.name ?? '' })}
        keepLabel={t('passkeys.keep')}
        confirmLabel={t('passkeys.confirmRemove')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation(settingsNamespace);
  const errorText = useErrorText();
  if (!outcome) return null;
  if ('notice' in outcome) return <FormAlert message={outcome.notice} tone="success" />;
  const browser = ceremonyOutcome(outcome.error);
  if (browser === 'aborted') return null;
  if (browser) return <FormAlert message={t(`passkeys.${browser}`)} />;
  return <FormAlert message={errorText.detailed(outcome.error)} />;
}

type RowProps = { passkey: Passkey; onOutcome: (outcome: Outcome) => void; onRemove: () => void };

function PasskeyRow({ passkey, onOutcome, onRemove }: RowProps) {
  const { t } = useTranslation(settingsNamespace);
  const locale = localeOf(useLanguage());
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // the field is gone: focus goes back to the button that opened it, once React has put the button back (a frame
  // later was not always enough on a busy machine: the focus was lost)
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [editing]);
  const used = passkey.lastUsedAt ? t('passkeys.lastUsed', { date: date(passkey.lastUsedAt) }) : t('passkeys.neverUsed');
  return (
    <li className="passkeys__item">
      {editing ? (
        <RenameForm passkey={passkey} onDone={stopEditing} onOutcome={onOutcome} />
      ) : (
        <>
          <div className="passkeys__text">
            <span className="passkeys__name">{passkey.name}</span>
            <span className="passkeys__dates">
              {t('passkeys.created', { date: date(passkey.createdAt) })} · {used}
            </span>
          </div>
          <div className="passkeys__actions">
            <Button
              ref={renameButton}
              size="small"
              aria-label={t('passkeys.renameLabel', { name: passkey.name })}
              onClick={() => setEditing(true)}
            >
              {t('passkeys.rename')}
            </Button>
            <Button size="small" aria-label={t('passkeys.removeLabel', { name: passkey.name })} onClick={onRemove}>
              {t('passkeys.remove')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone, onOutcome }: { passkey: Passkey; onDone: () => void; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation(settingsNamespace);
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const id = `passkey-name-${passkey.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: (renamed) => {
          onOutcome({ notice: t('passkeys.renamed', { name: renamed.name }) });
          onDone();
        },
        onError: (error) => onOutcome({ error }),
      },
    );
  };
  return (
    <form className="passkeys__rename" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <label htmlFor={id} className="sr-only">
        {t('passkeys.nameLabel', { name: passkey.name })}
      </label>
      <TextInput
        id={id}
        value={name}
        maxLength={PASSKEY_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        autoFocus
        size="small"
        required
      />
      <Button type="submit" size="small" variant="primary" disabled={!name.trim() || rename.isPending}>
        {t('passkeys.save')}
      </Button>
      <Button size="small" onClick={onDone}>
        {t('passkeys.cancel')}
      </Button>
    </form>
  );
}

type AddProps = { inputRef: React.RefObject<HTMLInputElement | null>; supported: boolean; onOutcome: (outcome: Outcome) => void };

function AddPasskey({ inputRef, supported, onOutcome }: AddProps) {
  const { t } = useTranslation(settingsNamespace);
  const add = useAddPasskey();
  const [name, setName] = useState(() => t('passkeys.defaultName'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOutcome(null);
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        onOutcome({ notice: t('passkeys.added', { name: passkey.name }) });
        setName(t('passkeys.defaultName'));
      },
      onError: (error) => onOutcome({ error }),
    });
  };
  if (!supported) return <p className="field__hint">{t('passkeys.unsupported')}</p>;
  return (
    <form className="settings-form passkeys__add" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="passkey-new-name">{t('passkeys.newName')}</label>
        <TextInput
          ref={inputRef}
          id="passkey-new-name"
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          aria-describedby="passkey-new-name-hint"
        />
        <p className="field__hint" id="passkey-new-name-hint">
          {t('passkeys.newNameHint')}
        </p>
      </div>
      <Button type="submit" variant="primary" disabled={!name.trim() || add.isPending}>
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </Button>
    </form>
  );
}
