/**
 * ASVS 5.0 section 6.5 (docs/security.md) on the second factor's own parts: how long a TOTP code is taken (6.5.5),
 * the size and freshness of recovery codes and authenticator secrets (6.5.3, 6.5.4) and recovery codes of at least
 * 112 bits, so that a salted sha256 is enough (6.5.2).
 */
import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { hashRecoveryCode, matchesRecoveryCode, newRecoveryCodes } from '../../src/accounts/recovery-codes.js';
import { newTotpSecret, verifyTotp } from '../../src/accounts/totp.js';

const STEP = 30;

describe('6.5.5 a TOTP code’s lifetime', () => {
  it('takes a code of the current 30-second step and of the one either side (clock drift), and no older or newer one', async () => {
    const secret = newTotpSecret();
    // the middle of a step, so "one step before" is unambiguous
    const now = (Math.floor(Date.now() / 1000 / STEP) * STEP + 15) * 1000;
    const codeAt = (offsetSteps: number) => generate({ secret, epoch: now / 1000 + offsetSteps * STEP });
    const step = Math.floor(now / 1000 / STEP);
    expect(await verifyTotp(secret, await codeAt(0), null, now)).toBe(step);
    expect(await verifyTotp(secret, await codeAt(-1), null, now)).toBe(step - 1);
    expect(await verifyTotp(secret, await codeAt(1), null, now)).toBe(step + 1);
    const window = await Promise.all([-1, 0, 1].map(codeAt));
    for (const offset of [-3, -2, 2, 3]) {
      const code = await codeAt(offset);
      // a code that happens to equal one of the window's would pass: skip that (one in a million) case
      if (!window.includes(code)) expect(await verifyTotp(secret, code, null, now)).toBeNull();
    }
  });

  it('refuses a code of a step already spent, or of an earlier one', async () => {
    const secret = newTotpSecret();
    const now = (Math.floor(Date.now() / 1000 / STEP) * STEP + 15) * 1000;
    const step = Math.floor(now / 1000 / STEP);
    const code = await generate({ secret, epoch: now / 1000 });
    expect(await verifyTotp(secret, code, step, now)).toBeNull();
    expect(await verifyTotp(secret, await generate({ secret, epoch: now / 1000 - STEP }), step, now)).toBeNull();
    expect(await verifyTotp(secret, code, step - 1, now)).toBe(step);
  });
});

describe('6.5.3 and 6.5.4 secrets from a CSPRNG, large enough', () => {
  it('makes ten different recovery codes of 24 base32 characters (120 bits) each time', () => {
    const first = newRecoveryCodes();
    const second = newRecoveryCodes();
    expect(first.codes).toHaveLength(10);
    for (const code of [...first.codes, ...second.codes]) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
    expect(new Set([...first.codes, ...second.codes]).size).toBe(20);
    // what is stored is a salted hash, a new salt for every code
    expect(new Set(first.stored.map((s) => s.salt)).size).toBe(10);
    for (const [i, s] of first.stored.entries()) expect(s.codeHash).not.toContain(first.codes[i]!.replace(/-/g, ''));
  });

  it('6.5.2: takes a code typed in any case, with spaces or no dashes, and an earlier 16-character code; no other length', () => {
    const { codes, stored } = newRecoveryCodes();
    const code = codes[0]!;
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ''), code.replace(/-/g, ' '), ` ${code} `]) {
      expect(matchesRecoveryCode(stored[0]!, typed), typed).toBe(true);
    }
    expect(matchesRecoveryCode(stored[1]!, code)).toBe(false);
    expect(matchesRecoveryCode(stored[0]!, code.slice(0, -1))).toBe(false);
    // a code issued before the codes grew to 120 bits: 16 characters, the same salted hash
    const earlier = { salt: 'salt-of-an-earlier-code', codeHash: hashRecoveryCode('salt-of-an-earlier-code', 'ABCD0123EFGH4567') };
    expect(matchesRecoveryCode(earlier, 'abcd-0123-efgh-4567')).toBe(true);
    expect(matchesRecoveryCode(earlier, 'ABCD-0123-EFGH-4568')).toBe(false);
    // O and I, L are read as 0 and 1
    const oil = { salt: 's', codeHash: hashRecoveryCode('s', '0110'.repeat(6)) };
    expect(matchesRecoveryCode(oil, 'OIL0-'.repeat(6))).toBe(true);
  });

  it('makes an authenticator secret of 32 base32 characters (160 bits), a new one each time', () => {
    const secrets = Array.from({ length: 5 }, newTotpSecret);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new Set(secrets).size).toBe(5);
  });
});
