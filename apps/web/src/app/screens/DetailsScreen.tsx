import { lazy } from 'react';
import { DetailsPage, type DetailsParts } from '../../features/details/DetailsPage';
import { AddToCalendar } from '../../features/calendar/AddToCalendar';
import { StreamingSection } from '../../features/regions/StreamingSection';
import { ReviewsSection } from '../../features/reviews/ReviewsSection';

const parts: DetailsParts = {
  CalendarButton: AddToCalendar,
  Streaming: StreamingSection,
  Reviews: ReviewsSection,
  // signed-in only: its chunk is fetched for signed-in visitors, never for the public page
  DiaryPanel: lazy(() => import('../../features/diary/DiaryPanel')),
};

/** The details page with the parts the calendar, regions, diary and reviews features own. */
export function DetailsScreen() {
  return <DetailsPage parts={parts} />;
}
