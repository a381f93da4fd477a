/**
 * The installable app (issue 27 item 6, decision 0051) in Chromium, on the global server's build: the worker and the
 * manifest as the server sends them; Chromium finds the app installable (CDP Page.getInstallabilityErrors); a push
 * delivered to the worker through DevTools (ServiceWorker.deliverPushMessage) shows the notification the server's
 * payload describes; offline (Network.emulateNetworkConditions), a details page visited before is still readable,
 * one never visited shows the offline page, and the app says it is offline; a new worker waiting behind the one in
 * control offers a reload. Screens at 360 and 1280 px in English and Korean (SCREENSHOTS names a folder for them).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, SETTLE, useBrowser, type Viewport } from './browser';
import { axeCleanScreen, SCREEN_CASES } from './axe';
import { preferKorean } from './korean';

const CLOY = 9000001; // Crash Landing on You, in the sample catalogue
const GOBLIN = 9000002;
const PRINCESS_HOURS = 9000009;
const SW_FILE = join(import.meta.dirname, '../apps/web/dist/sw.js');
/** Service workers are off in the other browser tests (e2e/browser.ts): here they are the subject. */
const WITH_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

/** Loads `path` and waits until the app's worker is active and controls the page (a load after it first installed). */
async function controlledPage(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL()}/sw.js`);
}

async function goOffline(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // the page's emulation does not reach the worker's own fetches: the context's offline switch covers its target too
  await page.context().setOffline(true);
  return cdp;
}

/** Runs `check` while the server's worker file is a new version (a deployment), then puts the built one back. */
async function nextVersion(check: () => Promise<void>) {
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    writeFileSync(SW_FILE, `${original}\n// next version ${Date.now()}\n`);
    await check();
  } finally {
    writeFileSync(SW_FILE, original);
  }
}

/** A navigation that does not wait for the app to hydrate (the offline page has no app). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => location.assign(to), path);
  await page.waitForURL((url) => url.pathname === path);
}

describe('the installable app', () => {
  const open = useBrowser();

  it('serves the worker uncached at the root and the manifest with its type, icons and all', async () => {
    const sw = await fetch(`${baseURL()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    const manifest = await fetch(`${baseURL()}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ name: 'K-lama', start_url: '/', display: 'standalone' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) {
      const image = await fetch(`${baseURL()}${icon.src}`);
      expect([icon.src, image.status, image.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    }
    // the pages link it: the server-rendered ones (their shell is index.html) and the app's own
    for (const path of ['/', `/details/${CLOY}`, '/settings']) {
      expect(await (await fetch(`${baseURL()}${path}`)).text(), path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
  });

  it('Chromium finds it installable (a profile on disk: an incognito window never is)', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'klama-e2e-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseURL());
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, data } = await cdp.send('Page.getAppManifest');
      expect([url, JSON.parse(data ?? '{}').name]).toEqual([`${baseURL()}/manifest.webmanifest`, 'K-lama']);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('a push delivered to its worker shows the notification it carries', async () => {
    const page = await open({ name: 'desktop-1280', width: 1280, height: 800 }, WITH_WORKER);
    await controlledPage(page, '/');
    const cdp = await page.context().newCDPSession(page);

    await page.context().grantPermissions(['notifications'], { origin: baseURL() });
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL()}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    // what the server's push channel sends (server notifications/push-channel.ts)
    const payload = {
      title: 'New episode: Crash Landing on You',
      body: 'Season 77, episode 1',
      url: `/details/${CLOY}`,
      tag: `episode-${CLOY}-77-1`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL(), registrationId, data: JSON.stringify(payload) });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    await expect.poll(shown, SETTLE).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    // another site's address in a payload opens the home page instead (nothing leaves the site from a notification)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL(),
      registrationId,
      data: JSON.stringify({ ...payload, tag: 'elsewhere', url: 'https://evil.example/phish' }),
    });
    await expect.poll(async () => (await shown()).find((n) => n.tag === 'elsewhere')?.data, SETTLE).toEqual({ url: '/' });
  });

  it('offline, details pages visited before are readable and one never visited says K-lama is offline', async () => {
    const page = await open({ name: 'desktop-1280', width: 1280, height: 800 }, WITH_WORKER);
    // the visit's first page (loaded before the worker was there) and one opened with the worker in control
    await page.goto(`/details/${CLOY}`);
    await page.getByRole('heading', { level: 1, name: 'Crash Landing on You' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const kept = (path: string) =>
      page.evaluate((p) => caches.match(new URL(p, location.href).href, { ignoreVary: true }).then((r) => r?.status ?? null), path);
    await expect.poll(() => kept(`/details/${CLOY}`), SETTLE).toBe(200);
    await page.goto(`/details/${PRINCESS_HOURS}`);
    await page.getByRole('heading', { level: 1, name: 'Princess Hours' }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await goOffline(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Princess Hours' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.onLine), SETTLE).toBe(false);
    await page.goto(`/details/${CLOY}`);
    await page.getByRole('heading', { level: 1, name: 'Crash Landing on You' }).waitFor();
    await expect(page.locator('.details, main').first().innerText()).resolves.toContain('Crash Landing on You');
    await page.getByRole('status').filter({ hasText: 'You’re offline. Pages you have already visited are still here.' }).waitFor();

    await visit(page, `/details/${GOBLIN}`);
    await page.getByRole('heading', { level: 1, name: 'K-lama is offline' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'K-lama가 오프라인 상태입니다' }).waitFor();
    expect(await page.title()).toBe('Offline | K-lama · 오프라인 | K-lama');
  });

  it('offers a reload when a new version is waiting, without taking the focus, and the reload brings it in', async () => {
    const page = await open({ name: 'desktop-1280', width: 1280, height: 800 }, WITH_WORKER);
    await controlledPage(page, '/');
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    await nextVersion(async () => {
      await page.getByRole('link', { name: 'Discover' }).first().focus();
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
      const notice = page.getByRole('status').filter({ hasText: 'A new version of K-lama is ready.' });
      await notice.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Discover');
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      expect(waiting).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    });
  });

  describe.each(SCREEN_CASES)('screens at $width px in $language', ({ language, ...size }) => {
    it('the update notice, the offline notice on a visited page and the offline page: axe clean', async () => {
      const viewport: Viewport = size;
      const page = await open(viewport, { ...WITH_WORKER, bypassCSP: true });
      if (language === 'kr') await preferKorean(page.context(), baseURL());
      const suffix = `${size.width}-${language}`;
      await controlledPage(page, `/details/${CLOY}`);
      await page.goto(`/details/${CLOY}`);
      await nextVersion(async () => {
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
        const ready = language === 'kr' ? 'K-lama의 새 버전이 준비되었습니다.' : 'A new version of K-lama is ready.';
        await page.getByRole('status').filter({ hasText: ready }).waitFor();
        expect(await axeCleanScreen(page, `update-notice-${suffix}`)).toEqual([]);
      });
      await goOffline(page);
      const offline =
        language === 'kr'
          ? '오프라인 상태입니다. 이미 방문한 페이지는 계속 볼 수 있어요.'
          : 'You’re offline. Pages you have already visited are still here.';
      await page.getByRole('status').filter({ hasText: offline }).waitFor();
      expect(await axeCleanScreen(page, `offline-notice-${suffix}`)).toEqual([]);

      await visit(page, `/details/${GOBLIN}`);
      await page.locator('h1').first().waitFor();
      expect(await axeCleanScreen(page, `offline-page-${suffix}`)).toEqual([]);
    });
  });
});
