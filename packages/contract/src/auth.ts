/** Accounts, sessions and personal lists (spec §2, §4–§8): every request and response shape once. */
import { z } from 'zod';
import { USER_SHOW_STATUSES, VALIDATION } from './constants.js';
import { IdParam, PageQuery, RequestText, ShowPage } from './common.js';
import { REGION_MESSAGES, RegionCode } from './regions.js';
import { ProfileVisibility } from './profiles.js';
import { AuthenticationCredential } from './passkeys.js';

/** The spec's validation messages (§5) and the server's auth answers. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: `Username must be at most ${VALIDATION.usernameMax} characters long`,
  usernameCharacters: 'Username may contain only letters, numbers, dots, dashes and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: `Password must be at most ${VALIDATION.passwordMax} characters long`,
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be at least 8 characters',
  passwordTooGuessable:
    'This password is too easy to guess: it is one of the most used passwords, or made of the site’s name or your own. Choose another.',
  mustBeText: 'must be a string',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already in use',
  googleAccountExists: 'An account with this email already exists. Log in with your username and password.',
  googleAlreadyRegistered: 'This Google account is already registered. Sign in with Google.',
  googleNotConfigured: 'Google sign-in is not configured',
  googleUnavailable: 'Google sign-in is temporarily unavailable',
  googleTokenInvalid: 'Invalid Google token',
  googleEmailUnverified: 'Your Google email address is not verified',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  invalidTempToken: 'Invalid or expired temporary token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  currentPasswordIncorrect: 'Current password is incorrect',
  noPasswordSet: 'This account signs in with Google and has no password',
  profilePrivate: 'This profile is private and can only be viewed by its owner',
  userNotFound: 'User not found',
  tooManyRequests: 'Too many requests, please try again later',
  xsrfMismatch: 'Invalid or missing XSRF token',
  accountDisabled: 'This account has been disabled',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  deletePasswordIncorrect: 'The password is incorrect: your account was not deleted',
  deleteNeedsPassword: 'This account has a password: confirm with it',
  deleteNeedsGoogle: 'This account signs in with Google: confirm with Google',
  deleteGoogleMismatch: 'This Google account is not the one this account signs in with',
  deleteLastAdmin: 'You are the only admin: make another account admin before you delete yours',
  deletePasskeyRefused: 'This passkey could not confirm it is you: your account was not deleted',
  verifyLinkInvalid: 'This confirmation link has expired or was already used. Ask for a new one in Settings.',
  sessionNotFound: 'Session not found',
  /** a sensitive change (the email, a passkey, two-step sign-in, ending sessions) asked of a session not confirmed in the last minutes */
  confirmRequired: 'Confirm it is you before this change',
  confirmPasswordIncorrect: 'The password is incorrect: nothing was changed',
  confirmPasskeyRefused: 'This passkey could not confirm it is you: nothing was changed',
} as const;

/** Messages for a missing value vs. a value of the wrong JSON type ({"$ne": null} and friends). */
const text = (required: string) =>
  RequestText({ error: (issue) => (issue.input === undefined || issue.input === null ? required : AUTH_MESSAGES.mustBeText) });

// Letters and digits of any script, plus . _ -: usernames appear in URLs (/profile/{username}).
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
// The spec's "simple address pattern": something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Username = text(AUTH_MESSAGES.usernameRequired)
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .min(VALIDATION.usernameMin, AUTH_MESSAGES.usernameTooShort)
  .max(VALIDATION.usernameMax, AUTH_MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameCharacters);

export const Email = text(AUTH_MESSAGES.emailRequired)
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

