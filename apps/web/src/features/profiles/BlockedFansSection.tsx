/**
 * Settings → Blocked fans: the fans the signed-in fan blocked, newest block first, a page at a time, each with
 * "Unblock" after a confirmation (ARCHITECTURE 9.2). A blocked fan's profile is hidden from the blocker too, so the
 * names are plain text, not links.
 */
import { useRef, useState } from 'react';
import type { BlockedFan } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { useBlockedFans, useUnblock } from '../../api/profiles';
import { useErrorText } from '../../api/error-text';
import { Button } from '../../components/FormControls';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormField';
import { profilesNamespace } from '../../i18n/messages/en/profiles';
import './profiles.css';

export const BLOCKED_FANS_PAGE = 20;

export function BlockedFansSection() {
  const { t } = useTranslation(profilesNamespace);
  const locale = localeOf(useLanguage());
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const blocks = useBlockedFans(page, BLOCKED_FANS_PAGE);
  const unblock = useUnblock();
  const [unblocking, setUnblocking] = useState<BlockedFan | null>(null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  const confirmUnblock = () => {
    const fan = unblocking!;
    setUnblocking(null);
    unblock.mutate(fan.username, {
      onSuccess: () => {
        setNotice(t('blocks.unblocked', { username: fan.username }));
        // the last one of a later page gone: the page before it
        if (blocks.data && blocks.data.results.length === 1 && page > 1) setPage(page - 1);
      },
      // the row and its button are gone: the section's heading is where the person goes on from
      onSettled: () => heading.current?.focus(),
    });
  };

  const data = blocks.data;
  return (
    <section className="settings-section blocked-fans" aria-labelledby="blocked-fans-heading">
      <h2 id="blocked-fans-heading" ref={heading} tabIndex={-1}>
        {t('blocks.heading')}
      </h2>
      <p className="field__hint">{t('blocks.help')}</p>
      <p role="status" className="blocked-fans__status">
        {notice}
      </p>
      {unblock.isError && <FormAlert message={errorText.message(unblock.error)} />}
      {blocks.isError && <FormAlert message={errorText.message(blocks.error)} />}
      {data &&
        (data.results.length ? (
          <ul className="blocked-fans__list" aria-label={t('blocks.listLabel')}>
            {data.results.map((fan) => (
              <li key={fan.username} className="blocked-fans__item">
                <span className="blocked-fans__who">
                  <strong>{fan.username}</strong>
                  <span className="field__hint">{t('blocks.since', { date: date(fan.since) })}</span>
                </span>
                <Button
                  size="small"
                  aria-label={t('blocks.unblockFan', { username: fan.username })}
                  disabled={unblock.isPending}
                  onClick={() => setUnblocking(fan)}
                >
                  {t('page.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="field__hint">{t('blocks.empty')}</p>
        ))}
      {data && data.totalPages > 1 && (
        <nav className="blocked-fans__pages" aria-label={t('blocks.pages')}>
          <Button size="small" disabled={!data.hasPrevPage} onClick={() => setPage(page - 1)}>
            {t('blocks.previous')}
          </Button>
          <span>{t('blocks.page', { page: data.page, pages: data.totalPages })}</span>
          <Button size="small" disabled={!data.hasNextPage} onClick={() => setPage(page + 1)}>
            {t('blocks.next')}
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={unblocking !== null}
        title={t('blocks.confirmTitle')}
        body={t('blocks.confirmBody', { username: unblocking?.username ?? '' })}
        keepLabel={t('blocks.keep')}
        confirmLabel={t('page.unblock')}
        onConfirm={confirmUnblock}
        onCancel={() => setUnblocking(null)}
      />
    </section>
  );
}
