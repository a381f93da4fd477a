/**
 * Draws the installable app's icons (apps/web/public/icons/, decision 0051) with Chromium from the favicon's design:
 * the orange tile with its K. "any" icons keep the favicon's rounded tile; the maskable one fills its square and keeps
 * the K inside the safe zone (the middle 80% circle); the badge is the K alone in white (Android tints it).
 * Run again only when the design changes: `node scripts/app-icons.mjs`.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const ORANGE = '#EC7E13';
const INK = '#14121a';
const K = (size, scale, color) =>
  `<text x="50%" y="50%" dy="0.35em" font-family="Arial,sans-serif" font-size="${size * scale}" font-weight="700" text-anchor="middle" fill="${color}">K</text>`;
const svg = (size, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;

const ICONS = {
  'icon-192.png': [192, (s) => svg(s, `<rect width="${s}" height="${s}" rx="${s * 0.22}" fill="${ORANGE}"/>${K(s, 0.6, INK)}`)],
  'icon-512.png': [512, (s) => svg(s, `<rect width="${s}" height="${s}" rx="${s * 0.22}" fill="${ORANGE}"/>${K(s, 0.6, INK)}`)],
  'maskable-512.png': [512, (s) => svg(s, `<rect width="${s}" height="${s}" fill="${ORANGE}"/>${K(s, 0.42, INK)}`)],
  'apple-touch-icon.png': [180, (s) => svg(s, `<rect width="${s}" height="${s}" fill="${ORANGE}"/>${K(s, 0.52, INK)}`)],
  'badge-96.png': [96, (s) => svg(s, K(s, 0.8, '#ffffff'))],
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [file, [size, draw]] of Object.entries(ICONS)) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${draw(size)}</body></html>`);
    await page.locator('svg').screenshot({ path: `${out}${file}`, omitBackground: true });
    await page.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
