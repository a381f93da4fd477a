/**
 * The diary's transitions as the pure function the routes use (ARCHITECTURE 7.1): each rule with the entry it
 * gives or the field it refuses. The API answers of the same rules: diary.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { applyPatch, EMPTY_DIARY, FieldError, fieldsStillNewer, stampFields, type DiaryFields } from '../../src/diary/diary-rules.js';

const TODAY = '2026-11-27';
const entry = (fields: Partial<DiaryFields> = {}): DiaryFields => ({ ...EMPTY_DIARY, ...fields });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(FieldError);
    return { field: (err as FieldError).field, message: (err as FieldError).message };
  }
  return expect.fail('no FieldError');
};

describe('applyPatch', () => {
  it('starts from an empty entry', () => {
    expect(EMPTY_DIARY).toEqual({
      status: null,
      episodesWatched: 0,
      rating: null,
      notes: null,
      rewatchCount: 0,
      startedOn: null,
      finishedOn: null,
    });
  });

  it('sets the fields a patch names and keeps the others; empty notes are no notes', () => {
    const current = entry({
      status: 'on_hold',
      episodesWatched: 3,
      rating: 7,
      notes: 'slow start',
      rewatchCount: 1,
      startedOn: '2026-01-02',
    });
    expect(applyPatch(current, { rating: 9 }, 16, TODAY)).toEqual({ ...current, rating: 9 });
    expect(applyPatch(current, { rating: null }, 16, TODAY)).toEqual({ ...current, rating: null });
    expect(applyPatch(current, { notes: 'better now' }, 16, TODAY)).toEqual({ ...current, notes: 'better now' });
    expect(applyPatch(current, { notes: '' }, 16, TODAY)).toEqual({ ...current, notes: null });
    expect(applyPatch(current, { rewatchCount: 2 }, 16, TODAY)).toEqual({ ...current, rewatchCount: 2 });
    expect(applyPatch(current, { startedOn: '2026-01-01' }, 16, TODAY)).toEqual({ ...current, startedOn: '2026-01-01' });
    expect(applyPatch(current, { finishedOn: '2026-02-01' }, 16, TODAY)).toEqual({ ...current, finishedOn: '2026-02-01' });
    expect(applyPatch(current, { episodesWatched: 5 }, 16, TODAY)).toEqual({ ...current, episodesWatched: 5 });
    expect(current).toEqual(
      entry({ status: 'on_hold', episodesWatched: 3, rating: 7, notes: 'slow start', rewatchCount: 1, startedOn: '2026-01-02' }),
    );
  });

  it('refuses more episodes than the show has, unless its count is unknown', () => {
    expect(refusal(() => applyPatch(entry(), { episodesWatched: 17 }, 16, TODAY))).toEqual({
      field: 'episodesWatched',
      message: "must be at most 16 (the show's episode count)",
    });
    expect(applyPatch(entry(), { episodesWatched: 16 }, 16, TODAY).episodesWatched).toBe(16);
    expect(applyPatch(entry(), { episodesWatched: 500 }, null, TODAY)).toMatchObject({ episodesWatched: 500, status: 'watching' });
  });

  it('completed means every episode, and refuses a patch that says otherwise', () => {
    expect(
      applyPatch(entry({ status: 'watching', episodesWatched: 4, startedOn: '2026-11-01' }), { status: 'completed' }, 16, TODAY),
    ).toEqual(entry({ status: 'completed', episodesWatched: 16, startedOn: '2026-11-01', finishedOn: TODAY }));
    expect(applyPatch(entry(), { status: 'completed', episodesWatched: 16 }, 16, TODAY)).toMatchObject({
      status: 'completed',
      episodesWatched: 16,
    });
    expect(refusal(() => applyPatch(entry(), { status: 'completed', episodesWatched: 15 }, 16, TODAY))).toEqual({
      field: 'episodesWatched',
      message: 'a completed show has every episode watched',
    });
    // an unknown count keeps the progress as it is
    expect(applyPatch(entry({ episodesWatched: 4 }), { status: 'completed' }, null, TODAY)).toMatchObject({
      status: 'completed',
      episodesWatched: 4,
    });
    expect(applyPatch(entry(), { status: 'completed', episodesWatched: 3 }, null, TODAY).episodesWatched).toBe(3);
  });

  it('clearing the status clears progress and dates, except what the patch sets', () => {
    const watched = entry({ status: 'completed', episodesWatched: 16, rating: 8, startedOn: '2026-01-01', finishedOn: '2026-02-01' });
    expect(applyPatch(watched, { status: null }, 16, TODAY)).toEqual(entry({ rating: 8 }));
    expect(applyPatch(watched, { status: null, startedOn: '2026-03-01' }, 16, TODAY)).toEqual(
      entry({ rating: 8, startedOn: '2026-03-01' }),
    );
    expect(applyPatch(watched, { status: null, finishedOn: '2026-03-01' }, 16, TODAY)).toEqual(
      entry({ rating: 8, finishedOn: '2026-03-01' }),
    );
    // progress with the cleared status is watching again, started today
    expect(applyPatch(watched, { status: null, episodesWatched: 2 }, 16, TODAY)).toEqual(
      entry({ status: 'watching', episodesWatched: 2, rating: 8, startedOn: TODAY }),
    );
    expect(applyPatch(watched, { status: null, episodesWatched: 0 }, 16, TODAY)).toEqual(entry({ rating: 8 }));
  });

  it('an explicit status other than completed keeps the progress', () => {
    expect(applyPatch(entry({ status: 'watching', episodesWatched: 4 }), { status: 'dropped' }, 16, TODAY)).toEqual(
      entry({ status: 'dropped', episodesWatched: 4 }),
    );
    expect(applyPatch(entry({ episodesWatched: 0 }), { status: 'plan_to_watch', episodesWatched: 2 }, 16, TODAY)).toEqual(
      entry({ status: 'plan_to_watch', episodesWatched: 2 }),
    );
  });

  it('progress alone moves the status', () => {
    // every episode: completed, finished today
    expect(
      applyPatch(entry({ status: 'watching', episodesWatched: 3, startedOn: '2026-11-01' }), { episodesWatched: 16 }, 16, TODAY),
    ).toEqual(entry({ status: 'completed', episodesWatched: 16, startedOn: '2026-11-01', finishedOn: TODAY }));
    // some episodes with no status: watching, started today
    expect(applyPatch(entry(), { episodesWatched: 1 }, 16, TODAY)).toEqual(
      entry({ status: 'watching', episodesWatched: 1, startedOn: TODAY }),
    );
    // fewer than all on a completed show: watching again (its start kept)
    expect(
      applyPatch(
        entry({ status: 'completed', episodesWatched: 16, startedOn: '2026-01-01', finishedOn: '2026-02-01' }),
        { episodesWatched: 15 },
        16,
        TODAY,
      ),
    ).toEqual(entry({ status: 'watching', episodesWatched: 15, startedOn: '2026-01-01', finishedOn: '2026-02-01' }));
    // none of those: the status stays
    expect(applyPatch(entry({ status: 'on_hold', episodesWatched: 3 }), { episodesWatched: 4 }, 16, TODAY)).toEqual(
      entry({ status: 'on_hold', episodesWatched: 4 }),
    );
    expect(applyPatch(entry(), { episodesWatched: 0 }, 16, TODAY)).toEqual(entry());
    expect(applyPatch(entry(), { episodesWatched: 0 }, 0, TODAY)).toEqual(entry()); // a show without episodes is not completed by nothing
    expect(applyPatch(entry({ status: 'completed' }), { episodesWatched: 0 }, 0, TODAY)).toEqual(entry({ status: 'completed' })); // nor watched again
    expect(applyPatch(entry({ status: 'completed', episodesWatched: 7 }), { episodesWatched: 7 }, null, TODAY)).toEqual(
      entry({ status: 'completed', episodesWatched: 7 }),
    );
    expect(applyPatch(entry({ status: 'completed', episodesWatched: 16 }), { episodesWatched: 16 }, 16, TODAY)).toEqual(
      entry({ status: 'completed', episodesWatched: 16 }),
    );
  });

  it('entering watching or completed dates it today, unless the date is set or the patch names it', () => {
    expect(applyPatch(entry(), { status: 'watching' }, 16, TODAY)).toEqual(entry({ status: 'watching', startedOn: TODAY }));
    expect(applyPatch(entry({ startedOn: '2026-05-05' }), { status: 'watching' }, 16, TODAY).startedOn).toBe('2026-05-05');
    expect(applyPatch(entry(), { status: 'watching', startedOn: null }, 16, TODAY).startedOn).toBeNull();
    expect(applyPatch(entry(), { status: 'completed' }, null, TODAY)).toEqual(entry({ status: 'completed', finishedOn: TODAY }));
    expect(applyPatch(entry({ finishedOn: '2026-05-05' }), { status: 'completed' }, null, TODAY).finishedOn).toBe('2026-05-05');
    expect(applyPatch(entry(), { status: 'completed', finishedOn: null }, null, TODAY).finishedOn).toBeNull();
    // a start after today (a date typed ahead) moves the finish to it, never before it
    expect(applyPatch(entry({ startedOn: '2026-12-01' }), { status: 'completed' }, null, TODAY).finishedOn).toBe('2026-12-01');
    expect(applyPatch(entry({ startedOn: '2026-11-01' }), { status: 'completed' }, null, TODAY).finishedOn).toBe(TODAY);
    // staying in a status dates nothing
    expect(applyPatch(entry({ status: 'watching', episodesWatched: 2 }), { episodesWatched: 3 }, 16, TODAY).startedOn).toBeNull();
    expect(applyPatch(entry({ status: 'completed' }), { status: 'completed' }, null, TODAY).finishedOn).toBeNull();
    // other statuses date nothing
    expect(applyPatch(entry(), { status: 'on_hold' }, 16, TODAY)).toEqual(entry({ status: 'on_hold' }));
  });

  it('refuses a finish before the start, wherever the two dates come from', () => {
    const before = { field: 'finishedOn', message: 'must not be before startedOn' };
    expect(refusal(() => applyPatch(entry({ startedOn: '2026-03-01' }), { finishedOn: '2026-02-28' }, 16, TODAY))).toEqual(before);
    expect(refusal(() => applyPatch(entry({ finishedOn: '2026-03-01' }), { startedOn: '2026-03-02' }, 16, TODAY))).toEqual(before);
    expect(applyPatch(entry({ startedOn: '2026-03-01' }), { finishedOn: '2026-03-01' }, 16, TODAY).finishedOn).toBe('2026-03-01');
    expect(applyPatch(entry({ finishedOn: '2026-03-01' }), { rating: 5 }, 16, TODAY).finishedOn).toBe('2026-03-01');
  });
});

describe('last change per field wins, by the time it was made (decision 0052)', () => {
  const times = { rating: 2000, status: 1000 };

  it('keeps the fields of a change not older than their last change, and drops the others', () => {
    expect(fieldsStillNewer({ rating: 7, status: 'dropped', notes: 'n' }, times, 1500)).toEqual({ status: 'dropped', notes: 'n' });
    expect(fieldsStillNewer({ rating: 7 }, times, 2000)).toEqual({ rating: 7 }); // the same time: the later to arrive
    expect(fieldsStillNewer({ rating: 7, status: 'dropped' }, times, 500)).toEqual({});
  });

  it('stamps the fields the change named or the rules moved, and never moves a time back', () => {
    const before = entry();
    const after = applyPatch(before, { episodesWatched: 2 }, 16, TODAY); // also status watching and startedOn today
    expect(stampFields(times, before, after, { episodesWatched: 2 }, 1500)).toEqual({
      rating: 2000,
      status: 1500,
      episodesWatched: 1500,
      startedOn: 1500,
    });
    expect(stampFields({ status: 3000 }, before, after, { episodesWatched: 2 }, 1500).status).toBe(3000);
  });
});
