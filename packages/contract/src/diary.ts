/** The diary (ARCHITECTURE 7.1): entries, the diary list, statistics, personal lists, export and import. */
import { z } from 'zod';
import { IdParam, PageQuery, RequestText, ShowCard, pageOf, DateString } from './common.js';
import { COMMUNITY_SORT, SORT_OPTIONS } from './constants.js';
import { REPORT_REASONS } from './community-constants.js';
import { EARLIEST_DAY, ISO_DAY, isCalendarDate, utcDay } from './dates.js';

export const DIARY_STATUSES = ['watching', 'completed', 'plan_to_watch', 'on_hold', 'dropped'] as const;
export type DiaryStatus = (typeof DIARY_STATUSES)[number];
export const DIARY_SORTS = ['updated_desc', 'rating_desc', ...SORT_OPTIONS] as const;
export type DiarySort = (typeof DIARY_SORTS)[number];

export const DIARY_LIMITS = {
  notesMax: 2000,
  rewatchMax: 1000,
  episodesMax: 100_000,
  listsPerUser: 100,
  itemsPerList: 1000,
  listNameMax: 80,
  listDescriptionMax: 2000,
  itemNoteMax: 500,
  importBytes: 2 * 1024 * 1024,
  /** diary lines (entries, items, rows, pasted lines) one import reads; a longer file is refused whole */
  importLines: 5000,
  /** imports (previews included) one account may run in `importWindowMinutes` */
  importsPerWindow: 20,
  importWindowMinutes: 10,
  /** minutes counted per episode watched (the catalogue has no runtimes; a Korean drama episode runs about an hour) */
  minutesPerEpisode: 60,
  /** how far ahead of the server's clock a change's `changedAt` may be (a device clock a little fast) */
  changedAtSkewMinutes: 5,
  /** how old a change made offline may be when it reaches the server */
  changedAtMaxAgeDays: 30,
} as const;

export const DIARY_MESSAGES = {
  episodesOverTotal: (total: number) => `must be at most ${total} (the show's episode count)`,
  completedNeedsAll: 'a completed show has every episode watched',
  finishedBeforeStarted: 'must not be before startedOn',
  dateInFuture: 'must not be in the future',
  listNotFound: 'List not found',
  tooManyLists: `You can have at most ${DIARY_LIMITS.listsPerUser} lists`,
  tooManyItems: `A list holds at most ${DIARY_LIMITS.itemsPerList} shows`,
  itemNotFound: 'This show is not on the list',
  importTooLarge: 'The file is larger than 2 MB',
  importTooManyLines: `The file has more than ${DIARY_LIMITS.importLines} lines`,
  changedAtFormat: 'must be a UTC date and time (YYYY-MM-DDTHH:MM:SS.sssZ)',
  changedAtInFuture: `must not be more than ${DIARY_LIMITS.changedAtSkewMinutes} minutes ahead of the server's clock`,
  changedAtTooOld: `must be within the last ${DIARY_LIMITS.changedAtMaxAgeDays} days`,
} as const;

/**
 * A day a fan did something: a real calendar date, not in the future anywhere on Earth (tomorrow in UTC
 * is already today east of it), not before 1900.
 */
