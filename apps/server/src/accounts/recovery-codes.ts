/**
 * Recovery codes: 16 characters of Crockford's base32 (80 random bits), shown as four groups of four. Each is kept
 * as a salted sha256: with 80 bits of randomness a fast hash is enough (NIST SP 800-63B §5.1.2.2), and the codes
 * stay usable if the server's secret changes, unlike the authenticator secret (two-factor-crypto.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@klama/contract';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;

function newCode(): string {
  // 256 is a multiple of 32: the low five bits of a random byte are uniform
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** The code's 16 characters as typed in any case, with or without dashes or spaces (O is 0, I and L are 1). */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const hashRecoveryCode = (salt: string, normalized: string) => createHash('sha256').update(`${salt}:${normalized}`).digest('hex');

export interface StoredRecoveryCode {
  salt: string;
  codeHash: string;
}

/** A fresh set: the codes to show once, and what is stored of them. */
export function newRecoveryCodes(): { codes: string[]; stored: StoredRecoveryCode[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const stored = codes.map((code) => {
    const salt = randomBytes(16).toString('base64url');
    return { salt, codeHash: hashRecoveryCode(salt, normalizeRecoveryCode(code)) };
  });
  return { codes, stored };
}

export function matchesRecoveryCode(stored: StoredRecoveryCode, typed: string): boolean {
  const normalized = normalizeRecoveryCode(typed);
  if (normalized.length !== LENGTH) return false;
  const actual = Buffer.from(hashRecoveryCode(stored.salt, normalized), 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
