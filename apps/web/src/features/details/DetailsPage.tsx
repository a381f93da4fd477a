import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthStore } from '../../stores/auth';
import type { ShowDetails } from '@klama/contract';
import { useShowCredits, useShowDetails, useShowProviders, useShowVideos, useSimilarShows } from '../../api/shows';
import { ApiError } from '../../api/request';
import { Avatar } from '../../components/Avatar';
import { ExternalIcon, PlayIcon } from '../../components/icons';
import { PageMeta } from '../../components/PageMeta';
import { Poster } from '../../components/ShowCard';
import { ShowActions } from '../../components/ShowActions';
import { ShowRow } from '../../components/ShowRow';
import { ErrorPage, Spinner } from '../../components/States';
import { detailsFaqs } from '../../lib/faq';
import { tvSeriesJsonLd } from '../../lib/json-ld';
import { siteBase } from '../../lib/site';
import { useResponseStatus } from '../../app/response-status';
import { crewPath, detailsPath, genrePath, keywordPath, providerPath, yearPath } from '../../lib/routes';
import { displayTitle, formatDate, isFutureDate, posterOf, seasonLabel, SHARE_IMAGE_SIZE, shareImageOf, yearOf } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { CastSection } from './CastSection';
import { pickTrailerKey } from './trailer';
import { useHydrated } from '../../lib/use-hydrated';

const TrailerDialog = lazy(() => import('./TrailerDialog'));
// signed-in only: its chunk is fetched for signed-in visitors, never for the public page
const DiaryPanel = lazy(() => import('../diary/DiaryPanel'));

export function DetailsPage() {
  const id = Number(useParams().id);
  // spec: scroll to the top whenever the id changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  if (!Number.isInteger(id) || id < 1) return <ErrorPage message="Failed to load show details" />;
  return <Details key={id} id={id} />;
}

function Details({ id }: { id: number }) {
  const details = useShowDetails(id);
  if (details.isPending) return <Spinner label="Loading show details..." />;
  if (details.isError) return <DetailsError notFound={details.error instanceof ApiError && details.error.status === 404} id={id} />;
  return <DetailsView show={details.data} />;
}

function DetailsError({ notFound, id }: { notFound: boolean; id: number }) {
  useResponseStatus(notFound ? 404 : 500);
  return (
    <div className="page">
      <PageMeta title="Show not found | K-lama" description="This drama could not be loaded." path={detailsPath(id)} />
      <ErrorPage title={notFound ? 'Show not found' : 'Something went wrong'} message="Failed to load show details" />
    </div>
  );
}

