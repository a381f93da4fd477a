/**
 * What a new password may not be (ASVS 6.2.4, 6.1.2 and 6.2.11; docs/security.md), at sign-up, a change and a reset:
 * one of the 10,000 most used passwords (the ranked list of @zxcvbn-ts/language-common, compared in any letter case),
 * or the site's own words, the username or the email's name with nothing but digits and symbols around them. Only
 * length is asked otherwise: no rules on the kinds of characters (6.2.5).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';

/** How far down the ranked list a password is refused (ASVS asks for at least the top 3,000). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/** The words of this site that a password may not be made of (letters only, lower case): ASVS 6.1.2's list. */
export const CONTEXT_WORDS = [
  'klama',
  'kdrama',
  'kdramas',
  'drama',
  'dramas',
  'koreandrama',
  'koreandramas',
  'hallyu',
  '케이라마',
  '드라마',
  '한국드라마',
  '케이드라마',
] as const;

const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
const context = new Set<string>(CONTEXT_WORDS);
/** The letters of a text, in lower case: "K-lama 2024!" is "klama". */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

/** Whether a new password is too easy to guess for this account (its username and email, when known). */
export function isGuessablePassword(password: string, account: { username?: string; email?: string } = {}): boolean {
  if (common.has(password.toLowerCase())) return true;
  const letters = lettersOf(password);
  if (!letters) return false;
  const own = [account.username, account.email?.split('@')[0]].map((name) => lettersOf(name ?? '')).filter((name) => name.length >= 3);
  return context.has(letters) || own.includes(letters);
}

/** A 400 with `auth.passwordTooGuessable` for a password `isGuessablePassword` refuses. */
export function assertNewPasswordAllowed(password: string, account: { username?: string; email?: string } = {}): void {
  if (isGuessablePassword(password, account)) throw new HttpError(400, AUTH_MESSAGES.passwordTooGuessable);
}
