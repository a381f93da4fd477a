/** TOTP (RFC 6238) through otplib: SHA-1, six digits, 30-second steps, as every authenticator app reads them. */
import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show beside the account. */
const ISSUER = 'K-lama';
/** A code of the step before or after the current one still counts (a clock a little off, a slow typist). */
const TOLERANCE_SECONDS = 30;

/** 20 random bytes, base32 (what the QR code carries and a person may type). */
export const newTotpSecret = () => generateSecret();

export const otpauthUrl = (secret: string, username: string) => generateURI({ issuer: ISSUER, label: username, secret });

/**
 * The time step a code belongs to when it is right, else null. A step at or before `afterTimeStep` (the last one
 * used) is refused, so a code works once.
 */
export async function verifyTotp(secret: string, code: string, afterTimeStep: number | null, now = Date.now()): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
