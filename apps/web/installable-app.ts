/**
 * The installable app (decision 0051): the web app manifest, the offline page and the service worker
 * (sw/sw.ts, built by vite-plugin-pwa with the precache list of this build injected).
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwa as en } from './src/i18n/messages/en/pwa.ts';
import { pwa as ko } from './src/i18n/messages/ko/pwa.ts';

const BACKGROUND = '#14121a';
const ACCENT = '#ec7e13';
/** React's chunk (about 220 kB) is the largest the shell needs; the video players' libraries (520 kB and up) are not it. */
const SHELL_FILE_LIMIT = 300 * 1024;

export function installableApp(): Plugin[] {
  return [
    offlinePage(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // the page registers it itself (src/app/pwa/register.ts), lazily: workbox-window stays out of the first load
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'K-lama',
        short_name: 'K-lama',
        description: en.manifest.description,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: BACKGROUND,
        theme_color: BACKGROUND,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // the app shell: every script and style sheet up to the size of the largest screen's chunk (the video players'
        // streaming libraries and the console load on demand and are kept once fetched), the icons and the offline page
        globPatterns: ['**/*.{js,css}', 'offline.html', 'favicon.svg', 'zod-jitless.js', 'icons/*.png', 'manifest.webmanifest'],
        globIgnores: ['sw.js', '**/*.map'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => entry.size <= SHELL_FILE_LIMIT), warnings: [] })],
      },
    }),
  ];
}

/** dist/offline.html: what a navigation shows offline when the page was never visited, in English and Korean. */
function offlinePage(): Plugin {
  return {
    name: 'klama:offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlineHtml() });
    },
  };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function offlineHtml() {
  const section = (lang: string, t: typeof en) => `
    <section lang="${lang}">
      <h1>${escape(t.offlinePage.heading)}</h1>
      <p>${escape(t.offlinePage.body)}</p>
      <p><a class="button" href="">${escape(t.offlinePage.retry)}</a> <a href="/">${escape(t.offlinePage.home)}</a></p>
    </section>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${BACKGROUND}" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escape(en.offlinePage.title)} · ${escape(ko.offlinePage.title)}</title>
    <style>
      body { margin: 0; background: ${BACKGROUND}; color: #f4f1f8; font: 16px/1.5 system-ui, sans-serif; }
      header { height: 61px; border-bottom: 1px solid #343042; display: flex; align-items: center; padding: 0 16px; }
      .logo { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 10px; background: ${ACCENT}; color: ${BACKGROUND}; font: 800 22px system-ui, sans-serif; }
      main { max-width: 40rem; margin: 0 auto; padding: 32px 16px; }
      section + section { margin-top: 40px; padding-top: 24px; border-top: 1px solid #343042; }
      h1 { font-size: 1.5rem; margin: 0 0 8px; }
      a { color: #f7a65a; }
      a:focus-visible { outline: 3px solid #f7a65a; outline-offset: 2px; }
      .button { display: inline-block; margin-right: 16px; padding: 10px 18px; border-radius: 8px; background: ${ACCENT}; color: ${BACKGROUND}; font-weight: 700; text-decoration: none; }
    </style>
  </head>
  <body>
    <header><span class="logo" aria-hidden="true">K</span></header>
    <main>${section('en', en)}${section('ko', ko)}
    </main>
  </body>
</html>
`;
}
