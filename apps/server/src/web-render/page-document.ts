/** Puts a rendered page into the built index.html: language, head tags, the markup in #root and the page state. */
import type { RenderedPage } from '@klama/contract';

// with the whitespace around it: React hydrates #root's children and wants nothing but the page's own markup there
const SHELL = /\s*<!--shell-->[\s\S]*<!--\/shell-->\s*/;
// the defaults of index.html, replaced by the page's own
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[\s\S]*?>\s*/;

export interface PageTemplate {
  render(page: RenderedPage): string;
}

export function pageTemplate(indexHtml: string): PageTemplate {
  if (!SHELL.test(indexHtml)) throw new Error('index.html has no <!--shell--> … <!--/shell--> in #root');
  const template = indexHtml.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '');
  const [beforeShell, afterShell] = template.split(SHELL) as [string, string];
  const [openHtml, bodyStart] = splitOnce(beforeShell, '</head>');
  const [body, end] = splitOnce(afterShell, '</body>');
  return {
    render: (page) =>
      openHtml.replace(/<html lang="[^"]*"/, `<html lang="${page.htmlLang}" data-server-rendered`) +
      page.head +
      '</head>' +
      bodyStart +
      page.body +
      body +
      `<script type="application/json" id="page-state">${page.state}</script>` +
      '</body>' +
      end,
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * index.html's stylesheet links, each replaced by the stylesheet itself (`read` gives a built file's text), for
 * rendered pages: their first paint waited for a second round trip, for a stylesheet of about 5 kB as sent (the
 * largest part of a phone's time to first paint). The CSP allows inline styles; index.html itself keeps the link.
 */
export function inlineStylesheets(indexHtml: string, read: (path: string) => string | undefined): string {
  return indexHtml.replace(STYLESHEET_LINK, (link, path: string) => {
    const css = read(path);
    return css === undefined || css.includes('</') ? link : `<style>${css.trim()}</style>`;
  });
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
