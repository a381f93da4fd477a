import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { COLLECTION_IDS } from '@klama/contract';
import { useCollectionRow, useNewestShows, useTrending } from '../../api/catalogue';
import { PageMeta } from '../../components/PageMeta';
import { ShowRow } from '../../components/ShowRow';
import { homeFaqs } from '../../lib/faq';
import { displayTitle, formatDate } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { collectionPath } from '../../lib/routes';
import { HeroSlider } from './HeroSlider';
import { isWelcome } from '../../lib/welcome-state';

// only a new account sees it: its code is fetched then, not with every visit to home
const Welcome = lazy(() => import('./Welcome'));
import { homeNamespace } from '../../i18n/messages/en/home';
import { metaNamespace } from '../../i18n/messages/en/meta';

const ROW_LIMIT = 10;

/** `following`: the signed-in fan's "Following" row (features/profiles, passed in by app/screens/HomeScreen.tsx). */
export function HomePage({ following = null }: { following?: ReactNode }) {
  const { t } = useTranslation(homeNamespace);
  const { t: tMeta } = useTranslation(metaNamespace);
  const language = useLanguage();
  const trending = useTrending();
  const newest = useNewestShows();
  const viewersChoice = useCollectionRow(COLLECTION_IDS.VIEWERS_CHOICE);
  const genreFiction = useCollectionRow(COLLECTION_IDS.GENRE_FICTION);
  const trendingShows = trending.data?.shows.slice(0, ROW_LIMIT);
  const welcome = isWelcome(useLocation().state);

  return (
    <div className="page page--home">
      <PageMeta
        title={tMeta('home.title')}
        description={tMeta('home.description')}
        path="/"
        faqs={homeFaqs(
          tMeta,
          (trendingShows ?? []).map((s) => displayTitle(s, language)),
        )}
      />
      <h1 className="sr-only">{t('heading')}</h1>
      {welcome && (
        <Suspense fallback={null}>
          <Welcome />
        </Suspense>
      )}
      <HeroSlider />
      {following}
      <ShowRow
        id="row-trending"
        title={t('rows.trending')}
        helper={trending.data ? t('rows.trendingHelper', { date: formatDate(trending.data.releaseDate, language) }) : undefined}
        shows={trendingShows}
        isLoading={trending.isPending}
        error={trending.isError ? t('rows.trendingError') : null}
      />
      <ShowRow
        id="row-new"
        title={t('rows.newest')}
        shows={newest.data?.results}
        isLoading={newest.isPending}
        error={newest.isError ? t('rows.newestError') : null}
      />
      <ShowRow
        id="row-viewers"
        title={t('rows.viewersChoice')}
        viewAll={collectionPath('viewers-choice')}
        shows={viewersChoice.data?.results}
        isLoading={viewersChoice.isPending}
        error={viewersChoice.isError ? t('rows.viewersChoiceError') : null}
      />
      <ShowRow
        id="row-genre-fiction"
        title={t('rows.genreFiction')}
        viewAll={collectionPath('genre-fiction')}
        shows={genreFiction.data?.results}
        isLoading={genreFiction.isPending}
        error={genreFiction.isError ? t('rows.genreFictionError') : null}
      />
    </div>
  );
}
