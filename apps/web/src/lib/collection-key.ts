import { COLLECTION_IDS, type CollectionKey } from '@klama/contract';

/** Spec §2: `/collection/{name}`: hyphens become underscores, upper-cased, then looked up. Unknown → null. */
export function collectionKeyFromName(name: string): CollectionKey | null {
  const constant = name.replace(/-/g, '_').toUpperCase();
  return Object.prototype.hasOwnProperty.call(COLLECTION_IDS, constant) ? COLLECTION_IDS[constant as keyof typeof COLLECTION_IDS] : null;
}
