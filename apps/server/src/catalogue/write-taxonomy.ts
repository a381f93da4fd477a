/** Our taxonomy (genres, tones, providers, networks) as the catalogue files give it; rows already there are kept. */
import type { TaxonomyFile } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { insertRows } from '../db/bulk.js';

export async function insertTaxonomy(db: Queryable, t: TaxonomyFile): Promise<void> {
  const keep = 'ON CONFLICT DO NOTHING';
  const terms = (list: TaxonomyFile['genres']) => list.map((g) => [g.id, g._id, g.name, g.rank]);
  await insertRows(db, 'genre', ['id', 'uid', 'name', 'rank'], terms(t.genres), keep);
  await insertRows(db, 'tone', ['id', 'uid', 'name', 'rank'], terms(t.tones), keep);
  await insertRows(
    db,
    'provider',
    ['id', 'name', 'logo_path', 'display_priority'],
    t.providers.map((p) => [p.id, p.name, p.logo_path, p.display_priority]),
    keep,
  );
  await insertRows(
    db,
    'network',
    ['id', 'name'],
    t.networks.map((n) => [n.id, n.name]),
    keep,
  );
}
