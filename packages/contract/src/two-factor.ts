/** Two-step sign-in (ARCHITECTURE §9.1, issue 25 item 6): an authenticator app's codes and single-use recovery codes. */
import { z } from 'zod';
import { RequestText } from './common.js';
import { VALIDATION } from './constants.js';
import { LoginResponse } from './auth.js';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  recoveryCodeInvalid: 'That recovery code is not right or was already used',
  oneOfCodeOrRecovery: 'Send either a code or a recovery code',
  challengeInvalid: 'This sign-in step has expired. Sign in again.',
  alreadyOn: 'Two-step sign-in is already on',
  notPending: 'Start the set-up first: no authenticator is waiting to be confirmed',
  notOn: 'Two-step sign-in is not on',
  needsPassword: 'This account has no password. Set one with "Forgot password?" first, then turn two-step sign-in off.',
  needsPasswordOrCode: 'This account has no password: confirm with a code from your authenticator app',
  adminRequired: 'Administrators must turn on two-step sign-in (Settings → Two-step sign-in) before using the console',
} as const;

/** How many recovery codes one set-up gives. */
export const RECOVERY_CODE_COUNT = 10;

const TotpCode = RequestText({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired);
// typed as shown (groups of four, any case, with or without dashes); the server compares the 16 characters alone
const RecoveryCode = RequestText({ error: TWO_FACTOR_MESSAGES.recoveryCodeInvalid })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeInvalid)
  .max(40, TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
const Challenge = RequestText({ error: TWO_FACTOR_MESSAGES.challengeInvalid })
  .min(1, TWO_FACTOR_MESSAGES.challengeInvalid)
  .max(200, TWO_FACTOR_MESSAGES.challengeInvalid);

// ---- requests -------------------------------------------------------------------------------
export const TotpEnableBody = z.strictObject({ code: TotpCode });
export type TotpEnableBody = z.infer<typeof TotpEnableBody>;

export const TwoFactorDisableBody = z.strictObject({
  password: RequestText({ error: 'Password is required' }).min(1, 'Password is required').max(VALIDATION.passwordMax),
});
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>;

/** New recovery codes (all ten replaced): confirmed by the password, or a current code from the app. */
export const RegenerateRecoveryCodesBody = z.union([TwoFactorDisableBody, z.strictObject({ code: TotpCode })]);
export type RegenerateRecoveryCodesBody = z.infer<typeof RegenerateRecoveryCodesBody>;

/** The second step of a sign-in: the challenge `auth/login` gave, and a code from the app or a recovery code. */
export const LoginTwoFactorBody = z
  .strictObject({ challenge: Challenge, code: TotpCode.optional(), recoveryCode: RecoveryCode.optional() })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), TWO_FACTOR_MESSAGES.oneOfCodeOrRecovery);
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBody>;

// ---- responses ------------------------------------------------------------------------------
/** `POST user/me/2fa/totp/setup`: the secret (for typing in) and the otpauth:// address (for the QR code), shown once. */
export const TotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;

/** `POST user/me/2fa/totp/enable`: the recovery codes, shown this once (only their hashes are kept). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** `GET user/me/2fa`: whether two-step sign-in is on, and how many recovery codes are left unused. */
export const TwoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `auth/login` (and `auth/google`) for an account with two-step sign-in: no tokens yet, a short-lived challenge. */
export const TwoFactorRequired = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorRequired = z.infer<typeof TwoFactorRequired>;

/** What a password (or Google) sign-in answers: the session, or the second step it waits for. */
export const LoginAnswer = z.union([LoginResponse, TwoFactorRequired]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;
