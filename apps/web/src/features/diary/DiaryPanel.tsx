/**
 * The diary on the details page (signed-in visitors only; loaded as its own chunk): status, episode progress
 * (+1 is one click), a rating (a slider saved as it settles, like a click), notes, the start and finish dates and
 * the rewatch count, and "Add to list". It reads the same cache entry as the mark buttons, so both always agree.
 * Every change shows at once and is undone, with a message, if the server refuses it; clearing progress asks first.
 */
import { useState } from 'react';
import { RichText, useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { DIARY_STATUSES, type DiaryStatus, type Entry, type EntryPatch } from '@klama/contract';
import { useEntry, useMyLists, usePatchEntry, usePutListItem } from '../../api/diary';
import { usePendingFields } from '../../api/offline-diary-state';
import { useAuthStore } from '../../stores/auth';
import { PendingNote } from './PendingNote';
import { clearsProgress } from '../../api/marks';
import { saveEntryOnLeave } from '../../api/save-on-leave';
import { useErrorText } from '../../api/error-text';
import { Button, Select } from '../../components/FormControls';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDiaryLabels } from '../../lib/diary-labels';
import { RatingControl } from './RatingControl';
import { NotesEditor } from './NotesEditor';
import { DatesEditor } from './DatesEditor';
import './diary.css';
import { diaryNamespace } from '../../i18n/messages/en/diary';

/** A change sent to the server: resolves true once it is saved, false when it was refused (the panel says why). */
export type SaveEntry = (patch: EntryPatch) => Promise<boolean>;

export function DiaryPanel({ showId }: { showId: number }) {
  const entry = useEntry(showId);
  const patch = usePatchEntry(showId);
  const pending = usePendingFields(
    showId,
    useAuthStore((s) => s.user?.username ?? null),
  );
  const { t } = useTranslation(diaryNamespace);
  const errorText = useErrorText();
  if (entry.isPending) return <section className="diary-panel" aria-busy="true" aria-label={t('panel.title')} />;
  if (!entry.data) return null;
  const failure = patch.error && patch.error.name !== 'SessionExpiredError' ? patch.error : null;
  const save: SaveEntry = (change) =>
    patch.mutateAsync(change).then(
      () => true,
      () => false,
    );
  return (
    <section className="diary-panel" aria-labelledby="diary-heading">
      <h2 id="diary-heading">{t('panel.title')}</h2>
      <DiaryControls entry={entry.data} onChange={save} onLeave={(change) => saveEntryOnLeave(showId, change)} pending={pending} />
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
type ControlsProps = {
  entry: Entry;
  onChange: SaveEntry;
  /** A change sent as the page goes away (a rating still waiting); none in the component tests' harness. */
  onLeave?: (patch: EntryPatch) => void;
  /** the fields with a change kept on the device, not yet sent (each says "Waiting to sync") */
  pending?: ReadonlySet<keyof EntryPatch>;
};

const NOTHING_PENDING: ReadonlySet<keyof EntryPatch> = new Set();
/** Fields without a control of their own in the first row: one "Waiting to sync" under the controls speaks for them. */
const OTHER_FIELDS: (keyof EntryPatch)[] = ['notes', 'startedOn', 'finishedOn', 'rewatchCount'];

export function DiaryControls({ entry, onChange, onLeave = (patch) => void onChange(patch), pending = NOTHING_PENDING }: ControlsProps) {
  const total = entry.totalEpisodes;
  const ep = entry.episodesWatched;
  const { t } = useTranslation(diaryNamespace);
  const { t: tCommon } = useTranslation();
  const labels = useDiaryLabels();
  // "Not in my diary" clears progress and dates: asked first when there are any
  const [confirmClear, setConfirmClear] = useState(false);
  const [statusWaiting, episodesWaiting, ratingWaiting] = (['status', 'episodesWatched', 'rating'] as const).map((f) => pending.has(f));
  const chooseStatus = (value: string) => {
    const status = (value || null) as DiaryStatus | null;
    if (status === null && clearsProgress(entry)) setConfirmClear(true);
    else void onChange({ status });
  };
  return (
    <div className="diary-controls">
      <div className="diary-field">
        <label htmlFor="diary-status">{t('panel.status')}</label>
        <Select
          id="diary-status"
          value={entry.status ?? ''}
          onChange={(e) => chooseStatus(e.target.value)}
          aria-describedby={statusWaiting ? 'diary-status-pending' : undefined}
        >
          <option value="">{t('panel.notInDiary')}</option>
          {DIARY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labels.status(s)}
            </option>
          ))}
        </Select>
        {statusWaiting && <PendingNote id="diary-status-pending" />}
      </div>
      <div
        className="diary-field"
        role="group"
        aria-labelledby="episodes-label"
        aria-describedby={episodesWaiting ? 'diary-episodes-pending' : undefined}
      >
        <span id="episodes-label">{t('panel.episodes')}</span>
        <div className="stepper">
          <Button aria-label={t('panel.episodeLess')} disabled={ep <= 0} onClick={() => void onChange({ episodesWatched: ep - 1 })}>
            −
          </Button>
          <output aria-live="polite">
            {ep} / {total ?? '?'}
          </output>
          <Button
            aria-label={t('panel.episodeMore')}
            disabled={total !== null && ep >= total}
            onClick={() => void onChange({ episodesWatched: ep + 1 })}
          >
            +1
          </Button>
        </div>
        {episodesWaiting && <PendingNote id="diary-episodes-pending" />}
      </div>
      <RatingControl
        rating={entry.rating}
        onChange={(rating) => void onChange({ rating })}
        onLeave={(rating) => onLeave({ rating })}
        pending={ratingWaiting}
      />
      <DatesEditor entry={entry} onSave={onChange} />
      <NotesEditor notes={entry.notes} onSave={(notes) => onChange({ notes })} />
      {OTHER_FIELDS.some((field) => pending.has(field)) && <PendingNote id="diary-other-pending" />}
      <ConfirmDialog
        open={confirmClear}
        title={tCommon('actions.clearProgress.title')}
        body={t('panel.notInDiaryBody', { watched: ep, total: total ?? '?' })}
        keepLabel={tCommon('actions.clearProgress.keep')}
        confirmLabel={tCommon('actions.clearProgress.confirm')}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          void onChange({ status: null });
        }}
      />
    </div>
  );
}

/** Adds the show to one of the fan's lists; a show already there is said to be there, not added again. */
function AddToList({ showId }: { showId: number }) {
  const lists = useMyLists();
  const [listId, setListId] = useState<number | null>(null);
  const chosen = lists.data?.find((l) => l.id === listId) ?? lists.data?.[0] ?? null;
  const put = usePutListItem(chosen?.id ?? 0);
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
      <label className="diary-field diary-lists__pick">
        <span>{t('panel.list')}</span>
        <Select
          value={chosen?.id ?? ''}
          onChange={(e) => {
            setListId(Number(e.target.value));
            put.reset();
          }}
        >
          {lists.data.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" disabled={put.isPending}>
        {t('panel.addToList')}
      </Button>
      <span role="status" className="diary-lists__said">
        {put.data && (put.data.added ? t('panel.added') : t('panel.alreadyInList', { list: chosen?.name ?? '' }))}
      </span>
      {put.error && <span role="alert">{errorText.message(put.error)}</span>}
    </form>
  );
}
