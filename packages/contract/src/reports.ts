/**
 * Reports (ARCHITECTURE 9.2, issue 26 item 6; decision 0046): a fan reports a review, a public list, a comment or a
 * public profile with a reason; the console's moderation queue (its shapes are in admin.ts) resolves them.
 */
import { z } from 'zod';
import { IdParam, RequestText } from './common.js';
import { ID_REPORT_KINDS, REPORT_NOTE_MAX, REPORT_REASONS } from './community-constants.js';
import { VALIDATION_MESSAGES } from './messages.js';

export const REPORT_MESSAGES = {
  /** unknown, hidden, private or blocked: nothing the reporter can see (the same answer for each) */
  targetNotFound: 'Nothing to report here: it does not exist or you cannot see it',
  ownContent: 'You cannot report your own content',
  reason: `reason must be one of ${REPORT_REASONS.join(', ')}`,
} as const;

const Reason = z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason });
const Note = RequestText({ error: 'must be text' })
  .trim()
  .max(REPORT_NOTE_MAX, VALIDATION_MESSAGES.atMostCharacters(REPORT_NOTE_MAX))
  .transform((s) => (s === '' ? undefined : s))
  .optional();

/** `POST reports`: a review, a list or a comment (ID_REPORT_KINDS) by its id, a profile by its username. */
export const ReportBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(ID_REPORT_KINDS), id: IdParam, reason: Reason, note: Note }),
  z.strictObject({ kind: z.literal('profile'), id: RequestText().min(1).max(200), reason: Reason, note: Note }),
]);
export type ReportBody = z.input<typeof ReportBody>;

/** 202: received (a second report of the same target while it is open is the same report). */
export const ReportReceived = z.object({ status: z.literal('received') });
export type ReportReceived = z.infer<typeof ReportReceived>;
