/**
 * Lists from a K-lama export: a list is found by its name (so a second import adds nothing) or created;
 * its items are added in their order after what the list already holds. Shows no longer in the
 * catalogue are skipped. The plan only reads (a preview writes nothing); it is made again inside the
 * import's transaction and written there. Limits hold as for the list calls: a file that would break one
 * is refused before anything is written.
 */
import { DIARY_LIMITS, DIARY_MESSAGES, type ImportedList } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { appendToList, createList, itemsOfLists, listsWithCounts } from './import-lists.queries.js';
import { publicShowIds } from '../catalogue/show-census.queries.js';
import { ImportFormatError } from './import-formats.js';

interface ListPlan {
  /** the list of that name the account has, or null: it is created */
  id: number | null;
  list: ImportedList;
  /** shows to add after the `held` the list already has, in order, with their notes */
  add: { showId: number; note: string }[];
  held: number;
}

export async function planLists(q: Queryable, userId: number, lists: ImportedList[]): Promise<ListPlan[]> {
  if (!lists.length) return [];
  const mine = await listsWithCounts(q, userId);
  // a list is found by its name: the first of that name, as the account's lists are ordered
  const byName = new Map<string, { id: number; held: number }>();
  for (const l of mine) if (!byName.has(l.name)) byName.set(l.name, { id: l.id, held: l.held });
  const foundIds = [...byName.values()].map((l) => l.id);
  const heldRows = await itemsOfLists(q, foundIds);
  const heldBy = new Map<number, Set<number>>();
  for (const r of heldRows) heldBy.set(r.list_id, (heldBy.get(r.list_id) ?? new Set()).add(r.show_id));
  const incomingIds = [...new Set(lists.flatMap((l) => l.items.map((i) => i.showId)))];
  const inCatalogue = await publicShowIds(q, incomingIds);

  let count = mine.length;
  // two lists of one name in a file fill one list
  const plans = new Map<string, ListPlan & { holds: Set<number> }>();
  for (const list of lists) {
    let plan = plans.get(list.name);
    if (!plan) {
      const found = byName.get(list.name);
      if (!found && ++count > DIARY_LIMITS.listsPerUser) throw new ImportFormatError(DIARY_MESSAGES.tooManyLists, 'lists');
      const holds = new Set(found ? heldBy.get(found.id) : []);
      plan = { id: found?.id ?? null, list, add: [], held: found?.held ?? 0, holds };
      plans.set(list.name, plan);
    }
    const held = plan.holds;
    for (const item of [...list.items].sort((a, b) => a.position - b.position)) {
      if (held.has(item.showId) || !inCatalogue.has(item.showId)) continue;
      held.add(item.showId);
      plan.add.push({ showId: item.showId, note: item.note });
    }
    if (plan.held + plan.add.length > DIARY_LIMITS.itemsPerList) throw new ImportFormatError(DIARY_MESSAGES.tooManyItems, 'lists');
  }
  return [...plans.values()].map(({ holds: _holds, ...plan }) => plan);
}

/** Writes a plan made in the same transaction (after the account's row was locked). */
export async function writeLists(tx: Queryable, userId: number, plans: ListPlan[]): Promise<void> {
  for (const plan of plans) {
    const id = plan.id ?? (await createList(tx, userId, plan.list));
    if (plan.add.length) await appendToList(tx, id, plan.held, plan.add);
  }
}
