/**
 * A show's share image (og:image): a 1200×630 card in the app's colours with the show's poster when it has one,
 * its English and Hangul titles, year and genres. Drawn by satori (layout to SVG) and resvg (SVG to PNG) with a
 * Hangul-covering font shipped in apps/server/assets/fonts (Noto Sans KR subset, OFL).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { serverRoot } from '../paths.js';
import type { CatalogueLanguage } from '@klama/contract';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface ShareCardShow {
  id: number;
  /** the card's language: its brand line's, and which title comes first (the route puts them in order) */
  language?: CatalogueLanguage;
  /** the title shown first, and the other language's under it */
  name: string;
  original_name: string;
  first_air_date: string | null;
  genres: readonly { name: string }[];
  /** The poster as an image the renderer can embed (a data: URL), or null. */
  poster: string | null;
}

export const FONT = 'Noto Sans KR';
let font: Buffer | undefined;
const fontData = () => (font ??= readFileSync(join(serverRoot, 'assets', 'fonts', 'NotoSansKR-Bold-subset.otf')));

export type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
export const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

/** The same hue per show as the web app's generated title cards (lib/show.ts colorForId). */
const hueOf = (id: number) => Math.abs((id * 137) % 360);

const BRAND_LINE: Record<CatalogueLanguage, string> = { en: 'K-lama · Korean dramas', ko: 'K-lama · 한국 드라마' };

/** K-lama's mark and name, at the foot of every card. */
export const brandMark = (language: CatalogueLanguage = 'en'): Node =>
  h('div', { display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, color: '#c9c3d6' }, [
    h(
      'div',
      {
        width: 56,
        height: 56,
        borderRadius: 12,
        background: '#ec7e13',
        color: '#14121a',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 34,
      },
      'K',
    ),
    BRAND_LINE[language],
  ]);

export function shareCardTree(show: ShareCardShow): Node {
  const hue = hueOf(show.id);
  const year = show.first_air_date?.slice(0, 4);
  const facts = [year, ...show.genres.slice(0, 3).map((g) => g.name)].filter(Boolean).join(' · ');
  const poster = show.poster
    ? h('img', { width: 340, height: 510, borderRadius: 16, objectFit: 'cover' }, undefined, { src: show.poster, width: 340, height: 510 })
    : h(
        'div',
        {
          width: 340,
          height: 510,
          boxSizing: 'border-box',
          borderRadius: 16,
          display: 'flex',
          alignItems: 'flex-end',
          padding: 28,
          background: `linear-gradient(160deg, hsl(${hue}, 45%, 28%), #15131b)`,
          color: '#f4f1f8',
          fontSize: 40,
          lineHeight: 1.15,
        },
        show.name,
      );
  return h(
    'div',
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      padding: 60,
      gap: 56,
      background: `linear-gradient(120deg, #14121a 55%, hsl(${hue}, 40%, 22%))`,
      color: '#f4f1f8',
      fontFamily: FONT,
    },
    [
      poster,
      h('div', { display: 'flex', flexDirection: 'column', flex: 1, height: 510, justifyContent: 'space-between' }, [
        h('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
          h('div', { fontSize: show.name.length > 40 ? 52 : 64, lineHeight: 1.1 }, show.name),
          show.original_name && show.original_name !== show.name ? h('div', { fontSize: 44, color: '#c9c3d6' }, show.original_name) : null,
          facts ? h('div', { fontSize: 30, color: '#ec7e13' }, facts) : null,
        ]),
        brandMark(show.language),
      ]),
    ],
  );
}

/** The card as a PNG of SHARE_IMAGE's size. */
export const renderShareCard = (show: ShareCardShow): Promise<Buffer> => renderCard(shareCardTree(show));

/** A card's tree as a PNG of SHARE_IMAGE's size. */
export async function renderCard(tree: Node): Promise<Buffer> {
  const svg = await satori(tree as never, {
    ...SHARE_IMAGE,
    fonts: [{ name: FONT, data: fontData(), weight: 700, style: 'normal' }],
  });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng());
}