export const PastDate = RequestText({ error: 'must be a date YYYY-MM-DD' })
  .regex(ISO_DAY, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date')
  .refine((s) => s >= EARLIEST_DAY, 'must not be before 1900')
  .refine((s) => s <= utcDay(1), DIARY_MESSAGES.dateInFuture);

export const DiaryStatusParam = z.enum(DIARY_STATUSES, { error: `must be one of ${DIARY_STATUSES.join(', ')}` });

export const Rating = z
  .number({ error: 'must be a number from 1 to 10' })
  .min(1, 'must be from 1 to 10')
  .max(10, 'must be from 1 to 10')
  .multipleOf(0.5, 'must be in steps of 0.5');

const count = (max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`);

export const Notes = RequestText({ error: 'must be text' }).max(
  DIARY_LIMITS.notesMax,
  `must be at most ${DIARY_LIMITS.notesMax} characters`,
);

const entryFields = {
  status: DiaryStatusParam.nullable().optional(),
  episodesWatched: count(DIARY_LIMITS.episodesMax).optional(),
  rating: Rating.nullable().optional(),
  notes: Notes.nullable().optional(),
  rewatchCount: count(DIARY_LIMITS.rewatchMax).optional(),
  startedOn: PastDate.nullable().optional(),
  finishedOn: PastDate.nullable().optional(),
};

/** The diary fields a patch may change (a change's `changedAt` is not one of them). */
export const ENTRY_FIELDS = Object.keys(entryFields) as (keyof typeof entryFields)[];

const changesSomething = (p: object) => ENTRY_FIELDS.some((field) => field in p);
const datesInOrder = (p: { startedOn?: string | null; finishedOn?: string | null }) =>
  !(p.startedOn && p.finishedOn && p.finishedOn < p.startedOn);
const atLeastOneField = { message: 'must change at least one field' };
const datesRule = { message: DIARY_MESSAGES.finishedBeforeStarted, path: ['finishedOn'] };

export const EntryPatch = z.strictObject(entryFields).refine(changesSomething, atLeastOneField).refine(datesInOrder, datesRule);
export type EntryPatch = z.infer<typeof EntryPatch>;

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const MINUTE_MS = 60_000;

/**
 * When a change was made, by the device's clock (decision 0052): a UTC instant, at most `changedAtSkewMinutes`
 * ahead of the server's clock and at most `changedAtMaxAgeDays` old.
 */
export const ChangedAt = RequestText({ error: DIARY_MESSAGES.changedAtFormat })
  .regex(UTC_INSTANT, DIARY_MESSAGES.changedAtFormat)
  .refine((s) => Number.isFinite(Date.parse(s)) && new Date(s).toISOString().slice(0, 10) === s.slice(0, 10), {
    message: DIARY_MESSAGES.changedAtFormat,
    abort: true,
  })
  .refine((s) => Date.parse(s) <= Date.now() + DIARY_LIMITS.changedAtSkewMinutes * MINUTE_MS, DIARY_MESSAGES.changedAtInFuture)
  .refine((s) => Date.parse(s) >= Date.now() - DIARY_LIMITS.changedAtMaxAgeDays * 24 * 60 * MINUTE_MS, DIARY_MESSAGES.changedAtTooOld);

/**
 * The body of `PATCH user-show/entry/{id}`: a patch and, for a change made earlier (queued offline), when it was made.
 * With `changedAt`, each field the server saw change later keeps its value ("last change per field wins").
 */
export const EntryChange = z
  .strictObject({ ...entryFields, changedAt: ChangedAt.optional() })
  .refine(changesSomething, atLeastOneField)
  .refine(datesInOrder, datesRule);
export type EntryChange = z.infer<typeof EntryChange>;

export const EntryParams = z.strictObject({ showId: IdParam });

export const Entry = z.object({
  showId: z.number().int(),
  status: z.enum(DIARY_STATUSES).nullable(),
  episodesWatched: z.number().int(),
  totalEpisodes: z.number().int().nullable(),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
  rewatchCount: z.number().int(),
  startedOn: DateString.nullable(),
  finishedOn: DateString.nullable(),
  liked: z.boolean(),
  bookmarked: z.boolean(),
  watched: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Entry = z.infer<typeof Entry>;

export const DiaryQuery = PageQuery.extend({
  status: DiaryStatusParam.optional(),
  sort: z.enum(DIARY_SORTS, { error: `must be one of ${DIARY_SORTS.join(', ')}` }).default('updated_desc'),
});
export type DiaryQuery = z.infer<typeof DiaryQuery>;

export const DiaryItem = z.object({ show: ShowCard, entry: Entry });
export type DiaryItem = z.infer<typeof DiaryItem>;
export const DiaryPage = pageOf(DiaryItem);
export type DiaryPage = z.infer<typeof DiaryPage>;

export const DiaryStats = z.object({
  statuses: z.object(Object.fromEntries(DIARY_STATUSES.map((s) => [s, z.number().int()])) as Record<DiaryStatus, z.ZodNumber>),
  episodesWatched: z.number().int(),
  minutesWatched: z.number().int(),
  meanRating: z.number().nullable(),
  ratings: z.record(z.string(), z.number().int()),
  genres: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  completedPerYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});
export type DiaryStats = z.infer<typeof DiaryStats>;

// ---- lists ------------------------------------------------------------------------------------
export const LIST_VISIBILITIES = ['private', 'public'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

const ListName = RequestText({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(DIARY_LIMITS.listNameMax, `must be at most ${DIARY_LIMITS.listNameMax} characters`);
const ListDescription = RequestText({ error: 'must be text' }).max(
  DIARY_LIMITS.listDescriptionMax,
  `must be at most ${DIARY_LIMITS.listDescriptionMax} characters`,
);
const Visibility = z.enum(LIST_VISIBILITIES, { error: 'must be private or public' });

export const CreateListBody = z.strictObject({ name: ListName, description: ListDescription.optional(), visibility: Visibility });
export type CreateListBody = z.infer<typeof CreateListBody>;
export const UpdateListBody = z
  .strictObject({ name: ListName.optional(), description: ListDescription.optional(), visibility: Visibility.optional() })
  .refine((p) => Object.keys(p).length > 0, { message: 'must change at least one field' });
export type UpdateListBody = z.infer<typeof UpdateListBody>;
export const ListParams = z.strictObject({ id: IdParam });
export const ListItemParams = z.strictObject({ id: IdParam, showId: IdParam });
const ItemNote = RequestText({ error: 'must be text' }).max(
  DIARY_LIMITS.itemNoteMax,
  `must be at most ${DIARY_LIMITS.itemNoteMax} characters`,
);
export const ListItemBody = z.strictObject({
  note: ItemNote.optional(),
  position: z
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .min(1, 'must be a positive whole number')
    .max(DIARY_LIMITS.itemsPerList, `must be at most ${DIARY_LIMITS.itemsPerList}`)
    .optional(),
});
export type ListItemBody = z.infer<typeof ListItemBody>;
/** A personal list's page: in the fan's own order, or by the K-lama score (`community_desc`). */
export const ListPageQuery = PageQuery.pick({ page: true, limit: true }).extend({
  sort: z.enum([COMMUNITY_SORT], { error: `must be ${COMMUNITY_SORT}` }).optional(),
});
export type ListPageQuery = z.infer<typeof ListPageQuery>;

export const ListSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  visibility: Visibility,
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type ListSummary = z.infer<typeof ListSummary>;
export const MyLists = z.array(ListSummary);
export type MyLists = z.infer<typeof MyLists>;

export const ListItem = z.object({ show: ShowCard, note: z.string(), position: z.number().int() });
export type ListItem = z.infer<typeof ListItem>;
/** What adding or updating an item answers: the item, and whether this call put the show on the list (false: it was there). */
export const PutListItemResult = ListItem.extend({ added: z.boolean() });
export type PutListItemResult = z.infer<typeof PutListItemResult>;
export const ListPage = pageOf(ListItem).extend({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  visibility: Visibility,
  owner: z.object({ username: z.string() }),
  itemCount: z.number().int(),
  /**
   * Only to its owner, when moderators hid the list (no one else can read it, decision 0048): since when, and the
   * reasons of the reports that hid it (none when it was hidden otherwise).
   */
  hidden: z.object({ at: z.string(), reasons: z.array(z.enum(REPORT_REASONS)) }).optional(),
});
export type ListPage = z.infer<typeof ListPage>;

// ---- export and import -------------------------------------------------------------------------
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const ExportQuery = z.strictObject({ format: z.enum(EXPORT_FORMATS, { error: 'must be json or csv' }).default('json') });

export const IMPORT_FORMATS = ['klama', 'csv', 'trakt', 'text'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const ImportQuery = z.strictObject({
  dryRun: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
});
export const ImportBody = z.strictObject({
  format: z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(', ')}` }),
  content: RequestText({ error: 'must be text' }).min(1, 'is empty').max(DIARY_LIMITS.importBytes, DIARY_MESSAGES.importTooLarge),
  /** line number (as text, a JSON object key) → the chosen show id */
  resolutions: z.record(z.string().regex(/^\d+$/, 'keys must be line numbers'), IdParam).optional(),
});
export type ImportBody = z.infer<typeof ImportBody>;

