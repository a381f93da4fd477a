/**
 * Settings' "Sessions and devices" (issue 25, item 4): every signed-in browser with its browser, system, network and
 * dates, this one marked; "Sign out" for any other, or all others at once, each confirmed first. After an ending the
 * heading takes the focus (the button that had it is gone with its row) and a status line says what happened.
 */
import { useRef, useState } from 'react';
import type { SessionInfo } from '@klama/contract';
import { useEndSessions, useSessions } from '../../api/sessions';
import { useErrorText } from '../../api/error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormField';
import { Button } from '../../components/FormControls';
import { useTranslation } from '../../i18n/react';
import { settingsNamespace } from '../../i18n/messages/en/settings';
import { useLanguage } from '../../stores/general';
import './sessions.css';

/** What is being confirmed: one session, or every other one. */
type Ending = { id: string } | { others: true } | null;

export function SessionsSection() {
  const { t } = useTranslation(settingsNamespace);
  const errorText = useErrorText();
  const sessions = useSessions();
  const endSessions = useEndSessions();
  const [ending, setEnding] = useState<Ending>(null);
  const [result, setResult] = useState<{ done: string } | { error: unknown } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = Array.isArray(sessions.data) ? sessions.data : [];
  const others = list.filter((s) => !s.current);

  const confirm = async () => {
    const what = ending;
    setEnding(null);
    if (!what) return;
    setResult(null);
    try {
      await endSessions.mutateAsync('id' in what ? what.id : undefined);
      setResult({ done: 'id' in what ? t('sessions.ended') : t('sessions.endedOthers') });
    } catch (error) {
      setResult({ error });
    }
    heading.current?.focus();
  };

  return (
    <section className="settings-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title" ref={heading} tabIndex={-1}>
        {t('sessions.title')}
      </h2>
      <p className="field__hint">{t('sessions.hint')}</p>
      {result ? (
        'done' in result ? (
          <FormAlert message={result.done} tone="success" />
        ) : (
          <FormAlert message={errorText.message(result.error)} />
        )
      ) : null}
      {sessions.isError ? <FormAlert message={errorText.message(sessions.error)} /> : null}
      <ul className="session-list">
        {list.map((s) => (
          <SessionRow key={s.id} session={s} onEnd={() => setEnding({ id: s.id })} />
        ))}
      </ul>
      {others.length > 0 ? <Button onClick={() => setEnding({ others: true })}>{t('sessions.endOthers')}</Button> : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending && 'others' in ending ? t('sessions.confirmOthersTitle') : t('sessions.confirmTitle')}
        body={ending && 'others' in ending ? t('sessions.confirmOthersBody') : t('sessions.confirmBody')}
        keepLabel={t('sessions.keep')}
        confirmLabel={t('sessions.confirm')}
        onConfirm={() => void confirm()}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}

function SessionRow({ session, onEnd }: { session: SessionInfo; onEnd: () => void }) {
  const { t } = useTranslation(settingsNamespace);
  const language = useLanguage();
  const when = new Intl.DateTimeFormat(language === 'kr' ? 'ko-KR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const { browser, os, device } = session.userAgent;
  const name = [browser ?? t('sessions.unknownBrowser'), os, device].filter(Boolean).join(' · ');
  return (
    <li className="session-list__item">
      <div className="session-list__text">
        <p className="session-list__name">
          {name}
          {session.current ? <span className="session-list__current">{t('sessions.thisDevice')}</span> : null}
        </p>
        <p className="session-list__meta">
          {t('sessions.lastActive', { when: when.format(new Date(session.lastUsedAt)) })}
          {' · '}
          {t('sessions.signedIn', { when: when.format(new Date(session.createdAt)) })}
          {session.ip ? ` · ${t('sessions.network', { ip: session.ip })}` : null}
        </p>
      </div>
      {session.current ? null : (
        <Button onClick={onEnd} aria-label={t('sessions.endOneLabel', { name })}>
          {t('sessions.endOne')}
        </Button>
      )}
    </li>
  );
}
