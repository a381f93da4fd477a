/**
 * Server rendering of the public screens: the web app's renderer reads the catalogue through this server's own
 * handlers (app.inject: in-process, through the response cache) and the page is kept in the response cache under
 * its URL (a Korean page's under `/ko/…`), language and region until the catalogue version moves (a page of user content, a list, is rendered for
 * each request instead: its edits are no catalogue writes). Account screens are not rendered (index.html as before).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKey } from '../response-cache/cache-key.js';
import { etagMatches, etagOf } from '../plugins/http-cache.js';
import { pageTemplate } from './page-document.js';
import { addressInLanguage, languageOfPath, type ServerRenderer } from '@klama/contract';

export type PageSender = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

export async function pageSender(app: FastifyInstance, renderer: ServerRenderer, indexHtml: string): Promise<PageSender> {
  const template = pageTemplate(indexHtml);
  const siteUrl = app.config.siteUrl;
  await renderer.configureServerRendering({
    siteUrl,
    // the public catalogue only: the renderer makes no account call (it refuses them itself)
    transport: async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return new Response(res.rawPayload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    },
  });

  return (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (!renderer.isServerRendered(path)) return null;
    return sendRendered(req, reply);
  };

  async function sendRendered(req: FastifyRequest, reply: FastifyReply) {
    // the address decides the language (decision 0053): `/ko/…` is Korean, and kept apart in the page cache below
    const language = languageOfPath(req.url.split('?')[0]!);
    const region = renderer.regionOfRequest(req.headers.cookie, req.headers['accept-language']);
    const phone = isPhone(req);
    // the page as its screen reads it: parameters it does not read (a tracker's, a cache-buster's) make no new entry
    const url = cacheKey(renderer.pageAddress(req.url));
    const key = `${language} ${region} ${phone ? 'phone' : 'desktop'} ${url}`;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie, sec-ch-ua-mobile, user-agent');
    if (await app.responseCache.pages.serve(req, reply, key)) return reply;
    const version = app.catalogueVersion.current();
    const started = performance.now();
    const page = await renderer.renderPage({ url, language, region, phone, siteUrl });
    // another spelling of a page's address (a category's slug): to its one address, with the parameters it reads
    if (page.location !== null) {
      const query = url.indexOf('?');
      return (
        reply
          .code(301)
          .type('text/plain; charset=utf-8')
          // a slug may be Hangul (a Korean page's): a header is ASCII
          .header('location', encodeURI(addressInLanguage(language, page.location)) + (query < 0 ? '' : url.slice(query)))
          .header('x-cache', 'miss')
          .send()
      );
    }
    // a list the server may not show: the shell reveals nothing of it, and its owner's browser reads it itself
    if (page.clientShell) return reply.code(page.status).header('x-cache', 'miss').send(indexHtml);
    const body = Buffer.from(template.render(page));
    const etag = etagOf(body);
    reply.code(page.status).header('etag', etag);
    if (page.status === 200 && page.cacheable) app.responseCache.pages.store(reply, key, version, body);
    // after storing: a hit replays neither (bench/ssr.mjs reads the render's time)
    reply.header('x-cache', 'miss').header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
    if (page.status === 200 && etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  }
}

/** A phone, by Chromium's mobile hint or, from other browsers, the user agent's usual mark. */
export function isPhone(req: FastifyRequest): boolean {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /\bMobi|Android|iPhone/.test(String(req.headers['user-agent'] ?? ''));
}
