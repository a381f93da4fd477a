import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { type PersonResult, type ShowCard } from '@klama/contract';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH, TRENDING_PREVIEW_COUNT } from '../../config/search';
import { useSearch, useTrending } from '../../api/catalogue';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLanguage } from '../../stores/general';
import { colorForId, displayTitle, imageUrl, posterOf, seasonLabel, yearOf } from '../../lib/show';
import { castPath, crewPath, detailsPath } from '../../lib/routes';
import { SearchIcon } from '../../components/icons';
import { useImageFailed } from '../../components/use-image-failed';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; fullScreen: boolean };

/** Search overlay: full-screen on wide screens, a modal on small ones (spec §2). */
export default function SearchOverlay({ open, onOpenChange, fullScreen }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className={`search ${fullScreen ? 'search--full' : 'search--modal'}`} aria-describedby={undefined}>
          <Dialog.Title className="sr-only">Search dramas</Dialog.Title>
          {open && <SearchPanel onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SearchPanel({ onDone }: { onDone: () => void }) {
  const [input, setInput] = useState('');
  const typed = input.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // under 2 characters nothing is requested and earlier suggestions disappear at once
  const query = typed.length >= SEARCH_MIN_QUERY_LENGTH ? debounced : '';
  const wanted = query.length >= SEARCH_MIN_QUERY_LENGTH;
  const search = useSearch(query, wanted);
  const trending = useTrending();
  const matches = wanted ? (search.data?.shows ?? []) : [];
  const people = wanted ? (search.data?.people ?? []) : [];
  const showTrending = matches.length === 0 && people.length === 0;

  return (
    <div className="search__panel">
      <div className="search__bar">
        <SearchIcon className="search__icon" />
        <input
          className="search__input"
          type="search"
          placeholder="Search for drama..."
          aria-label="Search for drama"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
      {wanted && search.isFetching && matches.length === 0 && people.length === 0 && <p className="search__status">Searching…</p>}
      {wanted && !search.isFetching && search.isSuccess && matches.length === 0 && people.length === 0 && (
        <p className="search__status">No dramas match “{query}”.</p>
      )}
      {wanted && search.isError && <p className="search__status message--error">{search.error.message}</p>}
      {matches.length > 0 && <ResultList label="Results" shows={matches} onChoose={onDone} testId="search-results" />}
      {people.length > 0 && <PeopleList people={people} onChoose={onDone} />}
      {showTrending && trending.data && (
        <ResultList
          label="Trending Dramas"
          shows={trending.data.shows.slice(0, TRENDING_PREVIEW_COUNT)}
          onChoose={onDone}
          testId="search-trending"
        />
      )}
    </div>
  );
}

function ResultList({ label, shows, onChoose, testId }: { label: string; shows: ShowCard[]; onChoose: () => void; testId: string }) {
  const language = useLanguage();
  return (
    <section className="search__section" data-testid={testId}>
      <h2 className="search__heading">{label}</h2>
      <ul className="search__list">
        {shows.map((show) => {
          const poster = posterOf(show.poster_path);
          const title = displayTitle(show, language);
          return (
            <ResultItem
              key={show.id}
              to={detailsPath(show.id)}
              onChoose={onChoose}
              thumb={<Thumb poster={poster} id={show.id} title={title} />}
              title={title}
            >
              {language === 'kr' ? show.name : show.original_name} {yearOf(show.first_air_date) && `· ${yearOf(show.first_air_date)}`}
            </ResultItem>
          );
        })}
      </ul>
    </section>
  );
}

/** People matching the query, each linking to the page of their shows (cast for actors, crew for the others). */
function PeopleList({ people, onChoose }: { people: PersonResult[]; onChoose: () => void }) {
  const language = useLanguage();
  return (
    <section className="search__section" data-testid="search-people">
      <h2 className="search__heading">People</h2>
      <ul className="search__list">
        {people.map((person) => {
          const [first, second] =
            language === 'kr' && person.original_name ? [person.original_name, person.name] : [person.name, person.original_name];
          const known = person.shows
            .map((show) => {
              const title = displayTitle(show, language);
              const season = seasonLabel(show.season_number, title);
              return season ? `${title} (${season})` : title;
            })
            .join(', ');
          const path = person.department === 'Acting' ? castPath(person.name, person.id) : crewPath(person.name, person.id);
          return (
            <ResultItem
              key={person.id}
              to={path}
              onChoose={onChoose}
              thumb={<Thumb poster={person.profile_path} id={person.id} title={first} />}
              title={
                <>
                  {first}
                  {second && <span className="search__item-aside"> {second}</span>}
                </>
              }
            >
              {person.department}
              {known && ` · ${known}`}
            </ResultItem>
          );
        })}
      </ul>
    </section>
  );
}

/** One result: a thumbnail, a title and a line under it, linking to its page. */
function ResultItem({
  to,
  onChoose,
  thumb,
  title,
  children,
}: {
  to: string;
  onChoose: () => void;
  thumb: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Link className="search__item" to={to} onClick={onChoose}>
        {thumb}
        <span className="search__item-text">
          <span className="search__item-title">{title}</span>
          <span className="search__item-sub">{children}</span>
        </span>
      </Link>
    </li>
  );
}

/** The poster's thumbnail, or the title's first letter on the show's colour when there is none or it fails to load. */
function Thumb({ poster, id, title }: { poster: string | null; id: number; title: string }) {
  const src = poster && poster !== 'no-image' ? imageUrl(poster, 'w92') : null;
  const [failed, onError] = useImageFailed(src);
  if (src && !failed) return <img src={src} alt="" width={46} height={69} loading="lazy" onError={onError} />;
  return (
    <span className="search__thumb" style={{ background: colorForId(id).background }} aria-hidden="true">
      {title.slice(0, 1)}
    </span>
  );
}
