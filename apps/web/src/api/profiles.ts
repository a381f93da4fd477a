/**
 * Public profiles, follows, blocks and the feed (ARCHITECTURE 9.2): one query or mutation hook per call. A profile is
 * read by nobody (what the server renders) and again as the signed-in viewer, whose blocks apply; every key carries
 * the viewer, so one fan's view is never shown to another.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEED_PAGE, feedCursor, type Feed, type ProfileVisibility, type PublicProfile } from '@klama/contract';
import { useAuthStore } from '../stores/auth';
import { accountKeys } from './account';
import { type Endpoint } from './paths';
import { memberApi } from './member-paths';
import { request } from './request';

const ANONYMOUS = '(anonymous)';
/** the key of the viewer's read before anyone is signed in (it is never made) */
const NO_VIEWER = '(no viewer)';

export const profileKeys = {
  /** every read of one fan's profile, by any viewer */
  profile: (username: string) => ['public-profile', username.toLowerCase()] as const,
  view: (username: string, viewer: string | null) => [...profileKeys.profile(username), viewer ?? ANONYMOUS] as const,
  feed: (viewer: string) => [...accountKeys.user(viewer), 'feed'] as const,
  feedPages: (viewer: string, limit: number) => [...profileKeys.feed(viewer), limit] as const,
  following: (viewer: string) => [...accountKeys.user(viewer), 'following'] as const,
  followers: (viewer: string) => [...accountKeys.user(viewer), 'followers'] as const,
  blocks: (viewer: string, page: number, limit: number) => [...accountKeys.user(viewer), 'blocks', page, limit] as const,
};

export const profilePaths = {
  /** read by nobody: the call the server renders with */
  publicProfile: (username: string) => {
    const { url, method } = memberApi('publicProfile', { username });
    return { url, method } as Endpoint<PublicProfile>;
  },
  follow: (username: string) => memberApi('follow', { username }),
  unfollow: (username: string) => memberApi('unfollow', { username }),
  block: (username: string) => memberApi('block', { username }),
  unblock: (username: string) => memberApi('unblock', { username }),
  feed: (limit: number, before?: string) => memberApi('myFeed', {}, { limit, before }),
  following: () => memberApi('myFollowing'),
  followers: () => memberApi('myFollowers'),
  blocks: (page: number, limit: number) => memberApi('myBlocks', {}, { page, limit }),
  me: () => memberApi('updateMe'),
};

const useViewer = () => useAuthStore((s) => s.user?.username ?? null);

/** A public profile as nobody sees it (the server's render); 404 when private, blocked or unknown. */
export const useAnonymousProfile = (username: string) =>
  useQuery({
    queryKey: profileKeys.view(username, null),
    queryFn: ({ signal }) => request(profilePaths.publicProfile(username), { signal }),
    retry: false,
  });

/** The same profile as the signed-in `viewer` sees it (their blocks, whether they follow); none while null. */
export const useViewerProfile = (username: string, viewer: string | null) =>
  useQuery({
    // never the anonymous read's key while there is no viewer: two observers of one query, this one disabled, left
    // the server's render waiting on a read it never made (the profile page rendered "Loading..." until issue 26's fix)
    queryKey: viewer === null ? [...profileKeys.profile(username), NO_VIEWER] : profileKeys.view(username, viewer),
    queryFn: ({ signal }) => request(profilePaths.publicProfile(username), { signal, auth: 'required' }),
    enabled: viewer !== null,
    retry: false,
  });

function useRelation(endpoint: (username: string) => Endpoint<unknown>, method: 'PUT' | 'DELETE') {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (username: string) => request(endpoint(username), { method, auth: 'required' }),
    onSettled: async (_data, _error, username) => {
      await client.invalidateQueries({ queryKey: profileKeys.profile(username) });
      if (viewer) await client.invalidateQueries({ queryKey: accountKeys.user(viewer) });
    },
  });
}

export const useFollow = () => useRelation(profilePaths.follow, 'PUT');
export const useUnfollow = () => useRelation(profilePaths.unfollow, 'DELETE');
export const useBlock = () => useRelation(profilePaths.block, 'PUT');
export const useUnblock = () => useRelation(profilePaths.unblock, 'DELETE');

/** The signed-in fan's feed, a page at a time (older pages by the last item's cursor). */
export function useFeed(limit: number = FEED_PAGE.default) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: profileKeys.feedPages(viewer ?? ANONYMOUS, limit),
    queryFn: ({ pageParam, signal }) => request(profilePaths.feed(limit, pageParam), { signal, auth: 'required' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Feed) => (last.length === limit ? feedCursor(last.at(-1)!) : undefined),
    enabled: viewer !== null,
    retry: false,
  });
}

export function useFollowing() {
  const viewer = useViewer();
  return useQuery({
    queryKey: profileKeys.following(viewer ?? ANONYMOUS),
    queryFn: ({ signal }) => request(profilePaths.following(), { signal, auth: 'required' }),
    enabled: viewer !== null,
  });
}

/** A page of the fans the signed-in fan blocked, newest block first (Settings → Blocked fans). */
export function useBlockedFans(page: number, limit: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: profileKeys.blocks(viewer ?? ANONYMOUS, page, limit),
    queryFn: ({ signal }) => request(profilePaths.blocks(page, limit), { signal, auth: 'required' }),
    enabled: viewer !== null,
    placeholderData: keepPreviousData,
  });
}

/** Opts the signed-in fan's profile in or out; the settings switch shows the answer. */
export function useSetProfileVisibility() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (profileVisibility: ProfileVisibility) =>
      request(profilePaths.me(), { method: 'PATCH', body: { profileVisibility }, auth: 'required' }),
    onSettled: async () => {
      if (!viewer) return;
      await client.invalidateQueries({ queryKey: accountKeys.me(viewer) });
      await client.invalidateQueries({ queryKey: profileKeys.profile(viewer) });
    },
  });
}
