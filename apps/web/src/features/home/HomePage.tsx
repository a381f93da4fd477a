import { COLLECTION_IDS } from '@klama/contract';
import { useCollectionRow, useNewestShows, useTrending } from '../../api/catalogue';
import { PageMeta } from '../../components/PageMeta';
import { ShowRow } from '../../components/ShowRow';
import { homeFaqs } from '../../lib/faq';
import { formatDate } from '../../lib/show';
import { collectionPath } from '../../lib/routes';
import { HeroSlider } from './HeroSlider';

const ROW_LIMIT = 10;

export function HomePage() {
  const trending = useTrending();
  const newest = useNewestShows();
  const viewersChoice = useCollectionRow(COLLECTION_IDS.VIEWERS_CHOICE);
  const genreFiction = useCollectionRow(COLLECTION_IDS.GENRE_FICTION);
  const trendingShows = trending.data?.shows.slice(0, ROW_LIMIT);

  return (
    <div className="page page--home">
      <PageMeta
        title="K-lama | Find Your Next Favorite Korean Drama"
        description="Search Korean dramas by English or Korean title, browse what is trending and newly released, and find where to watch."
        path="/"
        faqs={homeFaqs((trendingShows ?? []).map((s) => s.name))}
      />
      <h1 className="sr-only">K-lama: find your next favorite Korean drama</h1>
      <HeroSlider />
      <ShowRow
        id="row-trending"
        title="Trending"
        helper={trending.data ? `Trending this week · updated ${formatDate(trending.data.releaseDate)}` : undefined}
        shows={trendingShows}
        isLoading={trending.isPending}
        error={trending.isError ? 'Failed to load trending dramas' : null}
      />
      <ShowRow
        id="row-new"
        title="Newly Released"
        shows={newest.data?.results}
        isLoading={newest.isPending}
        error={newest.isError ? 'Failed to load new releases' : null}
      />
      <ShowRow
        id="row-viewers"
        title="Viewer's Choice"
        viewAll={collectionPath('viewers-choice')}
        shows={viewersChoice.data?.results}
        isLoading={viewersChoice.isPending}
        error={viewersChoice.isError ? "Failed to load Viewer's Choice" : null}
      />
      <ShowRow
        id="row-genre-fiction"
        title="Genre Fiction"
        viewAll={collectionPath('genre-fiction')}
        shows={genreFiction.data?.results}
        isLoading={genreFiction.isPending}
        error={genreFiction.isError ? 'Failed to load Genre Fiction' : null}
      />
    </div>
  );
}
