/**
 * The diary's statistics: counts per status, episodes and hours, mean rating, a ratings histogram, top genres and
 * completed per year. Each chart is a list of labelled bars whose numbers are text, so a screen reader reads it
 * as a table of values; no chart library is needed for bars. Numbers are written the chosen language's way.
 */
import { useTranslation } from '../../i18n/react';
import { DIARY_STATUSES } from '@klama/contract';
import { useDiaryStats } from '../../api/diary';
import { useDiaryLabels } from '../../lib/diary-labels';
import { diaryNamespace } from '../../i18n/messages/en/diary';
import { useTermName } from '../../lib/terms';

function Bars({ title, rows }: { title: string; rows: { key: string; label: string; value: number }[] }) {
  const { t } = useTranslation(diaryNamespace);
  const { number } = useDiaryLabels();
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <figure className="stats-chart">
      <figcaption>{title}</figcaption>
      {rows.length ? (
        <ul className="stats-bars">
          {rows.map((r) => (
            <li key={r.key}>
              <span>{r.label}</span>
              <span className="stats-bar" style={{ width: `${(r.value / max) * 100}%` }} aria-hidden="true" />
              <span>{number(r.value)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('stats.empty')}</p>
      )}
    </figure>
  );
}

export function StatsPanel() {
  const stats = useDiaryStats();
  const { t } = useTranslation(diaryNamespace);
  const labels = useDiaryLabels();
  const termName = useTermName();
  if (!stats.data) return null;
  const s = stats.data;
  const hours = Math.round(s.minutesWatched / 60);
  return (
    <section className="stats-panel" aria-labelledby="stats-heading">
      <h2 id="stats-heading">{t('stats.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('stats.episodes')}</dt>
          <dd>{labels.number(s.episodesWatched)}</dd>
        </div>
        <div>
          <dt>{t('stats.hours')}</dt>
          <dd>{t('stats.hoursValue', { hours: labels.number(hours) })}</dd>
        </div>
        <div>
          <dt>{t('stats.meanRating')}</dt>
          <dd>{s.meanRating === null ? '—' : labels.number(s.meanRating)}</dd>
        </div>
      </dl>
      <Bars
        title={t('stats.perStatus')}
        rows={DIARY_STATUSES.map((st) => ({ key: st, label: labels.status(st), value: s.statuses[st] }))}
      />
      <Bars
        title={t('stats.ratings')}
        rows={Object.entries(s.ratings).map(([k, v]) => ({ key: k, label: labels.number(Number(k)), value: v }))}
      />
      <Bars title={t('stats.genres')} rows={s.genres.map((g) => ({ key: g.name, label: termName('genres', g.name), value: g.count }))} />
      <Bars
        title={t('stats.perYear')}
        rows={s.completedPerYear.map((y) => ({ key: String(y.year), label: t('stats.year', { year: y.year }), value: y.count }))}
      />
    </section>
  );
}
