/**
 * The details page's next episode with its countdown (the visitor's clock set inside a show's run) and streaming
 * entries that lead to the service (issue 23, item 17). Expected values come from the sample files. Neither
 * depends on the width: they run at the desktop's.
 */
import { isoDay } from '@klama/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTLE, useBrowser, VIEWPORTS } from './browser';

const data = (file: string) => JSON.parse(readFileSync(new URL(`../data/catalogue/${file}`, import.meta.url), 'utf8'));
const CHIEF = 9000320; // Chief Detective 1958
const chief = data('shows/9000320-chief-detective-1958.json') as { first_air_date: string; number_of_episodes: number };
const { schedules } = data('schedules.json') as { schedules: { show: number; weekly?: string[]; last?: string }[] };
const weekly = schedules.find((s) => s.show === CHIEF)!;

/** Its episodes' dates, from the schedule file: one on each listed weekday from the premiere to the finale. */
function airDates() {
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const dates: string[] = [];
  for (let d = new Date(`${chief.first_air_date}T00:00:00Z`); dates.length < chief.number_of_episodes; d.setUTCDate(d.getUTCDate() + 1))
    if (weekly.weekly!.includes(days[d.getUTCDay()]!)) dates.push(isoDay(d));
  expect(dates.at(-1)).toBe(weekly.last);
  return dates;
}

const [, viewport] = VIEWPORTS;

describe('details: next episode and streaming', () => {
  const open = useBrowser();

  it('a show on air says when its next episode airs, counting down the days on the visitor’s clock', async () => {
    const dates = airDates();
    // a Wednesday between two weeks' episodes, noon on the visitor's clock
    const today = '2024-05-15';
    const nextIndex = dates.findIndex((d) => d >= today);
    const next = dates[nextIndex]!;
    const daysAway = (Date.parse(next) - Date.parse(today)) / 86_400_000;
    expect(daysAway).toBeGreaterThan(1);

    const page = await open(viewport);
    await page.clock.install({ time: new Date(2024, 4, 15, 12, 0) });
    await page.goto(`/details/${CHIEF}`);
    const section = page.getByRole('region', { name: 'Next episode' });
    await expect.poll(() => section.textContent(), SETTLE).toContain(`In ${daysAway} days`);
    expect(await section.textContent()).toContain(`Season 1, episode ${nextIndex + 1}`);
    expect(await section.locator('time').getAttribute('datetime')).toBe(next);

    // after the finale there is no next episode
    const later = await open(viewport);
    await later.clock.install({ time: new Date(2024, 5, 1, 12, 0) });
    await later.goto(`/details/${CHIEF}`);
    await later.getByRole('link', { name: /Add to calendar/ }).waitFor();
    expect(await later.getByRole('region', { name: 'Next episode' }).count()).toBe(0);
  });

  it("a streaming entry opens the service's own search for the show in a new tab", async () => {
    const page = await open(viewport);
    await page.goto('/details/9000001'); // Crash Landing on You, on Netflix in the US (its file)
    const watch = page.getByRole('link', { name: 'Find on Netflix: Crash Landing on You (opens a new tab)' });
    await expect.poll(() => watch.getAttribute('href'), SETTLE).toBe('https://www.netflix.com/search?q=Crash%20Landing%20on%20You');
    expect(await watch.getAttribute('target')).toBe('_blank');
  });
});
