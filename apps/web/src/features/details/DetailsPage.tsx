import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthStore } from '../../stores/auth';
import type { ShowDetails } from '@klama/contract';
import { useShowCredits, useShowDetails, useShowProviders, useShowVideos, useSimilarShows } from '../../api/shows';
import { ApiError } from '../../api/request';
import { Avatar } from '../../components/Avatar';
import { ExternalIcon } from '../../components/icons/ExternalIcon';
import { PlayIcon } from '../../components/icons/PlayIcon';
import { PageMeta } from '../../components/PageMeta';
import { Poster } from '../../components/ShowCard';
import { MarkButtons } from '../../components/MarkButtons';
import { ShowRow } from '../../components/ShowRow';
import { ErrorPage, Spinner } from '../../components/States';
import { NotFound } from '../../components/NotFound';
import { detailsFaqs } from '../../lib/faq';
import { tvSeriesJsonLd } from '../../lib/json-ld';
import { pageUrl, siteBase } from '../../lib/site';
import { useResponseStatus } from '../../app/response-status';
import { crewPath, detailsPath, genrePath, keywordPath, yearPath } from '../../lib/routes';
import { displayTitle, formatDate, isFutureDate, posterOf, seasonLabel, SHARE_IMAGE_SIZE, shareImageOf, yearOf } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { CastSection } from './CastSection';
import { NextEpisode } from './NextEpisode';
import { pickTrailerKey } from './trailer';
import { useHydrated } from '../../lib/use-hydrated';
import { jobLabel } from '../../lib/jobs';
import { useTermName } from '../../lib/terms';
import { detailsNamespace } from '../../i18n/messages/en/details';
import { metaNamespace } from '../../i18n/messages/en/meta';
import { Button } from '../../components/FormControls';
import { CommunityScore } from '../../components/CommunityScore';

const TrailerDialog = lazy(() => import('./TrailerDialog'));

/** What the page shows from other features; the app shell passes them in (app/screens/DetailsScreen.tsx). */
export interface DetailsParts {
  CalendarButton: ComponentType<{ showId: number }>;
  Streaming: ComponentType<{ showId: number; title: string }>;
  /** shown to signed-in visitors only: a lazy component keeps its chunk off the public page */
  DiaryPanel: ComponentType<{ showId: number }>;
  /** the best reviews, read in the browser (the page's render is kept until the catalogue changes; reviews are not) */
  Reviews: ComponentType<{ showId: number; title: string }>;
}

export function DetailsPage({ parts }: { parts: DetailsParts }) {
  const id = Number(useParams().id);
  // spec: scroll to the top whenever the id changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <Details key={id} id={id} parts={parts} />;
}

function Details({ id, parts }: { id: number; parts: DetailsParts }) {
  const { t } = useTranslation(detailsNamespace);
  const details = useShowDetails(id);
  if (details.isPending) return <Spinner label={t('loading')} />;
  // an id the API does not know (404) or cannot take (400) is a page that does not exist
  if (details.isError && details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 400))
    return <NotFound />;
  if (details.isError) return <DetailsError notFound={false} id={id} />;
  return <DetailsView show={details.data} parts={parts} />;
}

function DetailsError({ notFound, id }: { notFound: boolean; id: number }) {
  const { t } = useTranslation(detailsNamespace);
  const { t: tMeta } = useTranslation(metaNamespace);
  const { t: tCommon } = useTranslation();
  useResponseStatus(notFound ? 404 : 500);
  return (
    <div className="page">
      <PageMeta title={tMeta('details.notFoundTitle')} description={tMeta('details.notFoundDescription')} path={detailsPath(id)} />
      <ErrorPage title={notFound ? t('notFound') : tCommon('states.somethingWrong')} message={t('failed')} />
    </div>
  );
}

