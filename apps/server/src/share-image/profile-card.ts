/**
 * A public profile's share image (og:image of /profile/{username}): the fan's name, since when, their diary's
 * counts, follower count and a few favourites' titles, in the show cards' style. No avatar (a fan's own image
 * would be fetched from wherever they pointed it).
 */
import type { PublicProfile } from '@klama/contract';
import { brandMark, FONT, h, SHARE_IMAGE, type Node } from './share-card.js';

export type ProfileCard = Pick<PublicProfile, 'username' | 'since' | 'followers'> & {
  stats: Pick<PublicProfile['stats'], 'completed' | 'watching' | 'rated'>;
  favourites: string[];
};

export function profileCardTree(card: ProfileCard): Node {
  const stat = (value: number, label: string) =>
    h('div', { display: 'flex', flexDirection: 'column', gap: 4 }, [
      h('div', { fontSize: 56, color: '#ec7e13' }, String(value)),
      h('div', { fontSize: 26, color: '#c9c3d6' }, label),
    ]);
  return h(
    'div',
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 64,
      background: 'linear-gradient(120deg, #14121a 55%, #3b2a4a)',
      color: '#f4f1f8',
      fontFamily: FONT,
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', gap: 12 }, [
        h('div', { fontSize: card.username.length > 20 ? 60 : 76, lineHeight: 1.1 }, card.username),
        h('div', { fontSize: 28, color: '#c9c3d6' }, `Fan since ${card.since.slice(0, 4)} · ${card.followers} followers`),
      ]),
      h('div', { display: 'flex', gap: 72 }, [
        stat(card.stats.completed, 'completed'),
        stat(card.stats.watching, 'watching'),
        stat(card.stats.rated, 'rated'),
      ]),
      card.favourites.length
        ? h('div', { fontSize: 28, color: '#f4f1f8', display: 'flex' }, `♥ ${card.favourites.slice(0, 3).join(' · ')}`)
        : null,
      brandMark(),
    ],
  );
}
