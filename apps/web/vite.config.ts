import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.ts';
import { pureReactRouter } from './pure-react-router.ts';
import { LANDING_PAGES } from './src/app/landing-routes.ts';
import { installableApp } from './installable-app.ts';

const contractSrc = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const reactRouterProd = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * src/boot.ts is a second entry: it starts the landing screen's chunks and data while the app bundle downloads.
 * The built index.html lists it as an async module script (so it runs as soon as it is in, not after the app
 * bundle), with modulepreload links for what it imports and, as JSON in #route-chunks, the files of each landing
 * screen's chunk that the app bundle does not already load. In dev the boot script is simply not loaded.
 */
function bootScript(): Plugin {
  return {
    name: 'klama:boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const boot = chunks.find((c) => c.isEntry && c.name === 'boot');
        const app = chunks.find((c) => c.isEntry && c.name === 'index');
        if (!boot || !app) throw new Error('the boot or app entry is missing from the bundle');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (file: string, seen: Set<string>) => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
          return seen;
        };
        const loaded = closure(app.fileName, new Set());
        const routes = Object.fromEntries(
          Object.entries(LANDING_PAGES).map(([page, { module }]) => {
            const chunk = chunks.find((c) => c.facadeModuleId === fileURLToPath(new URL(`src/${module}`, import.meta.url)));
            if (!chunk) throw new Error(`no chunk for ${module}`);
            const files = [...closure(chunk.fileName, new Set())].filter((f) => !loaded.has(f));
            const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
            return [page, [...files, ...css].map((f) => `/${f}`)];
          }),
        );
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', attrs: { type: 'application/json', id: 'route-chunks' }, children: JSON.stringify(routes), injectTo: 'head' },
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head' },
          ...boot.imports
            .filter((file) => !app.imports.includes(file))
            .map((file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            })),
        ];
        return tags;
      },
    },
  };
}

/** `vite build --ssr`: the server renderer (src/server/entry-server.tsx) for Node, into dist-server/; dependencies stay external. */
const ssrBuild = defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@klama\/contract$/, replacement: `${contractSrc}index.ts` }] },
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, ssr: 'src/server/entry-server.tsx', minify: false },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));

const browserBuild = defineConfig({
  plugins: [react(), pureReactRouter(), bootScript(), precompress(), ...installableApp()],
  resolve: {
    // the web app only needs the contract's constants at run time (its types are erased), so point at the source
    alias: [
      { find: /^@klama\/contract$/, replacement: `${contractSrc}index.ts` },
      // react-router's package exports only its development build to bundlers (dev warnings and all); ship the production one
      { find: /^react-router$/, replacement: reactRouterProd },
    ],
  },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
      },
      // the contract's zod schemas are pure declarations: let unused ones be dropped from the bundle
      output: {
        // what the boot script shares with the app (request URLs, the Discover URL reading, the contract's constants)
        // goes in one small chunk rather than several
        codeSplitting: {
          groups: [
            {
              name: 'requests',
              test: /\/(api\/paths|api\/prefetch|config\/layout|features\/discover\/url-filters|lib\/page-size|app\/landing-routes|app\/page-state-id|app\/layout\/early-search|contract\/src\/constants|contract\/src\/routes\/public)\.ts$/,
            },
            // React, its DOM renderer and JSX runtime in one chunk: left to itself the bundler splits them (and its own
            // runtime helpers) three ways once lazy chunks import them in different mixes, which costs the home route bytes
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
            // what every catalogue screen (home, details, Discover, lists) shows cards and head tags with, and the
            // query hook they read through: one chunk, not nine of a few hundred bytes each, every one a request with
            // its own headers on the home page's first load
            {
              name: 'screens',
              test: /\/(components\/(ShowCard|ShowRow|PageMeta|use-image-failed)\.tsx?|lib\/(show|faq|json-ld|slug|routes)\.ts|api\/catalogue\.ts|i18n\/namespace\.ts|i18n\/messages\/en\/meta\.ts|node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(useQuery|useBaseQuery|queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js)$/,
            },
          ],
        },
      },
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') && !id.includes('/node_modules/zod/') },
    },
  },
  // `npm run dev` (scripts/dev.mjs) runs the API on port 3001 beside this dev server
  server: { port: 3000, proxy: { '/api': 'http://127.0.0.1:3001' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3001' } },
});
