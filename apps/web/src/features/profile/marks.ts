import type { UserShowStatus } from '@klama/contract';

export const MARK_LABELS: Record<UserShowStatus, { list: string; description: string }> = {
  liked: { list: 'Liked', description: 'Dramas you liked' },
  bookmarked: { list: 'Bookmarked', description: 'Dramas you bookmarked to watch later' },
  watched: { list: 'Watched', description: 'Dramas you have watched' },
};

export const profileShowsPath = (status: UserShowStatus) => `/profile/shows/${status}`;
