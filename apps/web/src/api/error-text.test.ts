import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { AUTH_MESSAGES, DIARY_MESSAGES, MESSAGES, PASSKEY_MESSAGES } from '@klama/contract';
import { i18nFor } from '../i18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/messages/en';
import { useGeneralStore } from '../stores/general';
import { errorTextOf, useErrorText } from './error-text';
import { ApiError, UNEXPECTED_ERROR } from './request';
import { errorsNamespace } from '../i18n/messages/en/errors';

const english = i18nFor('en')!;
const korean = i18nFor('kr')!;
const render = (key: string, values: object | undefined, i18n = english) =>
  (i18n.getFixedT(errorsNamespace) as unknown as (key: string, values?: object) => string)(key, values);
const HANGUL = /[\uac00-\ud7a3]/;

/** Every message the contract defines for the server and the schemas to answer with. */
const CONTRACT: [string, string][] = [
  ...Object.entries(AUTH_MESSAGES),
  ...Object.entries(MESSAGES),
  ...Object.entries(PASSKEY_MESSAGES),
  ...Object.entries(DIARY_MESSAGES).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : v(16)]),
];

describe('error messages', () => {
  it.each(CONTRACT)('knows the contract message %s, renders it word for word in English and in Korean otherwise', (_name, message) => {
    const text = errorTextOf(message);
    expect(text).not.toBeNull();
    expect(render(text!.key, text!.values)).toBe(message);
    const translated = render(text!.key, text!.values, korean);
    expect(translated).toMatch(HANGUL);
    expect(translated).not.toBe(message);
  });

  it('keeps the values a message carries, and picks the most specific pattern', () => {
    expect(errorTextOf(DIARY_MESSAGES.episodesOverTotal(16))).toEqual({ key: 'diary.episodesOverTotal', values: { total: '16' } });
    expect(render('diary.episodesOverTotal', { total: '16' }, korean)).toBe('전체 회차 수인 16화를 넘을 수 없어요');
    expect(errorTextOf('must be at most 2000 characters')).toEqual({ key: 'rules.atMostCharacters', values: { max: '2000' } });
    expect(errorTextOf('must be at most 1000')).toEqual({ key: 'rules.atMost', values: { max: '1000' } });
    expect(errorTextOf(AUTH_MESSAGES.usernameTooLong)).toEqual({ key: 'auth.usernameTooLong', values: { max: '30' } });
    expect(errorTextOf('Not found: GET /api/nothing')).toEqual({ key: 'server.notFound' });
    expect(errorTextOf('Something nobody wrote')).toBeNull();
  });

  it("knows the web app's own messages (no answer, no connection, session over)", () => {
    for (const message of [
      UNEXPECTED_ERROR,
      'Failed to connect to the server',
      'Your session has expired. Please log in again.',
      'No temporary token found',
    ])
      expect(errorTextOf(message)?.key).not.toBeUndefined();
    expect(Object.values(en.errors).filter((v) => typeof v === 'string' && !v.includes('{{'))).toContain(UNEXPECTED_ERROR);
  });

  it('shows English as it came, and Korean translated, with the generic Korean message for anything unknown', () => {
    const { result, rerender } = renderHook(() => useErrorText(), { wrapper: I18nProvider });
    const wrongPassword = new ApiError(AUTH_MESSAGES.invalidCredentials, 401);
    const unknown = new ApiError('Totally new server words', 500);
    const badRating = new ApiError(MESSAGES.invalidRequest, 400, [{ path: 'body.rating', message: 'must be from 1 to 10' }]);
    expect(result.current.message(wrongPassword)).toBe('Invalid username or password');
    expect(result.current.message(unknown)).toBe('Totally new server words');
    expect(result.current.message(null)).toBe(UNEXPECTED_ERROR);
    expect(result.current.detailed(badRating)).toBe('rating: must be from 1 to 10');
    expect(result.current.reason('status: "paused" is not a status; no title')).toBe('status: "paused" is not a status; no title');

    useGeneralStore.setState({ language: 'kr' });
    rerender();
    expect(result.current.message(wrongPassword)).toBe('아이디 또는 비밀번호가 올바르지 않아요');
    expect(result.current.message(unknown)).toBe('예상하지 못한 오류가 발생했어요');
    expect(result.current.message(null)).toBe('예상하지 못한 오류가 발생했어요');
    expect(result.current.detailed(badRating)).toBe('평점: 1에서 10 사이여야 해요');
    expect(result.current.field({ type: 'too_small', message: AUTH_MESSAGES.passwordTooShort })?.message).toBe(
      '비밀번호는 6자 이상이어야 해요',
    );
    expect(result.current.reason('status: "paused" is not a status; no title')).toBe('"paused"은(는) 알 수 없는 상태예요; 제목이 없어요');
    expect(result.current.reason('rating: must be from 1 to 10')).toBe('평점: 1에서 10 사이여야 해요');
    expect(result.current.reason('weird: stuff')).toBe('이 줄을 읽지 못했어요');
  });
});
