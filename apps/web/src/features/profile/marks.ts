import type { UserShowStatus } from '@klama/contract';

// the lists' names and descriptions are messages of the `profile` namespace (marks.liked, …)
export const profileShowsPath = (status: UserShowStatus) => `/profile/shows/${status}`;
