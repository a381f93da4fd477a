import type { DiarySort, DiaryStatus } from '@klama/contract';

export const STATUS_LABELS: Record<DiaryStatus, string> = {
  watching: 'Watching',
  completed: 'Completed',
  plan_to_watch: 'Plan to Watch',
  on_hold: 'On Hold',
  dropped: 'Dropped',
};

export const DIARY_SORT_LABELS: Record<DiarySort, string> = {
  updated_desc: 'Recently updated',
  rating_desc: 'Highest rated',
  date_desc: 'Newest first',
  date_asc: 'Oldest first',
  name_asc: 'Title (A–Z)',
  original_name_asc: 'Korean title',
};

export const ratingText = (rating: number | null) => (rating === null ? 'No rating' : `${rating} out of 10`);
