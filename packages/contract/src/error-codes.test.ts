import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { ERROR_CODES, MESSAGE_TABLES, errorCodeOf, fieldCodeOf } from './error-codes.js';
import { AUTH_MESSAGES } from './auth.js';
import { DIARY_MESSAGES } from './diary.js';
import { CALENDAR_MESSAGES } from './episodes.js';
import { MESSAGES, VALIDATION_MESSAGES } from './messages.js';
import { codeOf, matchMessage } from './message-codes.js';

describe('error codes', () => {
  it('lists every exported *_MESSAGES table', () => {
    const tables = Object.entries(contract).filter(([name]) => name.endsWith('_MESSAGES'));
    expect(tables.length).toBeGreaterThanOrEqual(6);
    expect(Object.values(MESSAGE_TABLES)).toContain(MESSAGES);
    for (const [name, table] of tables) expect(Object.values(MESSAGE_TABLES), name).toContain(table);
  });

  it('names each message section.key, every code once', () => {
    expect(ERROR_CODES).toContain('auth.invalidCredentials');
    expect(ERROR_CODES).toContain('common.notFound');
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('finds a message by its exact text, a function message with any value, or the text before ": "', () => {
    expect(errorCodeOf(AUTH_MESSAGES.invalidCredentials)).toBe('auth.invalidCredentials');
    expect(errorCodeOf(AUTH_MESSAGES.usernameTooLong)).toBe('auth.usernameTooLong');
    expect(errorCodeOf(DIARY_MESSAGES.episodesOverTotal(16))).toBe('diary.episodesOverTotal');
    expect(errorCodeOf(CALENDAR_MESSAGES.tooLong(90))).toBe('calendar.tooLong');
    expect(errorCodeOf('Not found: GET /api/nothing')).toBe('common.notFound');
    expect(errorCodeOf('Method not allowed: PUT /api/show/details/1')).toBe('common.methodNotAllowed');
    expect(errorCodeOf('Nobody wrote this')).toBeNull();
    // the same text in two tables: the first table's code
    expect(errorCodeOf('Show not found')).toBe('common.showNotFound');
    expect(errorCodeOf('must be a date YYYY-MM-DD')).toBe('validation.date');
  });

  it('takes the most specific function message, and needs a value in every hole', () => {
    expect(matchMessage(MESSAGE_TABLES, 'must be at most 2000 characters')).toEqual({
      code: 'validation.atMostCharacters',
      values: ['2000'],
    });
    expect(matchMessage(MESSAGE_TABLES, 'must be at most 1000')).toEqual({ code: 'validation.atMost', values: ['1000'] });
    expect(matchMessage(MESSAGE_TABLES, 'must be at most ')).toBeNull();
    const two = { t: { between: (a: number, b: number) => `from ${a} to ${b} only` } };
    expect(matchMessage(two, 'from 1 to 10 only')).toEqual({ code: 't.between', values: ['1', '10'] });
    expect(matchMessage(two, 'from 1 to  only')).toBeNull();
    expect(codeOf(two, 'from  to 10 only')).toBeNull();
  });

  it('codes a field error by its rule, zod’s own wording generically', () => {
    expect(fieldCodeOf(AUTH_MESSAGES.passwordTooShort)).toBe('auth.passwordTooShort');
    expect(fieldCodeOf(VALIDATION_MESSAGES.ratingRange)).toBe('validation.ratingRange');
    expect(fieldCodeOf('Invalid input: expected string, received number')).toBe('validation.invalid');
    expect(MESSAGES.invalidRequest).toBe('Invalid request');
  });
});
