/**
 * The trailer really starts the YouTube player under the site's CSP and referrer policy. Nothing
 * leaves the machine: YouTube's API loader, its player script and the embed page are stubs served
 * through page.route, shaped like the real ones (the loader pulls in the player script from
 * /s/player/, which defines YT.Player and calls onYouTubeIframeAPIReady).
 */
import { describe, expect, it } from 'vitest';
import { baseURL, navigateInApp, SETTLE, useBrowser, VIEWPORTS } from './browser';

const open = useBrowser();
const KEY = 'dQw4w9WgXcQ';
const PLAYER_SCRIPT = 'https://www.youtube.com/s/player/0a1b2c3d/www-widgetapi.vflset/www-widgetapi.js';

const LOADER_STUB = `
  var s = document.createElement('script');
  s.src = ${JSON.stringify(PLAYER_SCRIPT)};
  document.head.appendChild(s);`;
const PLAYER_STUB = `
  window.YT = {
    PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
    Player: function (target, options) {
      var el = typeof target === 'string' ? document.getElementById(target) : target;
      if (el.tagName !== 'IFRAME') {
        var iframe = document.createElement('iframe');
        iframe.src = 'https://www.youtube.com/embed/' + options.videoId + '?enablejsapi=1';
        el.replaceWith(iframe);
      }
      var noop = function () {};
      Object.assign(this, { playVideo: noop, pauseVideo: noop, mute: noop, unMute: noop, setVolume: noop, destroy: noop,
        getPlayerState: function () { return -1; }, getCurrentTime: function () { return 0; }, getDuration: function () { return 0; },
        getVolume: function () { return 100; }, isMuted: function () { return false; }, setOption: noop, seekTo: noop,
        addEventListener: noop, removeEventListener: noop, getVideoLoadedFraction: function () { return 0; },
        getPlaybackRate: function () { return 1; }, setPlaybackRate: noop, getIframe: function () { return el; } });
      setTimeout(function () { options.events && options.events.onReady && options.events.onReady({ target: this }); }, 0);
    },
  };
  window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();`;

describe.each(VIEWPORTS.filter((v) => v.name === 'desktop'))('trailer player at $width×$height', (viewport) => {
  it("creates the player's iframe with the trailer's key, without a CSP violation", async () => {
    const page = await open(viewport);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && violations.push(m.text()));

    // the sample has no trailers: give this show one in the API answer
    await page.route('**/api/show/details/9000225', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), trailer: [{ key: KEY, site: 'YouTube' }] } });
    });
    const served: string[] = [];
    let embedReferrer: string | undefined;
    await page.route('https://www.youtube.com/iframe_api', (route) => {
      served.push('loader');
      return route.fulfill({ contentType: 'text/javascript', body: LOADER_STUB });
    });
    await page.route(PLAYER_SCRIPT, (route) => {
      served.push('player');
      return route.fulfill({ contentType: 'text/javascript', body: PLAYER_STUB });
    });
    await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) => {
      embedReferrer = route.request().headers()['referer'];
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });

    // opened from inside the app, so the details come from the API (a server-rendered page carries them in its HTML)
    await page.goto('/');
    await navigateInApp(page, '/details/9000225');
    await page.getByRole('button', { name: 'Play trailer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Squid Game trailer' });
    const iframe = dialog.locator(`iframe[src*="youtube"][src*="/embed/${KEY}"]`);
    await iframe.waitFor({ state: 'attached' });
    await expect.poll(() => served, SETTLE).toEqual(['loader', 'player']);
    await expect.poll(() => embedReferrer, SETTLE).toBe(`${baseURL()}/`);
    expect(violations).toEqual([]);
  });
});
