import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, isMonth, monthRange, nearerMonth, weeksOf } from './month';
import { formatDay } from '../../lib/show';
import { groupAirings } from './AiringLink';

describe('calendar months', () => {
  it('steps across year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2024-03', -14)).toBe('2023-01');
  });

  it('covers a month from its first to its last day, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = weeksOf('2022-06'); // 1 June 2022 was a Wednesday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.map((d) => d.date)).toEqual([
      '2022-05-29',
      '2022-05-30',
      '2022-05-31',
      '2022-06-01',
      '2022-06-02',
      '2022-06-03',
      '2022-06-04',
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, true, true, true, true]);
    expect(weeks.at(-1)!.at(-1)).toEqual({ date: '2022-07-02', inMonth: false });
  });

  it('accepts only real months', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('November')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('writes months and days in the visitor’s language', () => {
    expect(formatMonth('2022-06', 'en')).toBe('June 2022');
    expect(formatMonth('2022-06', 'ko')).toBe('2022년 6월');
    expect(formatDay('2022-06-29', 'en', 'long')).toBe('Wednesday, June 29');
    expect(formatDay('2022-06-29', 'ko', 'long')).toBe('6월 29일 수요일');
  });
});

describe('a day’s airings', () => {
  const card = (id: number) => ({ id, name: `Show ${id}`, original_name: `쇼 ${id}`, first_air_date: null, poster_path: {} });
  const item = (id: number, season: number, episode: number) => ({ show: card(id), season, episode, name: null });

  it('makes one entry of a show’s episodes released together, keeping other shows and seasons apart', () => {
    const groups = groupAirings([item(1, 1, 1), item(1, 1, 2), item(1, 1, 3), item(2, 1, 9), item(2, 2, 1)]);
    expect(groups.map((g) => [g.first.show.id, g.first.season, g.first.episode, g.last.episode])).toEqual([
      [1, 1, 1, 3],
      [2, 1, 9, 9],
      [2, 2, 1, 1],
    ]);
  });
});

describe('the month an empty current month gives way to', () => {
  it('picks the nearer of the nearest months with airings, the later on a tie', () => {
    expect(nearerMonth('2026-11', { previous: '2025-09', next: null })).toBe('2025-09');
    expect(nearerMonth('2026-11', { previous: null, next: '2027-02' })).toBe('2027-02');
    expect(nearerMonth('2026-11', { previous: '2026-09', next: '2027-02' })).toBe('2026-09');
    expect(nearerMonth('2026-11', { previous: '2026-09', next: '2027-01' })).toBe('2027-01');
    expect(nearerMonth('2026-01', { previous: '2025-12', next: '2026-03' })).toBe('2025-12');
    expect(nearerMonth('2026-11', { previous: null, next: null })).toBeNull();
  });
});
