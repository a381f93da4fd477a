/**
 * Passkeys (WebAuthn, issue 25 item 5): the shapes of the registration and sign-in ceremonies and of the
 * account's list of passkeys. The ceremonies' JSON is WebAuthn's own (what @simplewebauthn/browser sends and
 * takes); a response's binary fields are base64url.
 */
import { z } from 'zod';
import { IdParam, RequestText } from './common.js';
import { PASSKEY_NAME_MAX, PASSKEYS_PER_ACCOUNT_MAX } from './constants.js';

export const PASSKEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PASSKEY_NAME_MAX} characters long`,
  ceremonyExpired: 'This passkey request has expired or was already used. Try again.',
  notVerified: 'The passkey could not be verified',
  alreadyRegistered: 'This passkey is already registered',
  tooMany: `An account can keep at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys`,
  signInFailed: 'This passkey could not sign you in',
  notFound: 'Passkey not found',
} as const;

const Base64Url = z
  .string()
  .max(65_536, 'is too long')
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');
const CredentialId = Base64Url.min(1, 'is required').max(1_400, 'is too long');
const Transports = z.array(z.string().max(32)).max(10);
const ClientExtensionResults = z.record(z.string().max(64), z.unknown());

/** `navigator.credentials.create()`'s answer as JSON (RegistrationResponseJSON). */
export const RegistrationCredential = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Base64Url.optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
});

/** `navigator.credentials.get()`'s answer as JSON (AuthenticationResponseJSON). */
export const AuthenticationCredential = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Base64Url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
});

export const PasskeyName = RequestText({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong);

export const PasskeyRegisterBody = z.strictObject({ response: RegistrationCredential, name: PasskeyName.optional() });
export type PasskeyRegisterBody = z.infer<typeof PasskeyRegisterBody>;

export const PasskeyLoginBody = z.strictObject({ response: AuthenticationCredential });
export type PasskeyLoginBody = z.infer<typeof PasskeyLoginBody>;

export const PasskeyParams = z.strictObject({ id: IdParam });
export const PasskeyRenameBody = z.strictObject({ name: PasskeyName });
export type PasskeyRenameBody = z.infer<typeof PasskeyRenameBody>;

const Extensions = z.object({ credProps: z.boolean().optional() }).optional();
const Descriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

/** What `navigator.credentials.create()` takes, as JSON (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(Descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: Extensions,
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** What `navigator.credentials.get()` takes, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(Descriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: Extensions,
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;

/** One of the account's passkeys as its owner sees it (never its key or credential id). */
export const Passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;
export const PasskeyList = z.array(Passkey);
export type PasskeyList = z.infer<typeof PasskeyList>;
