import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { json, renderRoutes, stubApi } from '../../test/render';
import { CalendarPage } from './CalendarPage';

const month = () => new URLSearchParams(screen.getByTestId('location').dataset.search).get('month');

describe('calendar: month steps pressed before the page has re-rendered', () => {
  it('two quick presses of "Next month" move two months, then one "Previous month" one back', async () => {
    // a wide screen: the month grid (jsdom has no media queries)
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    stubApi(({ url }) => (url.startsWith('/api/calendar/nearest') ? json({ previous: null, next: null }) : json([])));
    renderRoutes(<CalendarPage />, '/calendar?month=2026-03');
    const next = await screen.findByRole('button', { name: 'Next month' });
    act(() => {
      next.click();
      next.click();
    });
    expect(month()).toBe('2026-05');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('May 2026');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    act(() => {
      previous.click();
      next.click();
      previous.click();
    });
    expect(month()).toBe('2026-04');
  });
});
