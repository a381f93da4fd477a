/**
 * Every message table of the contract, by the section its codes start with (decision 0034). The server answers
 * each error with the code of its message here; a table added to the contract is added here too (a test fails
 * on an exported `*_MESSAGES` this list lacks). Builds schemas (it reads the areas' modules): not for the web's
 * public screens, which get codes from the server.
 */
import { MESSAGES, VALIDATION_MESSAGES } from './messages.js';
import { AUTH_MESSAGES } from './auth.js';
import { DIARY_MESSAGES } from './diary.js';
import { REGION_MESSAGES } from './regions.js';
import { CALENDAR_MESSAGES } from './episodes.js';
import { ADMIN_MESSAGES } from './admin.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.js';
import { PASSKEY_MESSAGES } from './passkeys.js';
import { REVIEW_MESSAGES } from './reviews.js';
import { PROFILE_MESSAGES } from './profiles.js';
import { REPORT_MESSAGES } from './reports.js';
import { MAIL_NOTICE_MESSAGES, NOTIFICATION_MESSAGES, PUSH_MESSAGES } from './notifications.js';
import { COMMENT_MESSAGES } from './comments.js';
import { codeOf, GENERIC_VALIDATION_CODE, type MessageTable } from './message-codes.js';

/** Most specific first: a text two tables share takes the first one's code. */
export const MESSAGE_TABLES = {
  common: MESSAGES,
  auth: AUTH_MESSAGES,
  diary: DIARY_MESSAGES,
  validation: VALIDATION_MESSAGES,
  region: REGION_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  passkeys: PASSKEY_MESSAGES,
  reviews: REVIEW_MESSAGES,
  profiles: PROFILE_MESSAGES,
  reports: REPORT_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  push: PUSH_MESSAGES,
  mail: MAIL_NOTICE_MESSAGES,
  comments: COMMENT_MESSAGES,
  admin: ADMIN_MESSAGES,
} as const satisfies Record<string, MessageTable>;

/** The code of a message the server sends, or null when no table holds it. */
export const errorCodeOf = (message: string) => codeOf(MESSAGE_TABLES, message);

/** A field error's code: its message's, or the generic validation code. */
export const fieldCodeOf = (message: string) => errorCodeOf(message) ?? GENERIC_VALIDATION_CODE;

/** Every code there is: `section.key` of every table entry. */
export const ERROR_CODES: readonly string[] = Object.entries(MESSAGE_TABLES).flatMap(([section, table]) =>
  Object.keys(table).map((key) => `${section}.${key}`),
);
