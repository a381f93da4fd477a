/**
 * Slot for the like / bookmark / watched buttons on the details page. The accounts issue fills it in;
 * until then it renders nothing, so the page layout does not change when it arrives.
 */
export function ShowActions(_props: { showId: number }) {
  return null;
}