/** What one imported line would write (the diary fields it carries; lists come only from K-lama files). */
export const ImportedEntry = z.object({
  status: z.enum(DIARY_STATUSES).nullable(),
  episodesWatched: z.number().int().nullable(),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
  rewatchCount: z.number().int().nullable(),
  startedOn: DateString.nullable(),
  finishedOn: DateString.nullable(),
  liked: z.boolean().nullable(),
  bookmarked: z.boolean().nullable(),
});
export type ImportedEntry = z.infer<typeof ImportedEntry>;

export const IMPORT_CHANGES = ['added', 'updated', 'unchanged'] as const;
export type ImportChange = (typeof IMPORT_CHANGES)[number];

/** What a matched line's entry will be once applied (or is, after applying). */
export const ImportedOutcome = z.object({
  status: z.enum(DIARY_STATUSES).nullable(),
  episodesWatched: z.number().int(),
  totalEpisodes: z.number().int().nullable(),
  rating: z.number().nullable(),
});
export type ImportedOutcome = z.infer<typeof ImportedOutcome>;

/**
 * Why an import line is left out: an import's answer is no error answer, but each left-out line carries a stable
 * `code` as errors do (decision 0034): `importReasons.<key>` of this table, or a field rule's own code (`diary.…`,
 * `validation.…`) with its `field`; `values` fill the text's holes in order. `reason` is the English text.
 */
