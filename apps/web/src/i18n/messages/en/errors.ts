import { namespace } from '../../namespace';
// types only from the contract's auth and diary modules: importing their values would bring zod (their schemas)
// into the entry chunk every page loads; constants.ts holds no schema, so MESSAGES comes as a value
import type { AUTH_MESSAGES, DIARY_MESSAGES } from '@klama/contract';
import { MESSAGES } from '@klama/contract';

/**
 * Every error and validation message the account screens show. The server and the contract's schemas speak
 * English (the spec's strings, in @klama/contract); apps/web/src/api/error-text.ts maps each of their messages to
 * a key here. The English is the contract's own text (a test checks that every message renders word for word).
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
  // the contract's text word for word (a test compares them), with {{placeholders}} where a message carries a number
  auth: {
    usernameRequired: 'Username is required',
    usernameTooShort: 'Username must be at least 3 characters long',
    usernameTooLong: 'Username must be at most {{max}} characters long',
    usernameCharacters: 'Username may contain only letters, numbers, dots, dashes and underscores',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
    passwordTooLong: 'Password must be at most {{max}} characters long',
    currentPasswordRequired: 'Current password is required',
    newPasswordRequired: 'New password is required',
    newPasswordTooShort: 'Password must be at least 8 characters',
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
  } satisfies Record<keyof typeof AUTH_MESSAGES, string>,
  diary: {
    episodesOverTotal: "must be at most {{total}} (the show's episode count)",
    completedNeedsAll: 'a completed show has every episode watched',
    finishedBeforeStarted: 'must not be before startedOn',
    dateInFuture: 'must not be in the future',
    listNotFound: 'List not found',
    tooManyLists: 'You can have at most {{max}} lists',
    tooManyItems: 'A list holds at most {{max}} shows',
    itemNotFound: 'This show is not on the list',
    importTooLarge: 'The file is larger than 2 MB',
  } satisfies Record<keyof typeof DIARY_MESSAGES, string>,
  server: MESSAGES,
  /** A field's rule, as the schemas word it (`body.rating: must be from 1 to 10`). */
  rules: {
    required: 'is required',
    empty: 'is empty',
    tooLong: 'is too long',
    invalid: 'is invalid',
    text: 'must be text',
    wholeNumber: 'must be a whole number',
    positiveWholeNumber: 'must be a positive whole number',
    positiveInteger: 'must be a positive integer',
    notNegative: 'must not be negative',
    atMost: 'must be at most {{max}}',
    atMostCharacters: 'must be at most {{max}} characters',
    ratingNumber: 'must be a number from 1 to 10',
    ratingRange: 'must be from 1 to 10',
    ratingSteps: 'must be in steps of 0.5',
    date: 'must be a date YYYY-MM-DD',
    changeSomething: 'must change at least one field',
    visibility: 'must be private or public',
    storableText: 'must not contain NUL or unpaired surrogate characters',
    oneOf: 'must be one of {{values}}',
  },
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
    notAStatus: 'status: "{{value}}" is not a status',
    noTitle: 'no title',
    unreadable: 'This line could not be read',
  },
};

export const errorsNamespace = namespace('errors', errors);
