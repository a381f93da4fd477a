import type { ShowCard as Show } from '@klama/contract';
import { ShowCard } from './ShowCard';

export function ShowGrid({ shows, skeletons = 0 }: { shows: Show[]; skeletons?: number }) {
  return (
    <div className="grid" data-testid="show-grid">
      {shows.map((show, index) => (
        <ShowCard key={show.id} show={show} eager={index < 4} />
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <span key={`s${i}`} className="show-card show-card--skeleton" />
      ))}
    </div>
  );
}