export const IMPORT_REASONS = {
  namesNoShow: 'This item names no show',
  noTitleMatch: 'No show with this title',
  noIdMatch: 'No show with this id',
  chosenNotInCatalogue: 'The chosen show is not in the catalogue',
  notMatched: 'Not matched',
  notAStatus: (word: string) => `status: "${word}" is not a status`,
  noTitle: 'no title',
  unreadable: 'This line could not be read',
  sameShow: (line: number) => `The same show as line ${line}`,
} as const;

export const ImportLineReason = z.object({
  line: z.number().int(),
  input: z.string(),
  reason: z.string(),
  code: z.string(),
  field: z.string().optional(),
  values: z.array(z.string()).optional(),
});
export type ImportLineReason = z.infer<typeof ImportLineReason>;

/**
 * An import's preview or result. Each show the lines name is sent once, in `shows`; lines refer to it by id.
 * `unmatched`: no show found; `skipped`: a show was found (or the line read) but the line cannot be imported
 * (a field breaks a rule, or an earlier line names the same show). `summary` counts the matched lines' changes.
 */
export const ImportResult = z.object({
  shows: z.array(ShowCard),
  matched: z.array(
    z.object({
      line: z.number().int(),
      input: z.string(),
      showId: z.number().int(),
      entry: ImportedEntry,
      outcome: ImportedOutcome,
      change: z.enum(IMPORT_CHANGES),
    }),
  ),
  ambiguous: z.array(z.object({ line: z.number().int(), input: z.string(), candidates: z.array(z.number().int()) })),
  unmatched: z.array(ImportLineReason),
  skipped: z.array(ImportLineReason),
  summary: z.object({ added: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  applied: z.boolean(),
  lists: z.number().int().optional(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** The K-lama export (JSON): every entry and every list; importing it gives back the same data. */
export const ExportedEntry = ImportedEntry.extend({
  showId: z.number().int(),
  name: z.string(),
  original_name: z.string(),
  year: z.number().int().nullable(),
  liked: z.boolean(),
  bookmarked: z.boolean(),
  updatedAt: z.string(),
});
export type ExportedEntry = z.infer<typeof ExportedEntry>;
export const ExportedList = z.object({
  name: z.string(),
  description: z.string(),
  visibility: Visibility,
  items: z.array(z.object({ showId: z.number().int(), name: z.string(), position: z.number().int(), note: z.string() })),
});
export type ExportedList = z.infer<typeof ExportedList>;
/** A list as an import reads it: the limits of the list calls (CreateListBody, ListItemBody), checked before anything is written. */
export const ImportedList = z.object({
  name: ListName,
  description: ListDescription,
  visibility: Visibility,
  items: z
    .array(z.object({ showId: IdParam, name: z.string(), position: z.number().int(), note: ItemNote }))
    .max(DIARY_LIMITS.itemsPerList, DIARY_MESSAGES.tooManyItems),
});
export type ImportedList = z.infer<typeof ImportedList>;
export const KlamaExport = z.object({
  format: z.literal('klama-diary'),
  version: z.literal(1),
  exportedAt: z.string(),
  username: z.string(),
  entries: z.array(ExportedEntry),
  lists: z.array(ExportedList),
});
export type KlamaExport = z.infer<typeof KlamaExport>;
