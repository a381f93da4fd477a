import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, isCalendarDate, isoDay, localDay, utcDay } from './dates.js';

describe('calendar dates', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1900-01-01', '2026-12-31', '0999-06-15']) expect(isCalendarDate(day)).toBe(true);
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const day of [
      '2021-02-30',
      '2023-02-29',
      '1900-02-29',
      '2022-13-01',
      '2022-00-10',
      '2022-04-31',
      '2021-2-3',
      '20210203',
      '2021-02-03T00:00:00Z',
      ' 2021-02-03',
      '',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });

  it('counts days in UTC across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-08', -7)).toBe('2026-01-01');
    expect(isoDay(Date.UTC(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(utcDay(1, new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(utcDay(-1, Date.UTC(2026, 0, 1, 0, 0))).toBe('2025-12-31');
  });

  it('numbers days from 1970-01-01, so their difference is the days between', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2); // a leap year
    expect(dayNumber('2023-03-01') - dayNumber('2023-02-28')).toBe(1);
    expect(dayNumber('2027-01-02') - dayNumber('2026-12-31')).toBe(2);
  });

  it("a local day is the machine's own calendar day, not UTC's", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
