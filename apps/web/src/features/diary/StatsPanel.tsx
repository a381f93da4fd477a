/**
 * The diary's statistics: counts per status, episodes and hours, mean rating, a ratings histogram, top genres and
 * completed per year. Each chart is a list of labelled bars whose numbers are text, so a screen reader reads it
 * as a table of values; no chart library is needed for bars.
 */
import { DIARY_STATUSES } from '@klama/contract';
import { useDiaryStats } from '../../api/diary';
import { STATUS_LABELS } from './labels';

function Bars({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <figure className="stats-chart">
      <figcaption>{title}</figcaption>
      {rows.length ? (
        <ul className="stats-bars">
          {rows.map((r) => (
            <li key={r.label}>
              <span>{r.label}</span>
              <span className="stats-bar" style={{ width: `${(r.value / max) * 100}%` }} aria-hidden="true" />
              <span>{r.value}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing yet.</p>
      )}
    </figure>
  );
}

export function StatsPanel() {
  const stats = useDiaryStats();
  if (!stats.data) return null;
  const s = stats.data;
  const hours = Math.round(s.minutesWatched / 60);
  return (
    <section className="stats-panel" aria-labelledby="stats-heading">
      <h2 id="stats-heading">Statistics</h2>
      <dl className="facts">
        <div>
          <dt>Episodes watched</dt>
          <dd>{s.episodesWatched}</dd>
        </div>
        <div>
          <dt>Hours watched (about)</dt>
          <dd>{hours}</dd>
        </div>
        <div>
          <dt>Mean rating</dt>
          <dd>{s.meanRating ?? '—'}</dd>
        </div>
      </dl>
      <Bars title="Dramas per status" rows={DIARY_STATUSES.map((st) => ({ label: STATUS_LABELS[st], value: s.statuses[st] }))} />
      <Bars title="Ratings" rows={Object.entries(s.ratings).map(([k, v]) => ({ label: `${k}`, value: v }))} />
      <Bars title="Top genres" rows={s.genres.map((g) => ({ label: g.name, value: g.count }))} />
      <Bars title="Completed per year" rows={s.completedPerYear.map((y) => ({ label: String(y.year), value: y.count }))} />
    </section>
  );
}
