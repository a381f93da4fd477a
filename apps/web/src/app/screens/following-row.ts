import { lazy } from 'react';

/**
 * The home page's "Following" row (features/profiles), loaded only for a signed-in fan. Declared here, beside the
 * route table that imports it, so its chunk's list of files to preload rides in the shell's list (where the feed's
 * and the profile's already are) instead of adding to the home route's bytes.
 */
export const FollowingRow = lazy(() => import('../../features/profiles/FollowingRow'));
