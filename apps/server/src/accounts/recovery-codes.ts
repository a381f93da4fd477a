/**
 * Recovery codes: 24 characters of Crockford's base32 (120 random bits), shown as six groups of four. Each is kept
 * as a salted sha256: at 112 bits or more a lookup secret needs no password-storage hash (ASVS 6.5.2, NIST SP
 * 800-63B §5.1.2.2), and the codes stay usable if the server's secret changes, unlike the authenticator secret
 * (two-factor-crypto.ts). Codes issued before (16 characters, 80 bits) still work until used or replaced.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@klama/contract';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 24;
/** The length of the codes issued before (80 bits): still accepted until used or replaced. */
const EARLIER_LENGTH = 16;

function newCode(): string {
  // 256 is a multiple of 32: the low five bits of a random byte are uniform
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** The code's characters as typed in any case, with or without dashes or spaces (O is 0, I and L are 1). */
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
  if (normalized.length !== LENGTH && normalized.length !== EARLIER_LENGTH) return false;
  const actual = Buffer.from(hashRecoveryCode(stored.salt, normalized), 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