function DetailsView({ show, parts }: { show: ShowDetails; parts: DetailsParts }) {
  const { CalendarButton, Streaming, Reviews } = parts;
  const { t } = useTranslation(detailsNamespace);
  const { t: tMeta } = useTranslation(metaNamespace);
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const termName = useTermName();
  const genreName = (name: string) => termName('genres', name);
  const providers = useShowProviders(show.id);
  const credits = useShowCredits(show.id);
  const similar = useSimilarShows(show.id);
  const ownTrailer = pickTrailerKey(show.trailer, undefined);
  const videos = useShowVideos(show.id, ownTrailer === null);
  const trailerKey = ownTrailer ?? pickTrailerKey(undefined, videos.data?.results);
  const [trailerOpen, setTrailerOpen] = useState(false);
  const [trailerLoaded, setTrailerLoaded] = useState(false);
  const title = displayTitle(show, language);
  const season = seasonLabel(show.season_number, title, language);
  // the title in the other language: a Korean page's English one (its `name` is Korean), an English page's Hangul one
  const subtitle = language === 'kr' ? (show.english_name ?? show.name) : show.original_name;
  // a Korean page names the show by its Korean title, with the English one beside it
  const metaName =
    language === 'kr' && show.original_name && show.original_name !== subtitle ? `${show.original_name} (${subtitle})` : show.name;
  const future = isFutureDate(show.first_air_date);
  const providerNames = providers.data?.results.map((p) => p.name) ?? [];
  const image = shareImageOf(show, language);

  return (
    <article className="page details">
      <PageMeta
        title={tMeta('details.title', { name: metaName })}
        description={show.overview ? show.overview.slice(0, 155) : tMeta('details.description', { name: title })}
        path={detailsPath(show.id)}
        type="video.tv_show"
        image={image}
        imageSize={SHARE_IMAGE_SIZE}
        jsonLd={[tvSeriesJsonLd(show, pageUrl(language, detailsPath(show.id)), `${siteBase()}${image}`, tMeta, language, genreName)]}
        faqs={detailsFaqs(
          tMeta,
          title,
          providerNames,
          show.keywords.map((k) => k.name),
        )}
      />
      <div className="details__top">
        <div className="details__poster">
          <Poster path={posterOf(show.poster_path)} id={show.id} title={title} eager />
          {trailerKey && (
            <button
              type="button"
              className="play-button"
              aria-label={t('playTrailer')}
              onPointerEnter={() => void import('./TrailerDialog')}
              onClick={() => {
                setTrailerLoaded(true);
                setTrailerOpen(true);
              }}
            >
              <PlayIcon width={28} height={28} />
            </button>
          )}
        </div>
        <div className="details__info">
          <h1 className="details__title">{title}</h1>
          {season && <p className="details__season">{season}</p>}
          {/* the title in the other language (a Korean answer carries the English one: english_name) */}
          {subtitle !== title && (
            <p className="details__original" lang={language === 'kr' ? 'en' : 'ko'}>
              {subtitle}
            </p>
          )}
          {show.community && <CommunityScore community={show.community} />}
          <p className="details__meta">
            {show.first_air_date && future && <span>{t('releasingOn', { date: formatDate(show.first_air_date, language) })}</span>}
            {show.first_air_date && !future && (
              <Link className="chip" to={yearPath(yearOf(show.first_air_date))}>
                {yearOf(show.first_air_date)}
              </Link>
            )}
            {show.genres.map((g) => (
              <Link key={g.id} className="chip" to={genrePath(g.name, g.id)}>
                {genreName(g.name)}
              </Link>
            ))}
          </p>
          {show.overview && <p className="details__overview">{show.overview}</p>}
          <MarkButtons showId={show.id} />
          <DiarySlot showId={show.id} DiaryPanel={parts.DiaryPanel} />
          <CalendarButton showId={show.id} />
          <dl className="facts">
            {show.number_of_episodes != null && (
              <div>
                <dt>{t('facts.episodes')}</dt>
                <dd>{show.number_of_episodes}</dd>
              </div>
            )}
            {show.networks.length > 0 && (
              <div>
                <dt>{t('facts.network')}</dt>
                <dd className="facts__logos">
                  {show.networks.map((n) => (
                    <span key={n.id} className="network" title={n.name}>
                      <Avatar
                        path={n.logo_path}
                        name={n.name}
                        size={40}
                        square
                        fallback={<span className="network__name">{n.name}</span>}
                      />
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {show.related_seasons.length > 0 && (
              <div>
                <dt>{t('facts.otherSeasons')}</dt>
                <dd className="facts__links">
                  {show.related_seasons.map((r) => (
                    <Link key={r.show.id} to={detailsPath(r.show.id)}>
                      {tCommon('show.season', { number: r.season })}
                    </Link>
                  ))}
                </dd>
              </div>
            )}
            {show.homepage && (
              <div>
                <dt>{t('facts.homepage')}</dt>
                <dd>
                  <a href={show.homepage} target="_blank" rel="noopener noreferrer">
                    {t('facts.officialSite')} <ExternalIcon width={14} height={14} />
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <NextEpisode showId={show.id} />
          <Streaming showId={show.id} title={show.name} />
        </div>
      </div>

      {show.keywords.length > 0 && (
        <section className="details-section" aria-labelledby="keywords-heading">
          <h2 id="keywords-heading" className="section-title">
            {t('keywords')}
          </h2>
          <p className="chips">
            {show.keywords.map((k) => (
              <Link key={k.id} className="chip chip--soft" to={keywordPath(k.name, k.id)}>
                {k.name}
              </Link>
            ))}
          </p>
        </section>
      )}

      <CastSection showId={show.id} />

      <Reviews showId={show.id} title={title} />

      {credits.data && credits.data.results.length > 0 && (
        <section className="details-section" aria-labelledby="credits-heading">
          <h2 id="credits-heading" className="section-title">
            {t('credits')}
          </h2>
          <ul className="credits">
            {credits.data.results.map((c) => (
              <li key={c._id}>
                <span className="credits__job">{jobLabel(tCommon, c.job)}</span>
                <Link to={crewPath(c.name, c.id)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {show.original_story && (
        <section className="details-section" aria-labelledby="story-heading">
          <h2 id="story-heading" className="section-title">
            {t('originalStory')}
          </h2>
          <p>
            <strong>{show.original_story.title.title}</strong> <span className="muted">{t('by')}</span> {show.original_story.author.name}
          </p>
        </section>
      )}

      <ShowRow
        id="similar-heading"
        title={t('similar')}
        shows={similar.data}
        isLoading={similar.isPending}
        error={similar.isError ? t('similarError') : null}
      />

      {trailerLoaded && trailerKey && (
        <Suspense fallback={null}>
          <TrailerDialog open={trailerOpen} onOpenChange={setTrailerOpen} trailerKey={trailerKey} title={title} />
        </Suspense>
      )}
    </article>
  );
}

/**
 * The diary for signed-in visitors; anyone else is offered to log in and come back here. Who is signed in is
 * known only in the browser, so neither is rendered before the page has hydrated (the server renders for nobody).
 */
function DiarySlot({ showId, DiaryPanel }: { showId: number; DiaryPanel: DetailsParts['DiaryPanel'] }) {
  const { t } = useTranslation(detailsNamespace);
  const signedIn = useAuthStore((s) => Boolean(s.user));
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  if (!hydrated) return null;
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <DiaryPanel showId={showId} />
      </Suspense>
    );
  return (
    <Button
      className="details__track"
      onClick={() => navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } })}
    >
      {t('track')}
    </Button>
  );
}
