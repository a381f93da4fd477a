import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { AUTH_MESSAGES, ERROR_CODES, MESSAGE_TABLES, errorCodeOf } from '@klama/contract';
import { i18nFor } from '../i18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { useGeneralStore } from '../stores/general';
import { knownCode, useErrorText } from './error-text';
import { ApiError, CodedError, UNEXPECTED_ERROR } from './request';
import { errors, errorsNamespace } from '../i18n/messages/en/errors';
import { admin as adminKo } from '../i18n/messages/ko/admin';
import { admin, adminNamespace } from '../i18n/messages/en/admin';

const english = i18nFor('en')!;
const korean = i18nFor('kr')!;
korean.addNamespace('admin', adminKo);
type T = (key: string, values?: object) => string;
const errorsIn = (i18n: typeof english) => i18n.getFixedT(errorsNamespace) as unknown as T;
const adminIn = (i18n: typeof english) => i18n.getFixedT(adminNamespace) as unknown as T;
const HANGUL = /[\uac00-\ud7a3]/;
const SITES = { sites: 'https://image.tmdb.org, https://i.ytimg.com, https://lh3.googleusercontent.com' };

/** Every message of every contract table, with its code. */
const TABLE_MESSAGES = Object.entries(MESSAGE_TABLES).flatMap(([section, table]) =>
  Object.entries(table).map(([key, message]) => ({ code: `${section}.${key}`, message: message as string | ((...v: never[]) => string) })),
);

/** The text of a code in a language: the errors namespace's, or the console's for `admin.…`. */
function textOf(code: string, i18n: typeof english): string | undefined {
  // the console's codes are in its own namespace (features/admin/field-errors.tsx)
  const [section, key] = code.split('.') as [string, string];
  if (section === 'admin') return Object.hasOwn(admin.errors, key) ? adminIn(i18n)(`errors.${key}`, SITES) : undefined;
  return knownCode(code) ? errorsIn(i18n)(code) : undefined;
}

describe('error codes', () => {
  it('gives every table message a code of its own, none of them a key of the app’s own errors', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBe(TABLE_MESSAGES.length);
    const ownKeys = Object.keys(errors).filter((k) => typeof errors[k as keyof typeof errors] === 'string');
    for (const own of ownKeys) expect(Object.keys(MESSAGE_TABLES)).not.toContain(own);
  });

  it.each(TABLE_MESSAGES)('$code has its English (the contract’s word for word) and its Korean', ({ code, message }) => {
    const en = textOf(code, english);
    const ko = textOf(code, korean);
    expect(en, `${code}: no English text`).toBeTruthy();
    expect(ko, `${code}: no Korean text`).toBeTruthy();
    expect(ko).toMatch(HANGUL);
    expect(ko).not.toBe(en);
    if (typeof message === 'string') {
      expect(en).toBe(message);
      // a number in the message (a limit) is in the Korean too: a changed limit is caught here
      for (const number of message.match(/\d+/g) ?? []) expect(ko, `${code}: ${number}`).toContain(number);
    }
  });

  it('the server finds the code of every message, or of the first table holding the same text', () => {
    for (const { code, message } of TABLE_MESSAGES) {
      if (typeof message !== 'string') continue;
      const first = TABLE_MESSAGES.find((m) => m.message === message)!.code;
      expect(errorCodeOf(message), message).toBe(first);
      expect([code, first]).toContain(errorCodeOf(message));
    }
  });
});

describe('error text', () => {
  it('shows English as it came, and Korean by code, with the generic Korean message for an unknown code', () => {
    const { result, rerender } = renderHook(() => useErrorText(), { wrapper: I18nProvider });
    const wrongPassword = new ApiError(AUTH_MESSAGES.invalidCredentials, 401, [], 'auth.invalidCredentials');
    const unknown = new ApiError('Totally new server words', 500, [], 'common.somethingNew');
    const noCode = new ApiError('An old server without codes', 500);
    const notFound = new ApiError('Not found: GET /api/nothing', 404, [], 'common.notFound');
    const badRating = new ApiError('Invalid request', 400, [
      { path: 'body.rating', code: 'validation.ratingRange', message: 'must be from 1 to 10' },
    ]);
    const tooLong = new ApiError('Invalid request', 400, [
      { path: 'body.notes', code: 'validation.atMostCharacters', message: 'must be at most 2000 characters' },
    ]);
    const offline = new ApiError('Failed to connect to the server', 0, [], 'connection');
    const ownError = new CodedError('No temporary token found', 'noTempToken');

    expect(result.current.message(wrongPassword)).toBe('Invalid username or password');
    expect(result.current.message(unknown)).toBe('Totally new server words');
    expect(result.current.message(noCode)).toBe('An old server without codes');
    expect(result.current.message(notFound)).toBe('Not found: GET /api/nothing');
    expect(result.current.message(null)).toBe(UNEXPECTED_ERROR);
    expect(result.current.detailed(badRating)).toBe('rating: must be from 1 to 10');
    expect(result.current.detailed(tooLong)).toBe('notes: must be at most 2000 characters');
    expect(result.current.field({ type: 'auth.passwordTooShort', message: AUTH_MESSAGES.passwordTooShort })?.message).toBe(
      'Password must be at least 6 characters long',
    );

    useGeneralStore.setState({ language: 'kr' });
    rerender();
    expect(result.current.message(wrongPassword)).toBe('아이디 또는 비밀번호가 올바르지 않아요');
    expect(result.current.message(unknown)).toBe('예상하지 못한 오류가 발생했어요');
    expect(result.current.message(noCode)).toBe('예상하지 못한 오류가 발생했어요');
    expect(result.current.message(notFound)).toBe('찾을 수 없어요');
    expect(result.current.message(null)).toBe('예상하지 못한 오류가 발생했어요');
    expect(result.current.message(offline)).toBe('서버에 연결하지 못했어요');
    expect(result.current.message(ownError)).toBe('임시 토큰이 없어요. Google로 다시 로그인해 주세요.');
    expect(result.current.detailed(badRating)).toBe('평점: 1에서 10 사이여야 해요');
    expect(result.current.detailed(tooLong)).toBe('메모: 너무 길어요');
    expect(result.current.field({ type: 'auth.passwordTooShort', message: AUTH_MESSAGES.passwordTooShort })?.message).toBe(
      '비밀번호는 6자 이상이어야 해요',
    );
    // zod's own wording, coded generically
    expect(result.current.field({ type: 'validation.invalid', message: 'Invalid input: expected string' })?.message).toBe(
      '올바르지 않은 값이에요',
    );
    // a code that only looks like a key: not a text of the namespace
    expect(result.current.message(new ApiError('x', 400, [], 'withField'))).toBe('예상하지 못한 오류가 발생했어요');
  });

  it('knows a code only when the namespace has a text for it', () => {
    expect(knownCode('auth.invalidCredentials')).toBe(true);
    expect(knownCode('connection')).toBe(true);
    expect(knownCode('auth.nothing')).toBe(false);
    expect(knownCode('fields')).toBe(false);
    expect(knownCode('withField')).toBe(false);
    expect(knownCode('auth.toString')).toBe(false);
    expect(knownCode('auth.invalidCredentials.more')).toBe(false);
    expect(knownCode(undefined)).toBe(false);
  });
});
