/**
 * The diary's transitions (ARCHITECTURE 7.1) as one pure function: the stored entry, a patch, the show's
 * episode count and today give the entry to store, or a FieldError naming the field that breaks a rule.
 * The database checks the same rules again (migration 0010): this is where the friendly answer comes from.
 */
import { DIARY_MESSAGES, type DiaryStatus, type EntryPatch } from '@klama/contract';

export interface DiaryFields {
  status: DiaryStatus | null;
  episodesWatched: number;
  rating: number | null;
  notes: string | null;
  rewatchCount: number;
  startedOn: string | null;
  finishedOn: string | null;
}

export const EMPTY_DIARY: DiaryFields = {
  status: null,
  episodesWatched: 0,
  rating: null,
  notes: null,
  rewatchCount: 0,
  startedOn: null,
  finishedOn: null,
};

export class FieldError extends Error {
  constructor(
    readonly field: keyof DiaryFields,
    message: string,
  ) {
    super(message);
  }
}

const later = (a: string, b: string | null) => (b && b > a ? b : a);

/**
 * - an explicit status wins; `completed` means every episode (when the count is known), clearing the
 *   status clears progress and dates unless the patch sets them
 * - progress alone moves the status: all episodes → completed, some episodes with no status → watching,
 *   fewer than all on a completed show → watching
 * - entering watching sets startedOn, entering completed sets finishedOn, to today when unset
 * - progress never exceeds the episode count; finishedOn is never before startedOn
 */
export function applyPatch(current: DiaryFields, patch: EntryPatch, total: number | null, today: string): DiaryFields {
  const next: DiaryFields = { ...current };
  if (patch.rating !== undefined) next.rating = patch.rating;
  if (patch.notes !== undefined) next.notes = patch.notes === '' ? null : patch.notes;
  if (patch.rewatchCount !== undefined) next.rewatchCount = patch.rewatchCount;
  if (patch.startedOn !== undefined) next.startedOn = patch.startedOn;
  if (patch.finishedOn !== undefined) next.finishedOn = patch.finishedOn;
  const episodes = patch.episodesWatched;
  if (episodes !== undefined) next.episodesWatched = episodes;
  if (total !== null && next.episodesWatched > total) throw new FieldError('episodesWatched', DIARY_MESSAGES.episodesOverTotal(total));

  if (patch.status !== undefined) {
    next.status = patch.status;
    if (patch.status === 'completed' && total !== null) {
      if (episodes !== undefined && episodes !== total) throw new FieldError('episodesWatched', DIARY_MESSAGES.completedNeedsAll);
      next.episodesWatched = total;
    }
    if (patch.status === null) {
      if (episodes === undefined) next.episodesWatched = 0;
      if (patch.startedOn === undefined) next.startedOn = null;
      if (patch.finishedOn === undefined) next.finishedOn = null;
      if (next.episodesWatched > 0) next.status = 'watching';
    }
  } else if (episodes !== undefined) {
    if (total !== null && episodes === total && episodes > 0) next.status = 'completed';
    else if (episodes > 0 && current.status === null) next.status = 'watching';
    else if (current.status === 'completed' && total !== null && episodes < total) next.status = 'watching';
  }

  if (next.status !== current.status) {
    if (next.status === 'watching' && patch.startedOn === undefined) next.startedOn ??= today;
    if (next.status === 'completed' && patch.finishedOn === undefined) next.finishedOn ??= later(today, next.startedOn);
  }
  if (next.startedOn && next.finishedOn && next.finishedOn < next.startedOn)
    throw new FieldError('finishedOn', DIARY_MESSAGES.finishedBeforeStarted);
  return next;
}

/** When each diary field last changed (epoch ms; `user_show.field_changed_at`). A field never timed has no entry. */
export type FieldTimes = Partial<Record<keyof DiaryFields, number>>;

const DIARY_FIELD_NAMES = Object.keys(EMPTY_DIARY) as (keyof DiaryFields)[];

/**
 * "Last change per field wins, by the time it was made" (decision 0052): the part of a change made at `at` that
 * is not older than the field's last change. An equal time wins (the later to arrive).
 */
export function fieldsStillNewer(patch: EntryPatch, times: FieldTimes, at: number): EntryPatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([field]) => !((times[field as keyof DiaryFields] ?? -Infinity) > at)),
  ) as EntryPatch;
}

/**
 * The times after a write made at `at`: each field the patch named or the rules changed takes `at`; a time never
 * moves back (a field changed by the rules as a consequence of an older change keeps its newer time).
 */
export function stampFields(times: FieldTimes, before: DiaryFields, after: DiaryFields, patch: EntryPatch, at: number): FieldTimes {
  const next: FieldTimes = { ...times };
  for (const field of DIARY_FIELD_NAMES)
    if (field in patch || before[field] !== after[field]) next[field] = Math.max(times[field] ?? -Infinity, at);
  return next;
}

/** Every diary field stamped with `at` (a write that may change any of them: clearing, the watched toggle). */
export const stampAll = (times: FieldTimes, at: number, fields: readonly (keyof DiaryFields)[] = DIARY_FIELD_NAMES): FieldTimes =>
  Object.fromEntries([...Object.entries(times), ...fields.map((f) => [f, Math.max(times[f] ?? -Infinity, at)])]) as FieldTimes;
