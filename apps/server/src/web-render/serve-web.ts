/**
 * Serves the built SPA: hashed assets cached forever, client routes fall back to index.html. The build writes
 * brotli and gzip files beside the assets and index.html; they are sent as they are (no compression per request).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webDistDir, webServerDistDir } from '../paths.js';
import { preferredEncoding } from '../response-cache/negotiate.js';
import { loadRenderer } from './renderer.js';
import { pageSender } from './render-pages.js';
import { inlineStylesheets } from './page-document.js';
import { addressInLanguage, languageFromCookie, languageOfPath } from '@klama/contract';

/**
 * `serverDistDir`: the web app's server renderer; when it is built, public screens are served rendered
 * (web-render/), account screens and the rest with index.html as it is.
 */
export async function registerWeb(app: FastifyInstance, distDir = webDistDir, serverDistDir = webServerDistDir) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
    return;
  }
  const indexHtml = readFileSync(indexFile);
  const encodedIndex = { br: readIfExists(`${indexFile}.br`), gzip: readIfExists(`${indexFile}.gz`) };
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const asset = path.includes(`${join(distDir, 'assets')}`);
      // the service worker is checked for a new version on every navigation: never from a cache (decision 0051)
      const serviceWorker = path === join(distDir, SERVICE_WORKER);
      reply.header('cache-control', asset ? 'public, max-age=31536000, immutable' : serviceWorker ? 'no-cache' : 'public, max-age=300');
      if (asset) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      if (path.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  const sendIndex = (req: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const encoded = encoding === 'identity' ? undefined : encodedIndex[encoding];
    if (encoded) reply.header('content-encoding', encoding);
    return reply.send(encoded ?? indexHtml);
  };
  const renderer = await loadRenderer(serverDistDir);
  if (!renderer) app.log.warn(`web app's server renderer not built (${serverDistDir}): pages are rendered in the browser only`);
  const renderedShell = inlineStylesheets(indexHtml.toString('utf8'), (path) => readIfExists(join(distDir, path))?.toString('utf8'));
  const sendPage = renderer ? await pageSender(app, renderer, renderedShell) : null;
  const sendClientRoute = (req: FastifyRequest, reply: FastifyReply) =>
    sendToLastLanguage(req, reply) ?? sendPage?.(req, reply) ?? sendIndex(req, reply);
  app.get('/', sendClientRoute);
  app.get('/*', (req, reply) => {
    const path = req.url.split('?')[0]!;
    // API paths are never client routes (an unknown one is the JSON 404); a file that exists is served by
    // @fastify/static; anything else without an extension is a client route
    if (path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    return sendClientRoute(req, reply);
  });
}

/** The service worker's file, at the root so that its scope is the whole site. */
const SERVICE_WORKER = 'sw.js';

/**
 * A visitor whose last language was Korean (the `language` cookie the browser keeps, decision 0053), opening an
 * English page's address, is sent to its Korean address. Nobody else is moved: a first visit, whatever its
 * Accept-Language, gets the address it asked for (the browser offers the Korean page instead: LanguageOffer).
 */
function sendToLastLanguage(req: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (languageFromCookie(req.headers.cookie) === 'en' || languageOfPath(req.url.split('?')[0]!) === 'kr') return null;
  return reply
    .code(302)
    .header('location', addressInLanguage('kr', req.url))
    .header('cache-control', 'no-store')
    .header('vary', 'cookie')
    .send();
}

/**
 * Security headers that govern a document (what it may load, frame or be framed by), none of which applies to a
 * script, style sheet, font or image: on a built asset they were about 750 of every response's 1,100 header bytes,
 * some 14 kB of the home page's first load over HTTP/1.1. nosniff and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  // and the validators: a hashed asset never changes, so nobody revalidates it
  'etag',
  'last-modified',
  'accept-ranges',
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const readIfExists = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
