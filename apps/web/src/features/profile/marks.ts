import type { MarkStatus } from '@klama/contract';

// the lists' names and descriptions are messages of the `profile` namespace (marks.liked, …)
export const profileShowsPath = (status: MarkStatus) => `/profile/shows/${status}`;
