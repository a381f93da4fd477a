#!/usr/bin/env node
/**
 * What a browser really downloads as JavaScript for a page until the network is idle: the bytes on the wire
 * (compressed bodies and HTTP headers), as Chromium's network layer counts them. Run against a running server:
 *   node bench/home-transfer.mjs [base URL, default http://localhost:3000] [paths…, default / /details/9000001 /discover]
 * `npm run bench:web` counts the build's brotli files instead (no headers, no late chunks); this counts what is sent.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
const paths = given.length ? given : ['/', '/details/9000001', '/discover'];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log('| page | JavaScript on the wire until network idle | files |\n|---|---:|---:|');
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set();
  let bytes = 0;
  let files = 0;
  cdp.on('Network.responseReceived', (e) => e.response.mimeType.includes('javascript') && scripts.add(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    if (!scripts.has(e.requestId)) return;
    bytes += e.encodedDataLength;
    files += 1;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  console.log(`| \`${path}\` | ${(bytes / 1024).toFixed(1)} kB | ${files} |`);
  await page.close();
}
await browser.close();
