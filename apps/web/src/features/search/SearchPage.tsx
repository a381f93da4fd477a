/**
 * /search?q=: the results page (Enter in the search box opens it). Shows and people matching the query, a page at
 * a time; rendered by the server, and a plain form, so it works before (and without) JavaScript.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_RESULTS_MAX, type PersonResult } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useSearchResults } from '../../api/catalogue';
import { useErrorText } from '../../api/error-text';
import { Avatar } from '../../components/Avatar';
import { PageMeta } from '../../components/PageMeta';
import { ShowGrid } from '../../components/ShowGrid';
import { Spinner } from '../../components/States';
import { ChevronLeft } from '../../components/icons/ChevronLeft';
import { ChevronRight } from '../../components/icons/ChevronRight';
import { castPath, crewPath } from '../../lib/routes';
import { useLanguage } from '../../stores/general';
import { searchNamespace } from '../../i18n/messages/en/search';
import { searchResultsAddress } from './search-address';
import './search-page.css';
import { Button } from '../../components/FormControls';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
  const page = pageOf(params.get('page'));
  // a new query starts a new form (its box holds the query); a new page keeps it
  return <Search key={query} query={query} page={page} />;
}

const pageOf = (value: string | null) => {
  const page = value && /^\d{1,3}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= SEARCH_RESULTS_MAX ? page : 1;
};

function Search({ query, page }: { query: string; page: number }) {
  const { t } = useTranslation(searchNamespace);
  const navigate = useNavigate();
  const [input, setInput] = useState(query);
  const results = useSearchResults(query, page);
  const errorText = useErrorText().message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = input.trim();
    if (typed) void navigate(searchResultsAddress(typed));
  };
  const data = results.data;
  return (
    <div className="page search-page">
      <PageMeta
        title={query ? t('page.metaTitleFor', { query }) : t('page.metaTitle')}
        description={t('page.metaDescription')}
        path={query ? searchResultsAddress(query, page) : '/search'}
      />
      <h1 className="page-title">{query ? t('page.titleFor', { query }) : t('page.title')}</h1>
      <form className="search-page__form" role="search" action="/search" method="get" onSubmit={submit}>
        <input
          className="input"
          type="search"
          name="q"
          aria-label={t('page.formLabel')}
          value={input}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          onChange={(e) => setInput(e.target.value)}
          enterKeyHint="search"
        />
        <Button type="submit" variant="primary">
          {t('page.submit')}
        </Button>
      </form>
      {!query ? (
        <p className="message">{t('page.prompt')}</p>
      ) : results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p className="message message--error" role="alert">
          {t('page.error', { message: errorText(results.error) })}
        </p>
      ) : (
        <>
          <section className="search-page__section" aria-labelledby="search-page-shows">
            <h2 id="search-page-shows" className="section-title">
              {t('page.shows')}
            </h2>
            {data!.shows.length ? <ShowGrid shows={data!.shows} /> : <p className="message">{t('page.noShows', { query })}</p>}
          </section>
          <section className="search-page__section" aria-labelledby="search-page-people">
            <h2 id="search-page-people" className="section-title">
              {t('page.people')}
            </h2>
            {data!.people.length ? (
              <ul className="search-page__people">
                {data!.people.map((person) => (
                  <PersonItem key={person.id} person={person} />
                ))}
              </ul>
            ) : (
              <p className="message">{t('page.noPeople', { query })}</p>
            )}
          </section>
          {/* the page the results are of (the one before stays shown while the next arrives) */}
          <ResultPages query={query} page={data!.page} hasNext={data!.hasNextPage} />
        </>
      )}
    </div>
  );
}

function PersonItem({ person }: { person: PersonResult }) {
  const { t } = useTranslation(searchNamespace);
  const language = useLanguage();
  const [first, second] =
    language === 'kr' && person.original_name ? [person.original_name, person.name] : [person.name, person.original_name];
  const to = person.department === 'Acting' ? castPath(person.name, person.id) : crewPath(person.name, person.id);
  return (
    <li>
      <Link className="search-page__person" to={to}>
        <Avatar path={person.profile_path} name={first} size={56} />
        <span>
          <span className="search-page__person-name">{first}</span>
          {second && <span className="search-page__person-aside"> {second}</span>}
          <span className="search-page__person-known">
            {t(`departments.${person.department}`)}
            {person.shows.length > 0 &&
              ` · ${person.shows.map((s) => (language === 'kr' ? s.original_name || s.name : s.name)).join(', ')}`}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Previous and next as plain links (they work without JavaScript), with the page shown between. */
function ResultPages({ query, page, hasNext }: { query: string; page: number; hasNext: boolean }) {
  const { t } = useTranslation(searchNamespace);
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pagination search-page__pages" aria-label={t('page.pages')}>
      {page > 1 && (
        <Link className="pagination__arrow" to={searchResultsAddress(query, page - 1)} aria-label={t('page.previous')}>
          <ChevronLeft />
        </Link>
      )}
      <span className="pagination__page is-active" aria-current="page">
        {t('page.pageNumber', { page })}
      </span>
      {hasNext && (
        <Link className="pagination__arrow" to={searchResultsAddress(query, page + 1)} aria-label={t('page.next')}>
          <ChevronRight />
        </Link>
      )}
    </nav>
  );
}
