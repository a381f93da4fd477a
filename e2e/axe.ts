/** axe-core injected into a page: its violations as they are now, one line per rule and element (readable in a failed assertion). */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { PHONE, type Viewport } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

export async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (found as Violation[]).flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
}

/** The sizes a screen is checked at: a phone's (360 px) and a desktop's. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export const SCREEN_LANGUAGES = ['en', 'kr'] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

/** A new screen's checks: at 360 and 1280 px, each in English and Korean. */
export const SCREEN_CASES = SCREEN_SIZES.flatMap((size) => SCREEN_LANGUAGES.map((language) => ({ ...size, language })));

/**
 * A page for a screen's checks at `size`, from `open` (useBrowser's, or its `lasting`): a phone's user agent under
 * 768 px (the server renders for a phone), the CSP bypassed so that axe can be injected.
 */
export function screenPage(open: (viewport: Viewport, options?: BrowserContextOptions) => Promise<Page>, size: Viewport) {
  return open(size, { ...(size.width < 768 ? PHONE : {}), bypassCSP: true });
}

/** The screen's axe violations (none expected), and a screenshot of it (or of `part`) when SCREENSHOTS names a folder. */
export async function axeCleanScreen(p: Page, file: string, part?: Locator): Promise<string[]> {
  const dir = process.env.SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${file}.png`);
    await (part ? part.screenshot({ path }) : p.screenshot({ path, fullPage: true }));
  }
  return violations(p);
}
