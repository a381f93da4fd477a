/**
 * The server's own messages and the field rules, plain data (no schemas), apart from constants.ts: the web app's
 * errors namespace takes them as values, and a module of their own stays out of the chunk every page loads.
 * Each message's code is `common.<key>` or `validation.<key>` (error-codes.ts, decision 0034).
 */

export const MESSAGES = {
  searchQueryRequired: 'Search query is required',
  showNotFound: 'Show not found',
  castNotFound: 'Cast not found',
  recommendationsNotFound: 'recommendations not found',
  unsupportedCategoryType: 'Unsupported category type',
  unsupportedLanguage: 'language must be en or ko',
  notFound: 'Not found',
  internal: 'Internal server error',
  invalidRequest: 'Invalid request',
  badUrl: 'Invalid request: the URL is not correctly percent-encoded',
  urlTooLong: 'Invalid request: a part of the URL is too long',
  methodNotAllowed: 'Method not allowed',
  badClientRequest: 'Bad request',
  requestTimeout: 'Request timeout: the request took too long to arrive',
  headersTooLarge: 'Request headers too large',
  adminOnly: 'Administrator access required',
  personNotFound: 'Person not found',
  creditNotFound: 'Credit not found',
  providerNotFound: 'Provider not found',
  // Fastify's own refusals, word for word as Fastify sends them (its message, our code)
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported Media Type',
  invalidJson: "Body is not valid JSON but content-type is set to 'application/json'",
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  bodyLengthMismatch: 'Request body size did not match Content-Length',
} as const;

/**
 * The rules of a field as the schemas word them (`body.rating: must be from 1 to 10`): a field error with one of
 * these messages carries the code `validation.<key>`; any other refusal of a field (zod's own wording) is
 * `validation.invalid`. A function is a rule with a value in it, recognised whatever the value.
 */
export const VALIDATION_MESSAGES = {
  invalid: 'is invalid',
  required: 'is required',
  empty: 'is empty',
  tooLong: 'is too long',
  text: 'must be text',
  wholeNumber: 'must be a whole number',
  positiveWholeNumber: 'must be a positive whole number',
  positiveInteger: 'must be a positive integer',
  notNegative: 'must not be negative',
  atMost: (max: number) => `must be at most ${max}`,
  atMostCharacters: (max: number) => `must be at most ${max} characters`,
  ratingNumber: 'must be a number from 1 to 10',
  ratingRange: 'must be from 1 to 10',
  ratingSteps: 'must be in steps of 0.5',
  date: 'must be a date YYYY-MM-DD',
  changeSomething: 'must change at least one field',
  visibility: 'must be private or public',
  storableText: 'must not contain NUL or unpaired surrogate characters',
  oneOf: (values: string) => `must be one of ${values}`,
} as const;
