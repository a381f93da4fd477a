import { Suspense } from 'react';
import { HomePage } from '../../features/home/HomePage';
import { useAuthStore } from '../../stores/auth';
import { FollowingRow } from './following-row';

/**
 * Home, with the "Following" row for a signed-in fan. The boundary is always there (the server renders it empty,
 * for nobody); a browser that hydrates signed in waits for the row's chunk, which renders nothing until hydrated.
 */
export function HomeScreen() {
  const signedIn = useAuthStore((s) => s.user !== null);
  return <HomePage following={<Suspense fallback={null}>{signedIn && <FollowingRow />}</Suspense>} />;
}
