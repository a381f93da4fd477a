/** Password hashes: the stored format, what verifies and what does not. */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from '../../src/accounts/passwords.js';

describe('password hashes', () => {
  it('are stored as scrypt$N$r$p$salt$hash with a fresh 16-byte salt and a 32-byte key', async () => {
    const [a, b] = await Promise.all([hashPassword('secret-pass'), hashPassword('secret-pass')]);
    const [scheme, n, r, p, salt, key] = a.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    // the key is scrypt itself, so the format stays readable by any implementation
    expect(scryptSync('secret-pass', Buffer.from(salt!, 'base64url'), 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })).toEqual(
      Buffer.from(key!, 'base64url'),
    );
    expect(b).not.toBe(a);
  });

  it('verify the right password only, whatever Unicode form it is typed in', async () => {
    const stored = await hashPassword('café-pass'.normalize('NFD'));
    expect(await verifyPassword('café-pass'.normalize('NFC'), stored)).toBe(true);
    expect(await verifyPassword('cafe-pass', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify hashes made with another cost, read from the stored string', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old-pass', salt, 32, { N: 1024, r: 4, p: 2 });
    const stored = ['scrypt', 1024, 4, 2, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('old-pass', stored)).toBe(true);
    expect(await verifyPassword('new-pass', stored)).toBe(false);
  });

  it('refuse other schemes, missing parts and keys of another length', async () => {
    const stored = await hashPassword('secret-pass');
    const [, n, r, p, salt, key] = stored.split('$');
    expect(await verifyPassword('secret-pass', ['bcrypt', n, r, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('secret-pass', ['scrypt', n, r, p, '', key].join('$'))).toBe(false);
    expect(await verifyPassword('secret-pass', ['scrypt', n, r, p, salt].join('$'))).toBe(false);
    expect(await verifyPassword('secret-pass', ['scrypt', n, r, p, salt, key!.slice(0, 20)].join('$'))).toBe(false);
  });

  it('answer false for a user without a password, and verify a real one', async () => {
    const stored = await hashPassword('secret-pass');
    expect(await verifyPasswordOrDummy('secret-pass', stored)).toBe(true);
    expect(await verifyPasswordOrDummy('wrong-pass', stored)).toBe(false);
    expect(await verifyPasswordOrDummy('secret-pass', null)).toBe(false);
    expect(await verifyPasswordOrDummy('secret-pass', undefined)).toBe(false);
    expect(await verifyPasswordOrDummy('', '')).toBe(false);
  });
});
