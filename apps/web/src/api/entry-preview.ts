/** What a diary patch does to the show's entry at once, before (or without) the server's answer. */
import type { Entry, EntryPatch } from '@klama/contract';

/** What a patch does to the entry at once (the server then answers with the rules applied). */
export function previewPatch(entry: Entry, patch: EntryPatch): Entry {
  const next = { ...entry, ...patch } as Entry;
  const total = entry.totalEpisodes;
  if (patch.status === 'completed' && total !== null) next.episodesWatched = total;
  if (patch.status === undefined && patch.episodesWatched !== undefined) {
    if (total !== null && patch.episodesWatched === total && total > 0) next.status = 'completed';
    else if (patch.episodesWatched > 0 && entry.status === null) next.status = 'watching';
    else if (entry.status === 'completed' && total !== null && patch.episodesWatched < total) next.status = 'watching';
  }
  next.watched = next.status === 'completed';
  return next;
}
