/**
 * The synthetic community (issue 29): `fan1` … `fanN` with the password SYNTHETIC_FAN_PASSWORD and verified
 * addresses `fanN@example.com`, so any benchmark can sign in as them, and what fans make on top of the synthetic
 * catalogue: diary entries, lists, reviews, helpful votes, follows, notification settings and push subscriptions,
 * and the feed's recent activity (community.queries.ts). Set-based: a few statements per range of fans, one
 * password hash for all. Running it again with more fans adds only the new fans and theirs.
 */
import type { Database } from '../db/client.js';
import { hashPassword } from '../accounts/passwords.js';
import { countFans, insertFans } from './fans.queries.js';
import {
  analyzeCommunity,
  countHelpfulVotes,
  seedActivity,
  seedEntries,
  seedFollows,
  seedLists,
  seedNotificationSettings,
  seedPushSubscriptions,
  seedReviews,
  seedShowPositions,
  seedVotes,
  setSeedTriggers,
  shapeFans,
} from './community.queries.js';

export const SYNTHETIC_FAN_PASSWORD = 'synthetic-fan-password';
/** fans a transaction: big enough for set-based statements to pay, small enough to show progress */
const BATCH = 5_000;
/** no fan's diary is longer (a few come close: the long tail) */
const MAX_ENTRIES = 5_000;
/** a real P-256 public key (any will do: the endpoints never answer) */
const SYNTHETIC_P256DH = 'BIMvidp-yD19idPQGHy2SBT6qCVbxPtEwK6-UWejPi0Ioaj4b0xdNt-0TGdfX7d2BGkyTIBeRYyPmnw9rtf61Xg';

const LIST_NAMES = [
  'Comfort dramas',
  'Rainy day picks',
  'Best soundtracks',
  'Rewatch someday',
  'Historical favourites',
  'Makjang nights',
  'Office romances',
  'Thrillers to binge',
  'For my sister',
  'Slow burns',
];
const REVIEW_TITLES = [
  'Worth every episode',
  'A slow start, a great finish',
  'The leads carry it',
  'Not for me',
  'Beautifully shot',
  'The second half drags',
  'My comfort show',
  'Better than the hype',
];
const REVIEW_SENTENCES = [
  'The first four episodes set up the characters with more care than most dramas bother to.',
  'The soundtrack does a lot of the emotional work, and it does it well.',
  'I kept watching for the friendship between the leads more than for the romance.',
  'The middle episodes lose their way, but the last stretch pulls everything together.',
  'The villain is written with real depth, which makes the final confrontation land.',
  'Some subplots could have been cut without losing anything important.',
  'The cinematography makes every city street look like a painting.',
  'It is the kind of show I put on again when I need something warm.',
];

export interface SeedFansResult {
  /** fans added now (the others were there) */
  added: number;
  entries: number;
  lists: number;
  reviews: number;
  votes: number;
  follows: number;
  settings: number;
  pushSubscriptions: number;
  activity: number;
}

export async function seedFans(
  db: Database,
  options: { users: number; onProgress?: (done: number, total: number) => void },
): Promise<SeedFansResult> {
  const hash = await hashPassword(SYNTHETIC_FAN_PASSWORD);
  const result: SeedFansResult = {
    added: 0,
    entries: 0,
    lists: 0,
    reviews: 0,
    votes: 0,
    follows: 0,
    settings: 0,
    pushSubscriptions: 0,
    activity: 0,
  };
  const before = await countFans(db);
  for (let from = before + 1; from <= options.users; from += BATCH) {
    const to = Math.min(options.users, from + BATCH - 1);
    result.added += await db.transaction(async (tx) => {
      const added = (await insertFans(tx, from, to, hash))?.added ?? 0;
      await shapeFans(tx, from, to);
      return added;
    });
  }
  // the community of the new fans, once every fan (and so every public profile to follow) is there
  for (let from = before + 1; from <= options.users; from += BATCH) {
    const to = Math.min(options.users, from + BATCH - 1);
    await db.transaction(async (tx) => {
      const shows = await seedShowPositions(tx);
      await setSeedTriggers(tx, false);
      if (shows > 0) {
        result.entries += await seedEntries(tx, from, to, shows, MAX_ENTRIES);
        result.lists += await seedLists(tx, from, to, shows, LIST_NAMES);
      }
      result.reviews += await seedReviews(tx, from, to, REVIEW_TITLES, REVIEW_SENTENCES);
      result.votes += await seedVotes(tx, from, to, options.users);
      result.follows += await seedFollows(tx, from, to);
      result.settings += await seedNotificationSettings(tx, from, to);
      result.pushSubscriptions += await seedPushSubscriptions(tx, from, to, SYNTHETIC_P256DH);
      result.activity += await seedActivity(tx, from, to);
      await setSeedTriggers(tx, true);
    });
    options.onProgress?.(to, options.users);
  }
  if (result.votes > 0) await countHelpfulVotes(db);
  if (options.users > before) await analyzeCommunity(db);
  return result;
}
