/** The operator's console (ARCHITECTURE.md 7.4): every request and response shape of `/api/admin/*`. */
import { z } from 'zod';
import { ACCENT_COLORS, IMAGE_ORIGINS } from './constants.js';
import { REPORT_ACTIONS, REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './community-constants.js';
import { IdParam, RequestText, pageOf } from './common.js';
import { HeroSlide } from './catalogue.js';
import { ISO_DAY, isCalendarDate } from './dates.js';
import { noContent, type RouteSchema } from './routes/answers.js';
import type { ADMIN_ROUTES } from './routes/admin.js';

export const ADMIN_MESSAGES = {
  slideNotFound: 'Hero slide not found',
  slideOrderMismatch: 'ids must list every hero slide exactly once',
  unsafeUrl: 'must be a path on this site (/…) or an http(s) address',
  imageNotAllowed: `must be a path on this site (/…) or an address on ${IMAGE_ORIGINS.join(', ')} (the only images pages may show)`,
  collectionNotFound: 'Collection not found',
  collectionExists: 'A collection with this key or name already exists',
  notPermanent: 'Only a permanent collection has its shows set directly',
  notPeriodic: 'Only a periodic collection has dated lists',
  listExists: 'This collection already has a list with this release date',
  unknownShows: 'Unknown show ids',
  duplicateShows: 'must not list a show twice',
  showNotFound: 'Show not found',
  userNotFound: 'User not found',
  ownAccount: 'You cannot disable your own account or remove your own admin role',
  importRunning: 'An import is already running',
  importNotFound: 'Import not found',
  tmdbNotConfigured: 'TMDB credentials are not configured (set TMDB_API_KEY or TMDB_ACCESS_TOKEN)',
  slug: 'must be a slug: lower-case letters and digits joined by single dashes',
  date: 'must be a date (YYYY-MM-DD)',
  collectionKind: 'must be permanent or periodic',
  atMostShows: 'must list at most 500 shows',
  importKind: 'kind must be refresh, collections or show',
  reportNotFound: 'Report not found',
  reportResolved: 'These reports are already resolved',
  reportAction: 'action must be hide, dismiss or disable_user',
  notHidden: 'This content is not hidden',
} as const;

const Text = (max: number) => RequestText().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/**
 * A link or image address an operator may put on the home page: a path on this site or an http(s)
 * address. `javascript:`, `data:` and every other scheme, and protocol-relative `//host`, are refused.
 */
export const SafeUrl = Text(2000).refine(isSafeUrl, ADMIN_MESSAGES.unsafeUrl);

function isSafeUrl(value: string): boolean {
  // no spaces or control characters anywhere (browsers drop some of them inside a scheme: "java\tscript:")
  if ([...value].some((c) => c.trim() === '' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\/[^/?#\\@]+([/?#]|$)/i.test(value);
}

/** Whether a page may show an image from this (safe) address: a path on this site or one of IMAGE_ORIGINS. */
export function isShowableImage(value: string): boolean {
  if (value.startsWith('/')) return true;
  // a safe address is `scheme://authority` then a path, query or fragment (no user part: SafeUrl refuses "@")
  const origin = /^https?:\/\/[^/?#\\]+/i.exec(value)?.[0].toLowerCase();
  return origin !== undefined && (IMAGE_ORIGINS as readonly string[]).includes(origin);
}

/**
 * An image address on the home page: a safe address the Content-Security-Policy lets the page load (a safe
 * address it would block, "https://example.com/a.jpg", is refused here rather than shown as a broken slide).
 */
export const HeroImageUrl = SafeUrl.refine((value) => !isSafeUrl(value) || isShowableImage(value), ADMIN_MESSAGES.imageNotAllowed);

/** Collection keys are slugs: lower-case letters and digits in words joined by single dashes. */
export const CollectionSlug = RequestText()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_MESSAGES.slug)
  .max(60, 'must be at most 60 characters');

const ShowIds = z
  .array(IdParam)
  .max(500, ADMIN_MESSAGES.atMostShows)
  .refine((ids) => new Set(ids).size === ids.length, ADMIN_MESSAGES.duplicateShows);

const CalendarDate = RequestText().regex(ISO_DAY, ADMIN_MESSAGES.date).refine(isCalendarDate, ADMIN_MESSAGES.date);

// ---- hero slides ------------------------------------------------------------------------------
/**
 * Curated text in Korean beside the English (decision 0054): null where there is none (the public answer in Korean
 * shows the English). The console edits both; public answers carry one language, the asked one.
 */
export const HeroKorean = z.object({ title: z.string().nullable(), tagline: z.string().nullable(), tagLabel: z.string().nullable() });
export type HeroKorean = z.infer<typeof HeroKorean>;
export const AdminHeroSlide = HeroSlide.extend({ id: z.number().int(), ko: HeroKorean });
export type AdminHeroSlide = z.infer<typeof AdminHeroSlide>;
export const AdminHeroList = z.array(AdminHeroSlide);
export const HeroSlideBody = z.strictObject({
  url: SafeUrl,
  title: Text(120),
  tagline: Text(200).nullable().optional(),
  img: HeroImageUrl,
  tag: z.strictObject({ label: Text(40), color: z.enum(ACCENT_COLORS, { error: `must be one of ${ACCENT_COLORS.join(', ')}` }) }),
  /** the Korean text: a field left out stays as it is, null removes it */
  ko: z
    .strictObject({
      title: Text(120).nullable().optional(),
      tagline: Text(200).nullable().optional(),
      tagLabel: Text(40).nullable().optional(),
    })
    .optional(),
});
export type HeroSlideBody = z.infer<typeof HeroSlideBody>;
export const HeroSlidePatch = HeroSlideBody.partial().extend({ tag: HeroSlideBody.shape.tag.partial().optional() });
export type HeroSlidePatch = z.infer<typeof HeroSlidePatch>;
export const HeroOrderBody = z.strictObject({ ids: z.array(IdParam).min(1, 'is required') });
export const AdminIdParams = z.strictObject({ id: IdParam });

// ---- collections ------------------------------------------------------------------------------
export const COLLECTION_KINDS = ['permanent', 'periodic'] as const;
export const COLLECTION_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export const AdminCollection = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  /** periodic collections only */
  frequency: z.enum(COLLECTION_FREQUENCIES).nullable(),
  /** a permanent collection's shows, in order; a periodic one's latest list */
  showIds: z.array(z.number().int()),
  /** a periodic collection's dated lists, newest first */
  lists: z.array(z.object({ id: z.number().int(), releaseDate: z.string(), showIds: z.array(z.number().int()) })),
  /** the Korean name and description (null: none, the English shows) */
  ko: z.object({ name: z.string().nullable(), description: z.string().nullable() }),
});
export type AdminCollection = z.infer<typeof AdminCollection>;
export const AdminCollectionList = z.array(AdminCollection);
const Description = RequestText().trim().max(500, 'must be at most 500 characters');
/** A field left out stays as it is; null (or an empty description) removes the Korean text. */
const CollectionKorean = z.strictObject({ name: Text(80).nullable().optional(), description: Description.nullable().optional() });
export const CreateCollectionBody = z.strictObject({
  key: CollectionSlug,
  name: Text(80),
  description: RequestText().trim().max(500, 'must be at most 500 characters').default(''),
  kind: z.enum(COLLECTION_KINDS, { error: ADMIN_MESSAGES.collectionKind }),
  frequency: z.enum(COLLECTION_FREQUENCIES).optional(),
  ko: CollectionKorean.optional(),
});
export type CreateCollectionBody = z.infer<typeof CreateCollectionBody>;
export const UpdateCollectionBody = z.strictObject({
  name: Text(80).optional(),
  description: RequestText().trim().max(500, 'must be at most 500 characters').optional(),
  frequency: z.enum(COLLECTION_FREQUENCIES).optional(),
  ko: CollectionKorean.optional(),
});
export type UpdateCollectionBody = z.infer<typeof UpdateCollectionBody>;
export const AdminCollectionParams = z.strictObject({ key: CollectionSlug });
export const CollectionItemsBody = z.strictObject({ showIds: ShowIds });
export const PeriodicListBody = z.strictObject({ releaseDate: CalendarDate, showIds: ShowIds });

// ---- About ------------------------------------------------------------------------------------
const AboutText = RequestText().max(20_000, 'must be at most 20000 characters');
/** `ko` left out keeps the Korean About as it is; null (or an empty text) removes it. */
export const ProfileBody = z.strictObject({ about: AboutText, ko: z.strictObject({ about: AboutText.nullable() }).optional() });
export type ProfileBody = z.infer<typeof ProfileBody>;
/** The About text in both languages, as the console edits it (the public `profile` answers one). */
export const AdminProfile = z.object({ about: z.string(), ko: z.object({ about: z.string().nullable() }) });
export type AdminProfile = z.infer<typeof AdminProfile>;

// ---- shows ------------------------------------------------------------------------------------
export const SHOW_OVERRIDE_FIELDS = ['name', 'original_name', 'overview'] as const;
const Overrides = z.object({ name: z.string().nullable(), original_name: z.string().nullable(), overview: z.string().nullable() });
export const AdminShow = z.object({
  id: z.number().int(),
  hidden: z.boolean(),
  /** what readers see */
  name: z.string(),
  original_name: z.string(),
  overview: z.string(),
  /** the operator's corrections (null: the imported value shows) */
  overrides: Overrides,
});
export type AdminShow = z.infer<typeof AdminShow>;
/** `GET admin/shows/hidden`: every hidden show (they are few), so the console can show them again. */
export const AdminShowList = z.array(AdminShow);
export const ShowPatchBody = z.strictObject({
  hidden: z.boolean().optional(),
  /** a value corrects the field, null returns it to the imported value; absent fields stay as they are */
  overrides: z
    .strictObject({
      name: Text(300).nullable().optional(),
      original_name: Text(300).nullable().optional(),
      overview: RequestText().max(10_000, 'must be at most 10000 characters').nullable().optional(),
    })
    .optional(),
});
export type ShowPatchBody = z.infer<typeof ShowPatchBody>;

// ---- users ------------------------------------------------------------------------------------
export const USER_ROLES = ['user', 'admin'] as const;
export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = pageOf(AdminUser);
export const AdminUsersQuery = z.strictObject({
  query: RequestText().trim().max(100, 'must be at most 100 characters').optional(),
  page: IdParam.default(1),
});
export const AdminUserParams = z.strictObject({ username: RequestText().min(1).max(100) });
export const AdminUserPatch = z.strictObject({ disabled: z.boolean().optional(), role: z.enum(USER_ROLES).optional() });
export type AdminUserPatch = z.infer<typeof AdminUserPatch>;
/** How many of the account's sessions that still worked were ended. */
export const AdminSessionsEnded = z.object({ ended: z.number().int() });
export type AdminSessionsEnded = z.infer<typeof AdminSessionsEnded>;

// ---- audit log --------------------------------------------------------------------------------
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);
export const AuditQuery = z.strictObject({ page: IdParam.default(1) });
export const ADMIN_PAGE_SIZE = 20;

// ---- moderation queue (decision 0046) ----------------------------------------------------------
/**
 * One reported target and its reports: every open report of a target is one item (resolved together, so a resolved
 * item is the reports one action closed). `id`: its first report's, the one `resolve` takes.
 */
export const ModerationItem = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.number().int(),
  /** what was reported as the console shows it (null: deleted since) */
  content: z.object({ title: z.string(), text: z.string(), link: z.string().nullable(), hidden: z.boolean() }).nullable(),
  author: z.object({ username: z.string(), disabled: z.boolean() }).nullable(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** the reporters' notes, newest first (at most 5) */
  notes: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  resolution: z.object({ action: z.enum(REPORT_ACTIONS), at: z.string(), by: z.string().nullable() }).nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItem>;
export const ModerationPage = pageOf(ModerationItem);
export type ModerationPage = z.infer<typeof ModerationPage>;
export const AdminReportsQuery = z.strictObject({
  status: z.enum(REPORT_STATUSES, { error: 'status must be open or resolved' }).default('open'),
  page: IdParam.default(1),
});
export const ResolveReportBody = z.strictObject({
  action: z.enum(REPORT_ACTIONS, { error: ADMIN_MESSAGES.reportAction }),
  note: RequestText().trim().max(500, 'must be at most 500 characters').optional(),
});
export type ResolveReportBody = z.infer<typeof ResolveReportBody>;
/** Unhiding what a report's target hid (decision 0048): the reports stay resolved, the reporters are not told. */
export const UnhideReportBody = z.strictObject({ note: RequestText().trim().max(500, 'must be at most 500 characters').optional() });
export type UnhideReportBody = z.infer<typeof UnhideReportBody>;

// ---- import jobs ------------------------------------------------------------------------------
export const IMPORT_KINDS = ['refresh', 'collections', 'show'] as const;
export const ImportJobBody = z.discriminatedUnion(
  'kind',
  [
    /** every Korean drama TMDB lists, or only those changed since a date */
    z.strictObject({ kind: z.literal('refresh'), since: CalendarDate.optional() }),
    /** Trending Now and Upcoming Release from TMDB */
    z.strictObject({ kind: z.literal('collections') }),
    /** one show by its TMDB id */
    z.strictObject({ kind: z.literal('show'), showId: IdParam }),
  ],
  { error: ADMIN_MESSAGES.importKind },
);
export type ImportJobBody = z.infer<typeof ImportJobBody>;
export const ImportJobStarted = z.object({ id: z.number().int() });
export const ImportJob = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  options: z.record(z.string(), z.unknown()),
  status: z.enum(['running', 'succeeded', 'failed']),
  requestedBy: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  counts: z.object({ added: z.number().int(), updated: z.number().int(), failed: z.number().int() }),
  /** the last lines of the job's log */
  log: z.array(z.string()),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;
export const ImportJobList = z.array(ImportJob);

/**
 * The console's routes' shapes, by the name each has in ADMIN_ROUTES (./routes/admin.ts): part of the one route
 * table (./routes/schemas.ts spreads them), kept here beside the shapes so that a console route is two files.
 */
export const ADMIN_ROUTE_SCHEMAS = {
  adminHero: { responses: { 200: AdminHeroList } },
  adminCreateSlide: { body: HeroSlideBody, responses: { 201: AdminHeroSlide } },
  adminUpdateSlide: { params: AdminIdParams, body: HeroSlidePatch, responses: { 200: AdminHeroSlide } },
  adminDeleteSlide: { params: AdminIdParams, responses: { 204: noContent('The slide is deleted') } },
  adminReorderSlides: { body: HeroOrderBody, responses: { 200: AdminHeroList } },
  adminCollections: { responses: { 200: AdminCollectionList } },
  adminCreateCollection: { body: CreateCollectionBody, responses: { 201: AdminCollection } },
  adminUpdateCollection: { params: AdminCollectionParams, body: UpdateCollectionBody, responses: { 200: AdminCollection } },
  adminSetCollectionShows: { params: AdminCollectionParams, body: CollectionItemsBody, responses: { 200: AdminCollection } },
  adminAddPeriodicList: { params: AdminCollectionParams, body: PeriodicListBody, responses: { 201: AdminCollection } },
  adminProfile: { responses: { 200: AdminProfile } },
  adminSaveProfile: { body: ProfileBody, responses: { 200: AdminProfile } },
  adminHiddenShows: { responses: { 200: AdminShowList } },
  adminShow: { params: AdminIdParams, responses: { 200: AdminShow } },
  adminPatchShow: { params: AdminIdParams, body: ShowPatchBody, responses: { 200: AdminShow } },
  adminUsers: { query: AdminUsersQuery, responses: { 200: AdminUserPage } },
  adminPatchUser: { params: AdminUserParams, body: AdminUserPatch, responses: { 200: AdminUser } },
  adminEndUserSessions: { params: AdminUserParams, responses: { 200: AdminSessionsEnded } },
  adminAudit: { query: AuditQuery, responses: { 200: AuditPage } },
  adminReports: { query: AdminReportsQuery, responses: { 200: ModerationPage } },
  adminResolveReport: { params: AdminIdParams, body: ResolveReportBody, responses: { 200: ModerationItem } },
  adminUnhideReport: { params: AdminIdParams, body: UnhideReportBody, responses: { 200: ModerationItem } },
  adminStartImport: { body: ImportJobBody, responses: { 202: ImportJobStarted } },
  adminImports: { responses: { 200: ImportJobList } },
  adminImportJob: { params: AdminIdParams, responses: { 200: ImportJob } },
} satisfies { [N in keyof typeof ADMIN_ROUTES]: RouteSchema };
