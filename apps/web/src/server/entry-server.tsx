/**
 * Server rendering of the public screens (built by `vite build --ssr` into dist-server/, loaded by the API server's
 * web-render plugin). A render reads the catalogue through the transport the server gives (its own handlers,
 * in-process), runs React 19's streaming renderer until every boundary is ready, and returns the page's head tags,
 * its markup, its status and the state the browser hydrates from.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import { App } from '../app/App';
import { isServerRendered, pageAddress, preloadServerRenderedPages } from '../app/AppRoutes';
import { dehydrateQueries, pageStateJson } from '../app/page-state';
import { createQueryClient } from '../app/providers';
import { ResponseStatus, ResponseStatusContext } from '../app/response-status';
import { ServerRenderSkip, setServerTransport } from '../api/request';
import { setSiteBase } from '../lib/site';
import { RENDER_WIDTH } from '../lib/use-viewport';
import type { RenderedPage, ServerRenderer } from '@klama/contract';
import { registerLanguage } from '../i18n';
import { ko } from '../i18n/messages/ko';
import { regionNameOf } from '../lib/region-names';

registerLanguage('kr', ko);

export { isServerRendered, pageAddress };
export { regionOfRequest } from '../stores/region';

export const configureServerRendering: ServerRenderer['configureServerRendering'] = async ({ siteUrl, transport }) => {
  setSiteBase(siteUrl);
  setServerTransport(transport);
  await preloadServerRenderedPages();
};

// a screen's reads come in waves (a show's details, then its providers, credits and similar shows): render, read
// what the render asked for, render again, at most this many times
const MAX_PASSES = 4;

export const renderPage: ServerRenderer['renderPage'] = async ({ url, language, region, phone, siteUrl }): Promise<RenderedPage> => {
  const viewportWidth = phone ? RENDER_WIDTH.phone : RENDER_WIDTH.desktop;
  const client = serverQueryClient();
  const skipped = new Set<string>();
  let markup = '';
  let status = new ResponseStatus();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    status = new ResponseStatus();
    markup = await renderToHtml(
      <ResponseStatusContext.Provider value={status}>
        <App
          client={client}
          language={language}
          region={region}
          viewportWidth={viewportWidth}
          router={(routes, basename) => (
            <StaticRouter location={url} basename={basename || undefined}>
              {routes}
            </StaticRouter>
          )}
        />
      </ResponseStatusContext.Provider>,
    );
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !skipped.has(q.queryHash) && isEnabled(q));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map((query) =>
        query.fetch({ ...query.options, retry: false }).catch((error: unknown) => {
          // an account read: left for the browser, pending in the page as it will be when the browser hydrates
          if (error instanceof ServerRenderSkip) {
            skipped.add(query.queryHash);
            client.getQueryCache().remove(query);
          }
        }),
      ),
    );
  }
  const [, head = '', body = markup] = /^((?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  const state = pageStateJson({
    language,
    region,
    regionName: regionNameOf(language, region),
    viewportWidth,
    site: siteUrl,
    queries: dehydrateQueries(client),
  });
  client.clear();
  return {
    status: status.code,
    head,
    body,
    state,
    htmlLang: language === 'kr' ? 'ko' : 'en',
    cacheable: status.cacheable,
    clientShell: status.clientShell,
    location: status.location,
  };
};

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  // a failed read is shown as failed (not retried, not shown as loading again: the page is rendered once)
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false, gcTime: Infinity } });
  return client;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** React's streaming renderer, read whole once every Suspense boundary is ready (crawlers and the cache want it all). */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // every boundary inline, in document order: React otherwise moves large ones to the end with an inline
      // script to put them back, which the CSP refuses and a browser without JavaScript never runs
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // an error inside a boundary leaves its fallback in the page (and the browser renders it again): say which
      onError: (error) => {
        console.error('server render: an error inside a Suspense boundary', error);
      },
    });
  });
}
