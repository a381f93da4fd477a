/**
 * The diary on the details page (signed-in visitors only; loaded as its own chunk): status, episode progress
 * (+1 is one click), a rating (a slider: arrow keys move half a point, Enter or leaving it saves), notes and "Add to list". Every change
 * shows at once and is undone, with a message, if the server refuses it.
 */
import { useState, type FormEvent } from 'react';
import { RichText, useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { DIARY_STATUSES, type DiaryStatus, type Entry, type EntryPatch } from '@klama/contract';
import { useEntry, useMyLists, usePatchEntry, usePutListItem } from '../../api/diary';
import { useErrorText } from '../../api/error-text';
import { useDiaryLabels } from './labels';
import './diary.css';
import { diaryNamespace } from '../../i18n/messages/en/diary';

export function DiaryPanel({ showId }: { showId: number }) {
  const entry = useEntry(showId);
  const patch = usePatchEntry(showId);
  const { t } = useTranslation(diaryNamespace);
  const errorText = useErrorText();
  if (entry.isPending) return <section className="diary-panel" aria-busy="true" aria-label={t('panel.title')} />;
  if (!entry.data) return null;
  const failure = patch.error && patch.error.name !== 'SessionExpiredError' ? patch.error : null;
  return (
    <section className="diary-panel" aria-labelledby="diary-heading">
      <h2 id="diary-heading">{t('panel.title')}</h2>
      <DiaryControls entry={entry.data} onChange={(p) => patch.mutate(p)} />
      {failure && (
        <p className="diary-panel__error" role="alert">
          {t('panel.couldNotSave', { message: errorText.message(failure) })}
        </p>
      )}
      <AddToList showId={showId} />
    </section>
  );
}

export default DiaryPanel;

/** The controls alone (no data fetching): what the component tests drive. */
export function DiaryControls({ entry, onChange }: { entry: Entry; onChange: (patch: EntryPatch) => void }) {
  const total = entry.totalEpisodes;
  const ep = entry.episodesWatched;
  const { t } = useTranslation(diaryNamespace);
  const labels = useDiaryLabels();
  return (
    <div className="diary-controls">
      <label className="diary-field">
        <span>{t('panel.status')}</span>
        <select value={entry.status ?? ''} onChange={(e) => onChange({ status: (e.target.value || null) as DiaryStatus | null })}>
          <option value="">{t('panel.notInDiary')}</option>
          {DIARY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labels.status(s)}
            </option>
          ))}
        </select>
      </label>
      <div className="diary-field" role="group" aria-labelledby="episodes-label">
        <span id="episodes-label">{t('panel.episodes')}</span>
        <div className="stepper">
          <button
            type="button"
            aria-label={t('panel.episodeLess')}
            disabled={ep <= 0}
            onClick={() => onChange({ episodesWatched: ep - 1 })}
          >
            −
          </button>
          <output aria-live="polite">
            {ep} / {total ?? '?'}
          </output>
          <button
            type="button"
            aria-label={t('panel.episodeMore')}
            disabled={total !== null && ep >= total}
            onClick={() => onChange({ episodesWatched: ep + 1 })}
          >
            +1
          </button>
        </div>
      </div>
      <RatingControl rating={entry.rating} onChange={(rating) => onChange({ rating })} />
      <NotesEditor notes={entry.notes} onSave={(notes) => onChange({ notes })} />
    </div>
  );
}

/** A slider from "no rating" to 10 in half points (arrow keys move half a point); saved on Enter, on leaving it, or when the pointer lets go. */
export function RatingControl({ rating, onChange }: { rating: number | null; onChange: (rating: number | null) => void }) {
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? rating ?? 0;
  const { t } = useTranslation(diaryNamespace);
  const labels = useDiaryLabels();
  const commit = () => {
    if (draft === null) return;
    const value = draft === 0 ? null : draft;
    setDraft(null);
    if (value !== rating) onChange(value);
  };
  return (
    <div className="diary-field rating">
      <label htmlFor="diary-rating">{t('panel.yourRating')}</label>
      <input
        id="diary-rating"
        type="range"
        min={0}
        max={10}
        step={0.5}
        value={shown}
        aria-valuetext={labels.rating(shown === 0 ? null : shown)}
        onChange={(e) => setDraft(Number(e.target.value))}
        onKeyUp={(e) => e.key === 'Enter' && commit()}
        onPointerUp={commit}
        onBlur={commit}
      />
      <output htmlFor="diary-rating">{labels.rating(shown === 0 ? null : shown)}</output>
    </div>
  );
}

export function NotesEditor({ notes, onSave }: { notes: string | null; onSave: (notes: string | null) => void }) {
  const [text, setText] = useState<string | null>(null);
  const value = text ?? notes ?? '';
  const { t } = useTranslation(diaryNamespace);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(value.trim() ? value : null);
    setText(null);
  };
  return (
    <form className="diary-field notes" onSubmit={submit}>
      <label htmlFor="diary-notes">{t('panel.notes')}</label>
      <textarea id="diary-notes" maxLength={2000} rows={3} value={value} onChange={(e) => setText(e.target.value)} />
      <button type="submit" disabled={text === null || text === (notes ?? '')}>
        {t('panel.saveNotes')}
      </button>
    </form>
  );
}

function AddToList({ showId }: { showId: number }) {
  const lists = useMyLists();
  const [listId, setListId] = useState<number | null>(null);
  const chosen = listId ?? lists.data?.[0]?.id ?? null;
  const put = usePutListItem(chosen ?? 0);
  const { t } = useTranslation(diaryNamespace);
  const errorText = useErrorText();
  if (!lists.data) return null;
  if (!lists.data.length)
    return (
      <p className="diary-lists">
        <RichText text={t('panel.noLists')} parts={{ lists: (text) => <Link to="/lists">{text}</Link> }} />
      </p>
    );
  return (
    <form
      className="diary-lists"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) put.mutate({ showId });
      }}
    >
      <label>
        <span>{t('panel.list')}</span>
        <select value={chosen ?? ''} onChange={(e) => setListId(Number(e.target.value))}>
          {lists.data.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={put.isPending}>
        {t('panel.addToList')}
      </button>
      {put.isSuccess && <span role="status">{t('panel.added')}</span>}
      {put.error && <span role="alert">{errorText.message(put.error)}</span>}
    </form>
  );
}
