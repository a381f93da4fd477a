import { describe, expect, it } from 'vitest';
import { en as bundled } from './messages/en';
import { ko as bundledKo } from './messages/ko';
import { admin } from './messages/en/admin';
import { admin as adminKo } from './messages/ko/admin';

// the console's namespace is registered when the console loads (not bundled), and checked here alike
const en = { ...bundled, admin };
const ko = { ...bundledKo, admin: adminKo };

/** Every message key, dotted, with plural suffixes folded into the key they belong to. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('messages', () => {
  it('has every English message in Korean and nothing Korean that English lacks', () => {
    const english = new Set(keysOf(en));
    const korean = new Set(keysOf(ko));
    expect([...english].filter((k) => !korean.has(k))).toEqual([]);
    expect([...korean].filter((k) => !english.has(k))).toEqual([]);
  });

  it('gives every plural in English its `other` form in Korean (Korean has no singular form)', () => {
    const plurals = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string' ? (key.endsWith('_other') ? [prefix + key] : []) : plurals(value as object, `${prefix}${key}.`),
      );
    expect(plurals(ko)).toEqual(plurals(en));
  });

  it('has no empty message and keeps every {{placeholder}} of the English one', () => {
    const flat = (messages: object, prefix = ''): [string, string][] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flat(value as object, `${prefix}${key}.`),
      );
    const korean = new Map(flat(ko));
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of flat(en)) {
      const translated = korean.get(key) ?? korean.get(key.replace(/_one$/, '_other'));
      expect(translated, key).toBeTruthy();
      expect(text, key).not.toBe('');
      if (!key.endsWith('_one')) expect(placeholders(translated!), key).toEqual(placeholders(text));
    }
  });
});