export const Password = text(AUTH_MESSAGES.passwordRequired)
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(VALIDATION.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(VALIDATION.passwordMax, AUTH_MESSAGES.passwordTooLong);

export const NewPassword = text(AUTH_MESSAGES.newPasswordRequired)
  .min(1, AUTH_MESSAGES.newPasswordRequired)
  .min(VALIDATION.newPasswordMin, AUTH_MESSAGES.newPasswordTooShort)
  .max(VALIDATION.passwordMax, AUTH_MESSAGES.passwordTooLong);

const OpaqueToken = RequestText({ error: 'is required' }).min(1, 'is required').max(4096, 'is too long');

/** The languages mail is written in: the visitor's interface language when they asked for it. */
export const MAIL_LANGUAGES = ['en', 'ko'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

// ---- requests -------------------------------------------------------------------------------
export const LoginBody = z.strictObject({ username: Username, password: Password });
export type LoginBody = z.infer<typeof LoginBody>;

/** `language`: the interface language the visitor signed up in; the account's mail is written in it. */
export const SignupBody = z.strictObject({
  username: Username,
  email: Email,
  password: Password,
  language: z.enum(MAIL_LANGUAGES).optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** A Google Identity Services ID token (a JWT). */
export const GoogleLoginBody = z.strictObject({ token: OpaqueToken });
export type GoogleLoginBody = z.infer<typeof GoogleLoginBody>;

/** Sent with `Authorization: Bearer <tempToken>`. */
export const CompleteProfileBody = z.strictObject({ username: Username });
export type CompleteProfileBody = z.infer<typeof CompleteProfileBody>;

/**
 * The refresh token travels in an HttpOnly cookie (REFRESH_COOKIE), so the body is empty. A token in the body is
 * still read: sessions started before the cookie (their token kept by the web app in localStorage) move to it.
 */
export const RefreshBody = z.strictObject({ refreshToken: OpaqueToken.optional() }).nullish();
export type RefreshBody = z.infer<typeof RefreshBody>;

export const LogoutBody = RefreshBody;
export type LogoutBody = RefreshBody;

export const ChangePasswordBody = z.strictObject({
  currentPassword: text(AUTH_MESSAGES.currentPasswordRequired)
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(VALIDATION.passwordMax, AUTH_MESSAGES.passwordTooLong),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** "Forgot password?": the answer is the same whether or not an account uses the address. */
export const PasswordResetRequestBody = z.strictObject({ email: Email, language: z.enum(MAIL_LANGUAGES).default('en') });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** The token from the mailed link (its fragment) and the new password. */
export const PasswordResetBody = z.strictObject({
  token: RequestText({ error: AUTH_MESSAGES.resetLinkInvalid })
    .min(1, AUTH_MESSAGES.resetLinkInvalid)
    .max(200, AUTH_MESSAGES.resetLinkInvalid),
  newPassword: NewPassword,
});
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** The token of a mailed confirmation link (`/verify-email#token=…`). */
export const EmailVerifyBody = z.strictObject({
  token: RequestText({ error: AUTH_MESSAGES.verifyLinkInvalid })
    .min(1, AUTH_MESSAGES.verifyLinkInvalid)
    .max(200, AUTH_MESSAGES.verifyLinkInvalid),
});
export type EmailVerifyBody = z.infer<typeof EmailVerifyBody>;

/** "Send again": the language of the mail (and of the account's mail after). */
export const EmailVerificationBody = z.strictObject({ language: z.enum(MAIL_LANGUAGES).optional() }).nullish();
export type EmailVerificationBody = z.infer<typeof EmailVerificationBody>;

export const SessionParams = z.strictObject({ id: z.uuid({ error: AUTH_MESSAGES.sessionNotFound }) });

export const UpdateMeBody = z.strictObject({ email: Email, language: z.enum(MAIL_LANGUAGES).optional() });
/**
 * What `PATCH user/me` accepts: the Settings page's email, or the region picker's region (§7.2); at least one.
 * `language` (with an email): the language of the new address's confirmation mail, and of the account's mail after.
 */
export const PatchMeBody = z
  .strictObject({
    email: Email.optional(),
    region: RegionCode.optional(),
    language: z.enum(MAIL_LANGUAGES).optional(),
    profileVisibility: ProfileVisibility.optional(),
  })
  .refine((b) => b.email !== undefined || b.region !== undefined || b.profileVisibility !== undefined, REGION_MESSAGES.nothingToUpdate);
export type PatchMeBody = z.infer<typeof PatchMeBody>;
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;

/**
 * The account's owner confirms again, one way per body: the password, Google, or one of the account's passkeys
 * answering the challenge `user/me/confirm/passkey-options` (or `user/me/delete/passkey-options`) gave.
 * `DELETE user/me` takes it, and `POST user/me/confirm` (the step-up before a sensitive change, decision 0043).
 */
export const OwnerConfirmationBody = z.union([
  z.strictObject({
    password: text(AUTH_MESSAGES.passwordRequired)
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(VALIDATION.passwordMax, AUTH_MESSAGES.passwordTooLong),
  }),
  /** a fresh Google Identity Services ID token, checked as sign-in checks it, of the account's own Google subject */
  z.strictObject({ google: OpaqueToken }),
  /** `navigator.credentials.get()`'s answer to the deletion's own challenge, signed by one of the account's passkeys */
  z.strictObject({ passkey: AuthenticationCredential }),
]);
export type OwnerConfirmationBody = z.infer<typeof OwnerConfirmationBody>;
export const DeleteAccountBody = OwnerConfirmationBody;
export type DeleteAccountBody = OwnerConfirmationBody;
/** `POST user/me/confirm`'s answer: until when the caller's session may make sensitive changes. */
export const OwnerConfirmed = z.object({ confirmedUntil: z.string() });
export type OwnerConfirmed = z.infer<typeof OwnerConfirmed>;

export const UsernameParams = z.strictObject({ username: RequestText().min(1).max(200) });

// ---- responses ------------------------------------------------------------------------------
/** What the owner sees of their account. Never a hash, never a token. */
export const UserProfile = z.object({ username: z.string(), email: z.string(), avatar: z.string().nullable() });
export type UserProfile = z.infer<typeof UserProfile>;
/** `PATCH user/me`'s answer: the profile, plus the region when the request set it. */
export const UpdatedProfile = UserProfile.extend({
  region: z.string().nullable().optional(),
  emailVerified: z.boolean(),
  profileVisibility: ProfileVisibility,
});
export type UpdatedProfile = z.infer<typeof UpdatedProfile>;

/**
 * `GET user/me`: the owner's account plus their role, so the web app shows the operator's console to admins only, and
 * the region they chose (null: none), as `PATCH user/me` answers it.
 */
export const Me = UserProfile.extend({
  role: z.enum(['user', 'admin']),
  region: z.string().nullable(),
  /** how the owner can confirm who they are (deleting the account): a password, Google, a passkey, or several */
  confirmWith: z.array(z.enum(['password', 'google', 'passkey'])),
  emailVerified: z.boolean(),
  /** whether others may see the public profile (ARCHITECTURE 9.2; private by default) */
  profileVisibility: ProfileVisibility,
});
export type Me = z.infer<typeof Me>;

/** `auth/refresh`'s answer: the new refresh token is in the cookie, never in a body. */
export const AccessTokenResponse = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;

/** Login, sign-up, Google login of a known user and complete-profile all answer this (and set the refresh cookie). */
export const LoginResponse = UserProfile.extend(AccessTokenResponse.shape);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** 202 from `auth/google` for a Google account without a K-lama username yet. */
export const GoogleSignupPending = z.object({ requiresUsername: z.literal(true), tempToken: z.string() });
export type GoogleSignupPending = z.infer<typeof GoogleSignupPending>;

/** `GET auth/config`: lets the web app hide the Google button when sign-in is not configured. */
export const AuthConfig = z.object({ googleClientId: z.string().nullable() });
export type AuthConfig = z.infer<typeof AuthConfig>;

export const OkResponse = z.object({ status: z.literal('ok') });
export type OkResponse = z.infer<typeof OkResponse>;

/** A session's device as its User-Agent names it (parsed on the server); null where the header does not say. */
export const SessionDevice = z.object({ browser: z.string().nullable(), os: z.string().nullable(), device: z.string().nullable() });
export type SessionDevice = z.infer<typeof SessionDevice>;

/**
 * `GET user/me/sessions`: one per signed-in browser. `ip` is the network only (`203.0.113.0/24`, `2001:db8:1::/48`):
 * the full address is never stored. `lastUsedAt`: the session's last refresh (about every 15 minutes while in use).
 */
export const SessionInfo = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  userAgent: SessionDevice,
  ip: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionList = z.array(SessionInfo);

// ---- user-show ------------------------------------------------------------------------------
export const MarkStatusParam = z.enum(USER_SHOW_STATUSES, { error: `must be one of ${USER_SHOW_STATUSES.join(', ')}` });

export const MarkToggleParams = z.strictObject({ status: MarkStatusParam, showId: IdParam });
export const MarkStatusParams = z.strictObject({ showId: IdParam });
export const MarkCategoryParams = z.strictObject({ status: MarkStatusParam });
export const MarkCategoryQuery = PageQuery;

export const MarkState = z.object({ showId: z.number().int(), liked: z.boolean(), bookmarked: z.boolean(), watched: z.boolean() });
export type MarkState = z.infer<typeof MarkState>;

export const MarkCounts = z.object({
  liked: z.object({ count: z.number().int() }),
  bookmarked: z.object({ count: z.number().int() }),
  watched: z.number().int(),
});
export type MarkCounts = z.infer<typeof MarkCounts>;

export const MarkCategoryPage = ShowPage;
