/** A person's page in a browser (issue 23, item 16): known for, the character under each show, most popular first. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseURL, SETTLE, useBrowser, VIEWPORTS } from './browser';

const crashLanding = JSON.parse(
  readFileSync(new URL('../data/catalogue/shows/9000001-crash-landing-on-you.json', import.meta.url), 'utf8'),
) as {
  cast: { name: string; role: string }[];
};

describe.each(VIEWPORTS)('a person at $width×$height', (viewport) => {
  const open = useBrowser();

  it("an actor's page says what they are known for and the character they play in each show", async () => {
    const lead = crashLanding.cast[0]!;
    const cast = (await (await fetch(`${baseURL()}/api/cast/9000001`)).json()) as { id: number; name: string }[];
    const id = cast.find((c) => c.name === lead.name)!.id;
    const page = await open(viewport);
    await page.goto(`/cast/${lead.name.toLowerCase().replace(/\s+/g, '-')}/${id}`);
    await page.getByText('Known for: Acting').waitFor();
    const card = page.locator('[data-testid="show-card"]', { hasText: 'Crash Landing on You' });
    await expect.poll(() => card.textContent(), SETTLE).toContain(`as ${lead.role}`);

    // most popular first: the page asks for that order (the sample's popularity is the same everywhere: ties by id)
    const asked = page.waitForRequest((r) => r.url().includes(`/api/person/${id}?`) && r.url().includes('sort=popularity_desc'));
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Sort by' }).click();
      await page.getByRole('button', { name: 'Most popular' }).click();
    } else await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popularity_desc');
    await asked;
    await card.waitFor();
  });
});
