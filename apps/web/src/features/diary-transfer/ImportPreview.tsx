/**
 * What an import will do (or did): each matched line with the entry it will get (status, progress, rating)
 * and whether that adds, updates or leaves the entry; ambiguous lines with a choice among candidates; lines
 * not found, and lines not imported (a rule broken, the same drama twice), each with the reason.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ImportResult, ShowCard } from '@klama/contract';
import { useImportReason } from './import-reasons';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { useDiaryLabels } from '../../lib/diary-labels';
import { transferNamespace } from '../../i18n/messages/en/transfer';
import { Select } from '../../components/FormControls';

type Matched = ImportResult['matched'][number];

/** How many dramas applying will write: the matched ones and the chosen ones, each drama once. */
export function showsToImport(result: ImportResult, choices: Record<string, number>): number {
  const ids = new Set(result.matched.map((m) => m.showId));
  for (const a of result.ambiguous) if (choices[a.line] !== undefined) ids.add(choices[a.line]!);
  return ids.size;
}

export function ImportPreview({
  result,
  choices,
  onChoose,
}: {
  result: ImportResult;
  choices: Record<string, number>;
  onChoose: (line: number, id: number | null) => void;
}) {
  const { t } = useTranslation(transferNamespace);
  const reasonText = useImportReason();
  // Hangul titles first in Korean
  const language = useLanguage();
  const shows = useMemo(() => new Map(result.shows.map((s) => [s.id, s])), [result.shows]);
  const title = (show: ShowCard | undefined) =>
    show ? `${displayTitle(show, language)} (${show.first_air_date?.slice(0, 4) ?? t('import.unknownYear')})` : t('import.unknownYear');
  const { summary } = result;
  return (
    <div className="import-preview" aria-live="polite">
      <h3>{t('import.matched', { count: result.matched.length })}</h3>
      {!result.applied && result.matched.length > 0 && (
        <p>
          {t('import.summary', { added: String(summary.added), updated: String(summary.updated), unchanged: String(summary.unchanged) })}
        </p>
      )}
      <ul className="import-lines">
        {result.matched.map((m) => (
          <li key={m.line}>
            <span>
              {m.input} → {title(shows.get(m.showId))}
            </span>
            <Outcome matched={m} />
          </li>
        ))}
      </ul>
      {result.ambiguous.length > 0 && <h3>{t('import.ambiguous', { count: result.ambiguous.length })}</h3>}
      <ul>
        {result.ambiguous.map((a) => (
          <li key={a.line}>
            <label>
              {a.input}{' '}
              <Select
                value={choices[a.line] ?? ''}
                onChange={(e) => onChoose(a.line, e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{t('import.skip')}</option>
                {a.candidates.map((id) => (
                  <option key={id} value={id}>
                    {title(shows.get(id))}
                  </option>
                ))}
              </Select>
            </label>
          </li>
        ))}
      </ul>
      {result.unmatched.length > 0 && <h3>{t('import.unmatched', { count: result.unmatched.length })}</h3>}
      <ul>
        {result.unmatched.map((u) => (
          <li key={u.line}>
            {u.input}: {reasonText(u)}
          </li>
        ))}
      </ul>
      {result.skipped.length > 0 && <h3>{t('import.skipped', { count: result.skipped.length })}</h3>}
      <ul>
        {result.skipped.map((s) => (
          <li key={s.line}>
            {s.input}: {reasonText(s)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Completed · 16/16 episodes · 9 out of 10 · new" */
function Outcome({ matched: { outcome, change } }: { matched: Matched }) {
  const { t } = useTranslation(transferNamespace);
  const labels = useDiaryLabels();
  const watched = labels.number(outcome.episodesWatched);
  const parts = [
    outcome.status ? labels.status(outcome.status) : t('import.noStatus'),
    outcome.totalEpisodes === null
      ? t('import.episodesUnknownTotal', { watched })
      : t('import.episodes', { watched, total: labels.number(outcome.totalEpisodes) }),
    ...(outcome.rating === null ? [] : [labels.rating(outcome.rating)]),
  ];
  return (
    <span className="import-outcome">
      {parts.join(' · ')} <span className={`import-change import-change--${change}`}>{t(`import.changes.${change}`)}</span>
    </span>
  );
}
