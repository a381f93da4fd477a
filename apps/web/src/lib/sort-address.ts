import { DEFAULT_SORT, PERSON_SORT_OPTIONS, type PersonSort } from '@klama/contract';

/** A `?sort=` from the address: one of the list's orders (`popularity_desc` only where `popular`), else the default. */
export function sortFromAddress(value: string | null, popular = false): PersonSort {
  const known = (PERSON_SORT_OPTIONS as readonly string[]).includes(value ?? '') && (popular || value !== 'popularity_desc');
  return known ? (value as PersonSort) : DEFAULT_SORT;
}
