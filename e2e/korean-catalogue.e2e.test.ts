/**
 * Korean catalogue text (issue 28, decision 0049): switched to Korean with the header's kr button, a details page
 * shows our Korean synopsis, Korean keyword names and the cast's Hangul names, read from the API in Korean; back in
 * English, the English text again (never a Korean answer kept for English). Screenshots at 360 and 1280 px in
 * KO_CATALOGUE_SHOTS (default /tmp/shots-ko-catalogue).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL, PHONE, SETTLE, useBrowser, VIEWPORTS, watchProblems } from './browser';
import { preferKorean } from './korean';

const SHOTS = process.env.KO_CATALOGUE_SHOTS ?? '/tmp/shots-ko-catalogue';
const korean = JSON.parse(readFileSync(new URL('../data/catalogue/ko.json', import.meta.url), 'utf8')) as {
  shows: Record<string, { overview: string }>;
  keywords: Record<string, string>;
};
const CLOY = JSON.parse(readFileSync(new URL('../data/catalogue/shows/9000001-crash-landing-on-you.json', import.meta.url), 'utf8')) as {
  overview: string;
  keywords: string[];
  cast: { name: string; original_name: string }[];
};

describe('Korean catalogue text', () => {
  const open = useBrowser();

  it('switching to Korean shows the Korean synopsis, keyword names and Hangul cast names on a details page', async () => {
    const page = await open(VIEWPORTS[1]);
    const problems = watchProblems(page);
    const catalogueCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/show/details/9000001') && catalogueCalls.push(new URL(r.url()).search));
    await page.goto('/details/9000001');
    await page.getByText(CLOY.overview).waitFor();

    await page.getByRole('button', { name: /^kr/ }).click();
    await page.getByText(korean.shows['9000001']!.overview).waitFor();
    expect(catalogueCalls).toContain('?language=ko');
    const keywords = page.locator('section[aria-labelledby="keywords-heading"] .chip');
    await expect.poll(() => keywords.allTextContents(), SETTLE).toEqual(CLOY.keywords.map((k) => korean.keywords[k]));
    await page.getByText(CLOY.cast[0]!.original_name, { exact: true }).first().waitFor();
    expect(await page.getByText(CLOY.overview).count()).toBe(0);
    // a Korean keyword chip leads to its keyword's page, named in Korean
    await keywords.first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: korean.keywords[CLOY.keywords[0]!]! }).waitFor();
    await page.goBack();
    await page.getByText(korean.shows['9000001']!.overview).waitFor();

    await page.getByRole('button', { name: /^en/ }).click();
    await page.getByText(CLOY.overview).waitFor();
    await expect.poll(() => keywords.allTextContents(), SETTLE).toEqual(CLOY.keywords);
    expect(await page.getByText(korean.shows['9000001']!.overview).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it.each([{ name: 'phone', width: 360, height: 780 }, VIEWPORTS[1]])(
    'a details page rendered in Korean at $width px (screenshot)',
    async (viewport) => {
      const page = await open(viewport, viewport.width < 768 ? PHONE : {});
      await preferKorean(page.context(), baseURL());
      const response = await page.goto('/details/9000001', { waitUntil: 'networkidle' });
      // the server's own HTML is in Korean: the rendered page read the catalogue in Korean
      const html = (await response!.text()) ?? '';
      expect(html).toContain(korean.shows['9000001']!.overview.slice(0, 30));
      await page.getByText(korean.shows['9000001']!.overview).waitFor();
      await page.locator('section[aria-labelledby="keywords-heading"] .chip').first().waitFor();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `details-ko-${viewport.width}.png`), fullPage: true });
    },
  );
});
