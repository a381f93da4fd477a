/**
 * Constants of what fans write to each other (plain data, no zod): a module of its own, out of constants.ts, which
 * the web's first bundle carries whole (the home route's budget).
 */
/** Reviews (issue 26 item 1): lengths in characters (code points, as PostgreSQL counts them). */
export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 50,
  bodyMax: 10_000,
  /** how many the details page shows, best first */
  onDetails: 3,
} as const;
export const REVIEW_SORTS = ['helpful', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The optional sub-scores of a review, on the diary's rating scale. */
export const REVIEW_SUB_SCORES = ['story', 'acting', 'music', 'rewatch'] as const;
export type ReviewSubScore = (typeof REVIEW_SUB_SCORES)[number];
/** Public profiles (ARCHITECTURE 9.2): private by default; what a feed item can be; how much one page of it holds. */
export const PROFILE_VISIBILITIES = ['private', 'public'] as const;
export const FEED_KINDS = ['started', 'completed', 'rated', 'reviewed', 'list_created', 'list_updated'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const FEED_PAGE = { default: 20, max: 50 } as const;
/** The feed's `before`: `{at}~{id}` of the last item read (ties of `at` are ordered by id). Plain data for the web. */
export const feedCursor = (item: { at: string; id: number }) => `${item.at}~${item.id}`;
/** How many favourites and recent activities a public profile shows. */
export const PROFILE_SHOWCASE = { favourites: 12, recent: 10, lists: 20, reviews: 5 } as const;
/**
 * Reports (issue 26 items 5 and 6, decision 0046): what a fan may report (reviews, lists, comments, profiles), why (a fixed
 * set; `spoiler` is "spoilers unmarked"), and how a moderator resolves every open report of one target.
 */
/** the kinds reported by their id (a profile is reported by its username) */
export const ID_REPORT_KINDS = ['review', 'list', 'comment'] as const;
export const REPORT_KINDS = [...ID_REPORT_KINDS, 'profile'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'spoiler', 'hate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 500;
export const REPORT_ACTIONS = ['hide', 'dismiss', 'disable_user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Comments on reviews and public lists (issue 26 item 5): lengths in characters, the two orders, page sizes. */
export const COMMENT_LIMITS = { bodyMax: 2000, pageDefault: 20, pageMax: 50 } as const;
export const COMMENT_SORTS = ['oldest', 'newest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
