import { namespace } from '../../namespace';
// types only from the contract's modules that build schemas (their values would bring zod into every chunk
// that shows an error); messages.ts holds no schema, so its tables come as values
import type {
  AUTH_MESSAGES,
  CALENDAR_MESSAGES,
  DIARY_MESSAGES,
  REGION_MESSAGES,
  TWO_FACTOR_MESSAGES,
  PASSKEY_MESSAGES,
} from '@klama/contract';
import { MESSAGES, VALIDATION_MESSAGES } from '@klama/contract';

type TextOf<T> = Record<keyof T, string>;

/**
 * Every error the screens show, by code (decision 0034): a server error's `code` (`auth.invalidCredentials`) is
 * its key here (apps/web/src/api/error-text.ts); the console's codes (`admin.…`) are in the admin namespace.
 * English screens show the server's message as it came; these English texts are the contract's word for word
 * (a test compares them), a message with a value in it (a function in the contract) worded without the value.
 */
export const errors = {
  unexpected: 'An unexpected error occurred',
  unknown: 'An unknown error occurred',
  connection: 'Failed to connect to the server',
  sessionExpired: 'Your session has expired. Please log in again.',
  exportFailed: 'The export failed',
  googleDidNotLoad: 'Google sign-in did not load',
  googleCouldNotLoad: 'Google sign-in could not be loaded',
  noTempToken: 'No temporary token found',
  withField: '{{field}}: {{message}}',
  common: MESSAGES as TextOf<typeof MESSAGES>,
  auth: {
    usernameRequired: 'Username is required',
    usernameTooShort: 'Username must be at least 3 characters long',
    usernameTooLong: 'Username must be at most 30 characters long',
    usernameCharacters: 'Username may contain only letters, numbers, dots, dashes and underscores',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
    passwordTooLong: 'Password must be at most 200 characters long',
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
    verifyLinkInvalid: 'This confirmation link has expired or was already used. Ask for a new one in Settings.',
    sessionNotFound: 'Session not found',
  } satisfies TextOf<typeof AUTH_MESSAGES>,
  diary: {
    episodesOverTotal: "must be at most the show's episode count",
    completedNeedsAll: 'a completed show has every episode watched',
    finishedBeforeStarted: 'must not be before startedOn',
    dateInFuture: 'must not be in the future',
    listNotFound: 'List not found',
    tooManyLists: 'You can have at most 100 lists',
    tooManyItems: 'A list holds at most 1000 shows',
    itemNotFound: 'This show is not on the list',
    importTooLarge: 'The file is larger than 2 MB',
    importTooManyLines: 'The file has more than 5000 lines',
  } satisfies TextOf<typeof DIARY_MESSAGES>,
  /** A field's rule, as the schemas word it (`body.rating: must be from 1 to 10`); `invalid` for any other. */
  validation: {
    ...(VALIDATION_MESSAGES as Omit<TextOf<typeof VALIDATION_MESSAGES>, 'atMost' | 'atMostCharacters' | 'oneOf'>),
    atMost: 'is too large',
    atMostCharacters: 'is too long',
    oneOf: 'is not one of the values allowed',
  } satisfies TextOf<typeof VALIDATION_MESSAGES>,
  region: {
    unknownRegion: 'must be a region code (ISO 3166-1 alpha-2, such as US or KR)',
    nothingToUpdate: 'Nothing to update: send email or region',
  } satisfies TextOf<typeof REGION_MESSAGES>,
  calendar: {
    dateFormat: 'must be a date YYYY-MM-DD',
    realDate: 'must be a real calendar date',
    monthFormat: 'must be a month YYYY-MM',
    reversed: 'must not be before from',
    tooLong: 'The date range is too long',
    feedNotFound: 'Calendar feed not found',
  } satisfies TextOf<typeof CALENDAR_MESSAGES>,
  twoFactor: {
    codeRequired: 'Enter the 6-digit code from your authenticator app',
    codeInvalid: 'That code is not right. Check your authenticator app and try again.',
    recoveryCodeInvalid: 'That recovery code is not right or was already used',
    oneOfCodeOrRecovery: 'Send either a code or a recovery code',
    challengeInvalid: 'This sign-in step has expired. Sign in again.',
    alreadyOn: 'Two-step sign-in is already on',
    notPending: 'Start the set-up first: no authenticator is waiting to be confirmed',
    notOn: 'Two-step sign-in is not on',
    needsPassword: 'This account has no password. Set one with "Forgot password?" first, then turn two-step sign-in off.',
    adminRequired: 'Administrators must turn on two-step sign-in (Settings → Two-step sign-in) before using the console',
  } satisfies TextOf<typeof TWO_FACTOR_MESSAGES>,
  passkeys: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 64 characters long',
    ceremonyExpired: 'This passkey request has expired or was already used. Try again.',
    notVerified: 'The passkey could not be verified',
    alreadyRegistered: 'This passkey is already registered',
    tooMany: 'An account can keep at most 20 passkeys',
    signInFailed: 'This passkey could not sign you in',
    notFound: 'Passkey not found',
  } satisfies TextOf<typeof PASSKEY_MESSAGES>,
  /** The names of the fields a 400 can point at. */
  fields: {
    status: 'status',
    episodesWatched: 'episodesWatched',
    rating: 'rating',
    notes: 'notes',
    rewatchCount: 'rewatchCount',
    startedOn: 'startedOn',
    finishedOn: 'finishedOn',
    name: 'name',
    description: 'description',
    visibility: 'visibility',
    note: 'note',
    position: 'position',
    content: 'content',
    format: 'format',
    resolutions: 'resolutions',
    entry: 'entry',
  },
  /** Why an import line found no drama (the server's words). */
  importReasons: {
    namesNoShow: 'This item names no show',
    noTitleMatch: 'No show with this title',
    noIdMatch: 'No show with this id',
    chosenNotInCatalogue: 'The chosen show is not in the catalogue',
    notMatched: 'Not matched',
    notAStatus: 'status: "{{0}}" is not a status',
    noTitle: 'no title',
    unreadable: 'This line could not be read',
    sameShow: 'The same show as line {{0}}',
  },
};

export const errorsNamespace = namespace('errors', errors);
