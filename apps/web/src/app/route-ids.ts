/**
 * What an id in an address may be. The API takes ids as positive 32-bit integers (the contract's IdParam); an
 * address whose id is anything else (letters, zero, too many digits) is a page that does not exist, answered
 * with the not-found screen before anything is asked of the API.
 */
const MAX_ID = 2_147_483_647;

/** A positive integer the API can take, written plainly (`12`, not `012`, `1e1` or `12.0`). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A year as the year pages take it: four digits, 1900 to 2100 (the API's range). */
export function parseRouteYear(value: string | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? year : null;
}
