/**
 * Settings → Calendar feed: a secret iCalendar address of the user's shows, to subscribe to in a calendar app.
 * The server keeps only a hash of it, so it is shown once, when made; making a new one or turning the feed off
 * ends the old address.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useIssueFeedUrl, useRevokeFeedUrl } from '../../api/calendar';
import { fieldMessage } from '../../api/diary';
import './calendar.css';
import { calendarNamespace } from '../../i18n/messages/en/calendar';
import { Button, TextInput } from '../../components/FormControls';

type Notice = 'created' | 'regenerated' | 'revoked' | 'copied' | 'copyFailed' | null;

export function CalendarFeedSection() {
  const { t } = useTranslation(calendarNamespace);
  const issue = useIssueFeedUrl();
  const revoke = useRevokeFeedUrl();
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const error = issue.error ?? revoke.error;

  const make = () =>
    issue.mutate(undefined, {
      onSuccess: (answer) => {
        setNotice(url ? 'regenerated' : 'created');
        setUrl(answer.url);
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setNotice('revoked');
      },
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      setNotice('copied');
    } catch {
      setNotice('copyFailed');
    }
  };

  return (
    <section className="settings-section" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">{t('feed.title')}</h2>
      <p>{t('feed.intro')}</p>
      {url ? (
        <>
          <label htmlFor="calendar-feed-url">{t('feed.urlLabel')}</label>
          <div className="feed-url">
            <TextInput id="calendar-feed-url" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Button variant="primary" onClick={() => void copy()}>
              {t('feed.copy')}
            </Button>
          </div>
          <p className="field__hint">{t('feed.secret')}</p>
          {/* webcal: makes Apple Calendar and Outlook subscribe (and refresh) rather than import once */}
          <a className="control-button control-button--secondary" href={url.replace(/^https?:/, 'webcal:')}>
            {t('feed.subscribe')}
          </a>
        </>
      ) : (
        <p className="field__hint">{t('feed.shownOnce')}</p>
      )}
      <div className="feed-actions">
        <Button variant={url ? 'secondary' : 'primary'} onClick={make} disabled={issue.isPending}>
          {url ? t('feed.regenerate') : t('feed.create')}
        </Button>
        <Button onClick={turnOff} disabled={revoke.isPending}>
          {t('feed.revoke')}
        </Button>
      </div>
      <p role="status" className="message">
        {notice && (notice === 'copied' ? t('feed.copied') : t(`feed.${notice}`))}
      </p>
      {error && <p role="alert">{fieldMessage(error)}</p>}
    </section>
  );
}
