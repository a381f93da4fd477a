/**
 * Person details for the people of imported shows: TMDB's `/person/{id}` (biography, birth and death, birthplace,
 * photo) with its Korean biography from the same request (`append_to_response=translations`). Only people never
 * asked for, or not for PERSON_DETAILS_REFRESH_DAYS, are fetched; requests go through the client, which paces and
 * retries them, and are written in batches, each in its own transaction with one catalogue version bump.
 */
import type { Database } from '../../db/client.js';
import { bumpCatalogueVersion } from '../../catalogue-version/bump.js';
import {
  markPersonDetailsChecked,
  peopleNeedingDetails,
  writePersonDetails,
  type PersonDetailsRow,
} from '../../people/person-details.queries.js';
import { calendarDate } from '../tmdb-episodes.js';
import type { Progress } from '../progress.js';
import { TmdbHttpError, type TmdbGet } from './client.js';
import { TmdbPersonDetails } from './types.js';

/** Biographies and birthplaces rarely change; a death does, so details are not kept for ever either. */
export const PERSON_DETAILS_REFRESH_DAYS = 90;
const WORKERS = 8;
const BATCH = 100;
/** birthdays before this are kept (an author of an old novel); episodes start at 1900 */
const EARLIEST_BIRTH_YEAR = 1800;

export interface PersonDetailsSummary {
  /** people whose details were due */
  total: number;
  fetched: number;
  /** TMDB answered 404: stamped, asked again after the refresh period */
  unknown: number;
  /** still failing after the client's retries: left due, asked again by the next run */
  failed: number;
}

export interface PersonDetailsOptions {
  signal?: AbortSignal | undefined;
  progress?: Progress | undefined;
  now?: Date;
}

/** What we store of TMDB's answer: empty text is unknown, an impossible date is unknown, a death before the birth is dropped. */
export function mapPersonDetails(raw: unknown): PersonDetailsRow {
  const d = TmdbPersonDetails.parse(raw);
  const birthday = calendarDate(d.birthday, EARLIEST_BIRTH_YEAR);
  const deathday = calendarDate(d.deathday, EARLIEST_BIRTH_YEAR);
  const korean = d.translations?.translations.find((t) => t.iso_639_1 === 'ko')?.data?.biography;
  return {
    id: d.id,
    biography: d.biography.trim() || null,
    biography_ko: korean?.trim() || null,
    birthday,
    deathday: deathday && (!birthday || deathday >= birthday) ? deathday : null,
    place_of_birth: d.place_of_birth.trim() || null,
    profile_path: d.profile_path,
  };
}

export const fetchPersonDetails = async (get: TmdbGet, id: number) =>
  mapPersonDetails(await get(`/person/${id}`, { append_to_response: 'translations' }));

/**
 * Fetches and writes the due details of the people credited in `showIds`. Rejected credentials (401/403) stop it and
 * are thrown; any other failure of one person is counted and left for the next run.
 */
export async function importPersonDetails(
  db: Database,
  get: TmdbGet,
  showIds: readonly number[],
  options: PersonDetailsOptions = {},
): Promise<PersonDetailsSummary> {
  const now = options.now ?? new Date();
  const due = await peopleNeedingDetails(db, showIds, new Date(now.getTime() - PERSON_DETAILS_REFRESH_DAYS * 86_400_000));
  const summary: PersonDetailsSummary = { total: due.length, fetched: 0, unknown: 0, failed: 0 };
  if (!due.length) return summary;
  options.progress?.log(`Fetching the details of ${due.length} people`);

  let found: PersonDetailsRow[] = [];
  let missing: number[] = [];
  let writes: Promise<void> = Promise.resolve();
  const flush = () => {
    const [rows, ids] = [found, missing];
    [found, missing] = [[], []];
    writes = writes.then(() =>
      db.transaction(async (tx) => {
        await writePersonDetails(tx, rows);
        await markPersonDetailsChecked(tx, ids);
        await bumpCatalogueVersion(tx);
      }),
    );
    return writes;
  };

  let next = 0;
  let fatal: Error | undefined;
  const worker = async () => {
    while (next < due.length && !options.signal?.aborted && !fatal) {
      const id = due[next++]!;
      try {
        found.push(await fetchPersonDetails(get, id));
        summary.fetched++;
      } catch (err) {
        if (err instanceof TmdbHttpError && (err.status === 401 || err.status === 403)) fatal = err;
        else if (err instanceof TmdbHttpError && err.status === 404) {
          missing.push(id);
          summary.unknown++;
        } else {
          summary.failed++;
          options.progress?.log(`Person ${id} failed: ${(err as Error).message}`);
        }
      }
      const done = summary.fetched + summary.unknown + summary.failed;
      if (found.length + missing.length >= BATCH) void flush();
      if (done % 500 === 0) options.progress?.log(`People: ${done}/${due.length}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await flush();
  if (fatal) throw fatal;
  return summary;
}
