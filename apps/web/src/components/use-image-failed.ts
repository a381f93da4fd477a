import { useState } from 'react';

/**
 * Whether the image at `src` failed to load (a stale TMDB path, no network), and the `onError` handler that records
 * it. Tied to the address, so a new `src` gets its own chance to load.
 */
export function useImageFailed(src: string | null | undefined): [failed: boolean, onError: () => void] {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return [src != null && src === failedSrc, () => setFailedSrc(src ?? null)];
}
