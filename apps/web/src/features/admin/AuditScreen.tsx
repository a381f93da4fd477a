/** The audit log: every admin write, newest first, 20 a page, each with its before and after. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAudit } from '../../api/admin';
import { Spinner } from '../../components/States';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { ErrorNote } from './ErrorNote';
import { Pager } from './Pager';
import { adminNamespace } from '../../i18n/messages/en/admin';

export function AuditScreen() {
  const { t } = useTranslation(adminNamespace);
  const locale = localeOf(useLanguage());
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const json = (value: unknown) => (value === null || value === undefined ? t('audit.empty') : JSON.stringify(value, null, 2));
  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">{t('audit.title')}</h2>
      <p className="message">{t('audit.intro')}</p>
      <ErrorNote error={audit.error} />
      {audit.isPending && <Spinner label={t('loading')} />}
      {audit.data?.results.length === 0 && <p className="message">{t('audit.none')}</p>}
      <ol className="admin-audit">
        {audit.data?.results.map((entry) => (
          <li key={entry.id} className="admin-audit__entry">
            <details>
              <summary>
                <time dateTime={entry.at}>
                  {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.at))}
                </time>
                {' · '}
                <strong>{entry.actor || t('audit.cli')}</strong> · <code>{entry.action}</code> · {entry.target}
              </summary>
              <div className="admin-audit__diff">
                <div>
                  <h4>{t('audit.before')}</h4>
                  <pre tabIndex={0}>{json(entry.before)}</pre>
                </div>
                <div>
                  <h4>{t('audit.after')}</h4>
                  <pre tabIndex={0}>{json(entry.after)}</pre>
                </div>
              </div>
            </details>
          </li>
        ))}
      </ol>
      {audit.data && <Pager page={audit.data.page} totalPages={audit.data.totalPages} onPage={setPage} />}
    </section>
  );
}
