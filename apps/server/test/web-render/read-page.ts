/** Reads what a crawler reads from a rendered page: head tags, JSON-LD and the visible text (no JavaScript run). */
import { expect } from 'vitest';

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&');

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]));

export interface PageHead {
  lang: string | undefined;
  title: string | undefined;
  /** `<meta>` content by name or property (description, og:title, twitter:card …). */
  meta: Record<string, string>;
  canonical: string | undefined;
}

export function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, 'the page has a head').not.toBe('');
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const { name, property, content } = attributes(tag);
    if ((name ?? property) && content !== undefined) meta[(name ?? property)!] = content;
  }
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles.length, 'one <title>').toBe(1);
  return {
    lang: /<html [^>]*lang="([^"]*)"/.exec(html)?.[1],
    title: decode(titles[0]![1]!),
    meta,
    canonical: [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => attributes(tag)).find((a) => a.rel === 'canonical')?.href,
  };
}

/** The schema.org objects of the page's `application/ld+json` scripts. */
export const readJsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

/** The text a visitor sees in #root (scripts and tags dropped, entities decoded, spaces collapsed). */
export function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-state">'));
  return decode(root.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
