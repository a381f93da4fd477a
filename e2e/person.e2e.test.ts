/**
 * A person's page in a browser (issue 23, item 16): known for, the character under each show, most popular first.
 * The header's biography, cut to a few lines where they cannot hold it, is checked at both widths; the rest at one:
 * choosing an order with the phone's sort sheet (the desktop's select: its value below, and Discover's), the other
 * checks at the desktop's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseURL, PHONE, SETTLE, useBrowser, VIEWPORTS } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;

const crashLanding = JSON.parse(
  readFileSync(new URL('../data/catalogue/shows/9000001-crash-landing-on-you.json', import.meta.url), 'utf8'),
) as {
  cast: { name: string; role: string }[];
};

describe('a person', () => {
  const open = useBrowser();

  it("an actor's page says what they are known for and the character they play in each show; the phone's sort sheet orders it", async () => {
    const lead = crashLanding.cast[0]!;
    const cast = (await (await fetch(`${baseURL()}/api/cast/9000001`)).json()) as { id: number; name: string }[];
    const id = cast.find((c) => c.name === lead.name)!.id;
    const page = await open(MOBILE, PHONE);
    await page.goto(`/cast/${lead.name.toLowerCase().replace(/\s+/g, '-')}/${id}`);
    await page.getByText('Known for: Acting').waitFor();
    const card = page.locator('[data-testid="show-card"]', { hasText: 'Crash Landing on You' });
    await expect.poll(() => card.textContent(), SETTLE).toContain(`as ${lead.role}`);

    // most popular first: the page asks for that order (the sample's popularity is the same everywhere: ties by id)
    const asked = page.waitForRequest((r) => r.url().includes(`/api/person/${id}?`) && r.url().includes('sort=popularity_desc'));
    await page.getByRole('button', { name: 'Sort by' }).click();
    await page.getByRole('button', { name: 'Most popular' }).click();
    await asked;
    await card.waitFor();
  });
});

const people = JSON.parse(readFileSync(new URL('../data/catalogue/people.json', import.meta.url), 'utf8')) as {
  people: { name: string; biography?: string; birthday?: string; place_of_birth?: string }[];
};
/** Hyun Bin's page: the sample's people ids are stable (a hash of the name), as the accessibility suite uses it. */
const HYUN_BIN = '/cast/hyun-bin/1687948751';

// how much of the biography fits is the subject: both widths
describe.each(VIEWPORTS)("a person's header at $width×$height", (viewport) => {
  const open = useBrowser();

  it('the header gives the birth date, birthplace and a biography cut to a few lines that "More" opens and "Less" closes', async () => {
    const hyunBin = people.people.find((p) => p.name === 'Hyun Bin')!;
    const page = await open(viewport);
    await page.goto(HYUN_BIN);
    const header = page.locator('header.person-header');
    await expect
      .poll(() => header.locator('dt', { hasText: 'Born' }).locator('+ dd').textContent(), SETTLE)
      .toMatch(/^September 25, 1982 \(age \d+\)$/);
    expect(await header.locator('dt', { hasText: 'Birthplace' }).locator('+ dd').textContent()).toBe(hyunBin.place_of_birth);
    const text = header.locator('.person-bio__text');
    expect(await text.textContent()).toBe(hyunBin.biography);
    // cut only where four lines cannot hold it (a phone); the button is there exactly when the cut hides something
    const cut = await text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    if (viewport.width < 768) expect(cut).toBe(true);
    if (!cut) {
      expect(await header.getByRole('button').count()).toBe(0);
      return;
    }
    const cutHeight = (await text.boundingBox())!.height;
    const more = header.getByRole('button', { name: 'More' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.focus();
    await page.keyboard.press('Enter');
    const less = header.getByRole('button', { name: 'Less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(cutHeight);
    await less.click();
    expect(await header.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe("a person's details", () => {
  const open = useBrowser();
  const viewport = DESKTOP;

  it('a person the catalogue knows nothing more of has a finished header without those facts', async () => {
    const second = crashLanding.cast.find((c) => !people.people.some((p) => p.name === c.name))!;
    const cast = (await (await fetch(`${baseURL()}/api/cast/9000001`)).json()) as { id: number; name: string }[];
    const page = await open(viewport);
    await page.goto(`/cast/${second.name.toLowerCase().replace(/\s+/g, '-')}/${cast.find((c) => c.name === second.name)!.id}`);
    await page.getByText('Known for: Acting').waitFor();
    expect(await page.locator('header.person-header dt').count()).toBe(0);
    expect(await page.locator('.person-bio').count()).toBe(0);
  });

  it('opens in the order the address names', async () => {
    // the sample's popularity is the same everywhere: most popular first is by id
    const ids = readdirSync(new URL('../data/catalogue/shows/', import.meta.url))
      .filter((f) => readFileSync(new URL(`../data/catalogue/shows/${f}`, import.meta.url), 'utf8').includes('"name": "Hyun Bin"'))
      .sort();
    const names = ids.map(
      (f) => (JSON.parse(readFileSync(new URL(`../data/catalogue/shows/${f}`, import.meta.url), 'utf8')) as { name: string }).name,
    );
    const page = await open(viewport);
    await page.goto(`${HYUN_BIN}?sort=popularity_desc`);
    await expect.poll(() => page.locator('[data-testid="show-card"] .show-card__title').allTextContents(), SETTLE).toEqual(names);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('popularity_desc');
  });
});

describe("a person's rendered page", () => {
  it('carries the biography and a schema.org Person with the birth date and place', async () => {
    const html = await (await fetch(`${baseURL()}${HYUN_BIN}`)).text();
    const hyunBin = people.people.find((p) => p.name === 'Hyun Bin')!;
    expect(html).toContain(hyunBin.biography!.slice(0, 60));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(scripts.find((s) => s['@type'] === 'Person')).toMatchObject({
      name: 'Hyun Bin',
      alternateName: '현빈',
      birthDate: '1982-09-25',
      birthPlace: { '@type': 'Place', name: 'Seoul, South Korea' },
      description: hyunBin.biography,
    });
  });
});