function DetailsView({ show }: { show: ShowDetails }) {
  const language = useLanguage();
  const providers = useShowProviders(show.id);
  const credits = useShowCredits(show.id);
  const similar = useSimilarShows(show.id);
  const ownTrailer = pickTrailerKey(show.trailer, undefined);
  const videos = useShowVideos(show.id, ownTrailer === null);
  const trailerKey = ownTrailer ?? pickTrailerKey(undefined, videos.data?.results);
  const [trailerOpen, setTrailerOpen] = useState(false);
  const [trailerLoaded, setTrailerLoaded] = useState(false);
  const title = displayTitle(show, language);
  const season = seasonLabel(show.season_number, title);
  const future = isFutureDate(show.first_air_date);
  const providerNames = providers.data?.results.map((p) => p.name) ?? [];
  const image = shareImageOf(show);

  return (
    <article className="page details">
      <PageMeta
        title={`${show.name} | Where to Watch & Similar Dramas | K-lama`}
        description={show.overview ? show.overview.slice(0, 155) : `Where to watch ${show.name} and dramas like it.`}
        path={detailsPath(show.id)}
        type="video.tv_show"
        image={image}
        imageSize={SHARE_IMAGE_SIZE}
        jsonLd={[tvSeriesJsonLd(show, `${siteBase()}${detailsPath(show.id)}`, `${siteBase()}${image}`)]}
        faqs={detailsFaqs(
          show.name,
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
              aria-label="Play trailer"
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
          <p className="details__original" lang="ko">
            {language === 'kr' ? show.name : show.original_name}
          </p>
          <p className="details__meta">
            {show.first_air_date && future && <span>Releasing on {formatDate(show.first_air_date)}</span>}
            {show.first_air_date && !future && (
              <Link className="chip" to={yearPath(yearOf(show.first_air_date))}>
                {yearOf(show.first_air_date)}
              </Link>
            )}
            {show.genres.map((g) => (
              <Link key={g.id} className="chip" to={genrePath(g.name, g.id)}>
                {g.name}
              </Link>
            ))}
          </p>
          {show.overview && <p className="details__overview">{show.overview}</p>}
          <ShowActions showId={show.id} />
          <DiarySlot showId={show.id} />
          <dl className="facts">
            {show.number_of_episodes != null && (
              <div>
                <dt>Episodes</dt>
                <dd>{show.number_of_episodes}</dd>
              </div>
            )}
            {show.networks.length > 0 && (
              <div>
                <dt>Network</dt>
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
                <dt>Other Seasons</dt>
                <dd className="facts__links">
                  {show.related_seasons.map((r) => (
                    <Link key={r.show.id} to={detailsPath(r.show.id)}>
                      Season {r.season}
                    </Link>
                  ))}
                </dd>
              </div>
            )}
            {show.homepage && (
              <div>
                <dt>Homepage</dt>
                <dd>
                  <a href={show.homepage} target="_blank" rel="noopener noreferrer">
                    Official site <ExternalIcon width={14} height={14} />
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <section className="details-section" aria-labelledby="streaming-heading">
            <h2 id="streaming-heading" className="section-title">
              Streaming on
            </h2>
            {providers.isPending && <p className="message">Loading providers...</p>}
            {providers.isError && <p className="message">Failed to load providers</p>}
            {providers.data &&
              (providers.data.results.length === 0 ? (
                <p className="message">US streaming details coming soon.</p>
              ) : (
                <ul className="provider-list">
                  {providers.data.results.map((p) => (
                    <li key={p.id}>
                      <Link className="provider" to={providerPath(p.name, p.id)}>
                        {/* the name beside it stands for a logo that is missing or fails to load */}
                        <Avatar path={p.logo_path} name={p.name} size={36} square fallback={null} />
                        <span>{p.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
          </section>
        </div>
      </div>

      {show.keywords.length > 0 && (
        <section className="details-section" aria-labelledby="keywords-heading">
          <h2 id="keywords-heading" className="section-title">
            Keywords
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

      {credits.data && credits.data.results.length > 0 && (
        <section className="details-section" aria-labelledby="credits-heading">
          <h2 id="credits-heading" className="section-title">
            Credits
          </h2>
          <ul className="credits">
            {credits.data.results.map((c) => (
              <li key={c._id}>
                <span className="credits__job">{c.job}</span>
                <Link to={crewPath(c.name, c.id)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {show.original_story && (
        <section className="details-section" aria-labelledby="story-heading">
          <h2 id="story-heading" className="section-title">
            Original Story
          </h2>
          <p>
            <strong>{show.original_story.title.title}</strong> <span className="muted">by</span> {show.original_story.author.name}
          </p>
        </section>
      )}

      <ShowRow
        id="similar-heading"
        title="You may also like"
        shows={similar.data}
        isLoading={similar.isPending}
        error={similar.isError ? 'Failed to load similar shows' : null}
      />

      {trailerLoaded && trailerKey && (
        <Suspense fallback={null}>
          <TrailerDialog open={trailerOpen} onOpenChange={setTrailerOpen} trailerKey={trailerKey} title={show.name} />
        </Suspense>
      )}
    </article>
  );
}

/**
 * The diary for signed-in visitors; anyone else is offered to log in and come back here. Who is signed in is
 * known only in the browser, so neither is rendered before the page has hydrated (the server renders for nobody).
 */
function DiarySlot({ showId }: { showId: number }) {
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
    <button
      type="button"
      className="details__track"
      onClick={() => navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } })}
    >
      Track progress, rate and add to lists
    </button>
  );
}
