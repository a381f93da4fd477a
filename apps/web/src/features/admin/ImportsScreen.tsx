/**
 * TMDB imports: start one (every drama or those changed since a date, the two TMDB-fed collections, or one show);
 * the newest job's progress, counts and log's tail follow live (the list is polled while a job runs); history below.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { IMPORT_KINDS, type ImportJob, type ImportJobBody } from '@klama/contract';
import { useImports, useStartImport } from '../../api/admin';
import { Spinner } from '../../components/States';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { ErrorNote } from './ErrorNote';
import { FieldNote, useFormErrors } from './field-errors';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, Radio, TextInput } from '../../components/FormControls';

type Kind = (typeof IMPORT_KINDS)[number];

export function ImportsScreen() {
  const { t } = useTranslation(adminNamespace);
  const jobs = useImports();
  const [latest, ...history] = jobs.data ?? [];
  return (
    <section className="admin-section" aria-labelledby="admin-imports-title">
      <h2 id="admin-imports-title">{t('imports.title')}</h2>
      <p className="message">{t('imports.intro')}</p>
      <StartImport running={latest?.status === 'running'} />
      <ErrorNote error={jobs.error} />
      {jobs.isPending && <Spinner label={t('loading')} />}
      {latest && <JobView job={latest} live />}
      <h3>{t('imports.history')}</h3>
      {jobs.data?.length === 0 && <p className="message">{t('imports.none')}</p>}
      <ul className="admin-jobs">
        {history.map((job) => (
          <li key={job.id}>
            <details>
              <summary>
                <JobSummary job={job} />
              </summary>
              <JobView job={job} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

const FIELDS = ['since', 'showId'];

function StartImport({ running }: { running: boolean }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const start = useStartImport();
  const [kind, setKind] = useState<Kind>('collections');
  const [since, setSince] = useState('');
  const [showId, setShowId] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: ImportJobBody =
      kind === 'refresh' ? { kind, ...(since ? { since } : {}) } : kind === 'show' ? { kind, showId: Number(showId) } : { kind };
    start.mutate(body);
  };
  const errors = useFormErrors(start.error, FIELDS);
  return (
    <form className="admin-form" onSubmit={submit} aria-label={t('imports.start')}>
      <fieldset className="admin-fieldset">
        <legend>{t('imports.kind')}</legend>
        {IMPORT_KINDS.map((k) => (
          <label key={k} className="admin-radio">
            <Radio name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(`imports.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'refresh' && (
        <div className="field">
          <label htmlFor={`${id}-since`}>{t('imports.since')}</label>
          <TextInput
            id={`${id}-since`}
            type="date"
            value={since}
            onChange={(e) => setSince(e.target.value)}
            aria-invalid={errors.invalid('since')}
            aria-describedby={errors.describedBy('since', `${id}-since-error`)}
          />
          <FieldNote id={`${id}-since-error`} text={errors.of('since')} />
        </div>
      )}
      {kind === 'show' && (
        <div className="field">
          <label htmlFor={`${id}-show`}>{t('imports.showId')}</label>
          <TextInput
            id={`${id}-show`}
            inputMode="numeric"
            value={showId}
            onChange={(e) => setShowId(e.target.value)}
            required
            aria-invalid={errors.invalid('showId')}
            aria-describedby={errors.describedBy('showId', `${id}-show-error`)}
          />
          <FieldNote id={`${id}-show-error`} text={errors.of('showId')} />
        </div>
      )}
      <ErrorNote error={start.error} form={errors} />
      <div className="admin__actions">
        <Button type="submit" variant="primary" disabled={start.isPending || running}>
          {t('imports.start')}
        </Button>
      </div>
    </form>
  );
}

function JobSummary({ job }: { job: ImportJob }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <>
      {t('imports.job', { id: job.id, kind: t(`imports.kinds.${job.kind}`) })} ·{' '}
      <span className={`admin-status admin-status--${job.status}`}>{t(`imports.${job.status}`)}</span>
    </>
  );
}

function JobView({ job, live = false }: { job: ImportJob; live?: boolean }) {
  const { t } = useTranslation(adminNamespace);
  const locale = localeOf(useLanguage());
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  const { done, total } = job.progress;
  return (
    <div className="admin-panel admin-job" data-job={job.id} data-status={job.status} aria-live={live ? 'polite' : undefined}>
      {live && (
        <h3>
          <JobSummary job={job} />
        </h3>
      )}
      <p className="message">
        {t('imports.startedAt', { when: when(job.startedAt) })}
        {job.requestedBy && ` · ${t('imports.by', { name: job.requestedBy })}`}
        {job.finishedAt && ` · ${t('imports.finishedAt', { when: when(job.finishedAt) })}`}
      </p>
      <label className="admin-job__progress">
        {t('imports.progress')}: {t('imports.progressValue', { done, total })}
        <progress max={Math.max(total, 1)} value={done} />
      </label>
      <p>{t('imports.counts', job.counts)}</p>
      {job.error && (
        <p className="message message--error" role="alert">
          {job.error}
        </p>
      )}
      <h4>{t('imports.log')}</h4>
      <pre className="admin-job__log" tabIndex={0}>
        {job.log.join('\n')}
      </pre>
    </div>
  );
}
