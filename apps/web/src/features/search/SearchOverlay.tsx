import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import * as Dialog from '@radix-ui/react-dialog';
import { type PersonResult, type ShowCard } from '@klama/contract';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH, TRENDING_PREVIEW_COUNT } from '../../config/search';
import { useSearch, useTrending } from '../../api/catalogue';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLanguage, type Language } from '../../stores/general';
import { colorForId, displayTitle, imageUrl, posterOf, seasonLabel, yearOf } from '../../lib/show';
import { castPath, crewPath, detailsPath } from '../../lib/routes';
import { SearchIcon } from '../../components/icons/SearchIcon';
import { useImageFailed } from '../../components/use-image-failed';
import { useReturnFocus } from '../../components/use-return-focus';
import { searchNamespace } from '../../i18n/messages/en/search';
import { focusNextMainHeading } from '../../lib/focus-heading';
import { searchResultsAddress } from './search-address';
import { Button } from '../../components/FormControls';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; fullScreen: boolean };

/** Search overlay: full-screen on wide screens, a modal on small ones (spec §2). */
export default function SearchOverlay({ open, onOpenChange, fullScreen }: Props) {
  const { t } = useTranslation(searchNamespace);
  const returnFocus = useReturnFocus(open);
  // the heading of the page shown before a result was opened: focus goes to the new page's heading, not back
  const openedFrom = useRef<Element | null | undefined>(undefined);
  const closeAutoFocus = (event: Event) => {
    if (openedFrom.current === undefined) return returnFocus(event);
    event.preventDefault();
    focusNextMainHeading(openedFrom.current);
    openedFrom.current = undefined;
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`search ${fullScreen ? 'search--full' : 'search--modal'}`}
          aria-describedby={undefined}
          onCloseAutoFocus={closeAutoFocus}
        >
          <Dialog.Title className="sr-only">{t('overlay.title')}</Dialog.Title>
          {open && (
            <SearchPanel
              onDone={() => onOpenChange(false)}
              onOpen={() => {
                openedFrom.current = document.querySelector('main h1');
                onOpenChange(false);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One suggestion the arrow keys move through: where it leads, and how it is shown. */
type Suggestion = { key: string; to: string; thumb: ReactNode; title: ReactNode; sub: ReactNode };
type Group = { key: string; label: string; testId: string; items: Suggestion[] };

/**
 * The search box is a combobox over one listbox of suggestions (results, people, or trending dramas before a query
 * matches): the arrow keys move through them with focus staying in the box (aria-activedescendant), Enter opens
 * the one chosen, and how many there are is announced.
 */
export function SearchPanel({ onDone, onOpen = onDone }: { onDone: () => void; onOpen?: () => void }) {
  const { t } = useTranslation(searchNamespace);
  const language = useLanguage();
  const navigate = useNavigate();
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

  // results and people once a query matches, else a few trending dramas; each group titled, in this order
  const groups: Group[] = (
    [
      ['results', 'search-results', matches.map((s) => showSuggestion(s, language))],
      ['people', 'search-people', people.map((p) => personSuggestion(p, language, t(`departments.${p.department}`)))],
      [
        'trending',
        'search-trending',
        showTrending ? (trending.data?.shows ?? []).slice(0, TRENDING_PREVIEW_COUNT).map((s) => showSuggestion(s, language)) : [],
      ],
    ] as const
  )
    .filter(([, , items]) => items.length > 0)
    .map(([key, testId, items]) => ({ key, testId, label: t(`overlay.${key}`), items }));
  const suggestions = groups.flatMap((g) => g.items);
  // each group's first suggestion's position in the whole list
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.items.length, 0));

  const ids = useId();
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  // the chosen suggestion, by position; a new list of suggestions starts with none chosen
  const listKey = suggestions.map((s) => s.key).join();
  const [active, setActive] = useState({ listKey, index: -1 });
  const activeIndex = active.listKey === listKey ? active.index : -1;

  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const next = event.key === 'ArrowDown' ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1;
      setActive({ listKey, index: next });
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      onOpen();
      void navigate(suggestions[activeIndex]!.to);
    } else if (event.key === 'Enter' && typed) {
      // nothing chosen: the results page for what was typed
      event.preventDefault();
      onOpen();
      void navigate(searchResultsAddress(typed));
    }
  };

  return (
    <div className="search__panel">
      <div className="search__bar">
        <SearchIcon className="search__icon" />
        <input
          className="search__input"
          type="search"
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={suggestions.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={t('overlay.placeholder')}
          aria-label={t('overlay.inputLabel')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button onClick={onDone}>{t('overlay.cancel')}</Button>
      </div>
      <div role="status" className="search__announce">
        {wanted && search.isFetching && matches.length === 0 && people.length === 0 && (
          <p className="search__status">{t('overlay.searching')}</p>
        )}
        {wanted && !search.isFetching && search.isSuccess && matches.length === 0 && people.length === 0 && (
          <p className="search__status">{t('overlay.noMatch', { query })}</p>
        )}
        {wanted && search.isError && <p className="search__status message--error">{search.error.message}</p>}
        {suggestions.length > 0 && <span className="sr-only">{t('overlay.found', { count: suggestions.length })}</span>}
      </div>
      {groups.length > 0 && (
        <div className="search__results" role="listbox" id={listId} aria-label={t('overlay.suggestions')}>
          {groups.map((group, groupIndex) => (
            <div
              key={group.key}
              className="search__section"
              role="group"
              aria-labelledby={`${ids}-${group.key}`}
              data-testid={group.testId}
            >
              <div className="search__heading" id={`${ids}-${group.key}`}>
                {group.label}
              </div>
              {group.items.map((item, itemIndex) => {
                const index = starts[groupIndex]! + itemIndex;
                return (
                  <Link
                    key={item.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    tabIndex={-1}
                    className={`search__item${index === activeIndex ? ' is-active' : ''}`}
                    to={item.to}
                    onClick={onOpen}
                  >
                    {item.thumb}
                    <span className="search__item-text">
                      <span className="search__item-title">{item.title}</span>
                      <span className="search__item-sub">{item.sub}</span>
                    </span>
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function showSuggestion(show: ShowCard, language: Language): Suggestion {
  const title = displayTitle(show, language);
  const year = yearOf(show.first_air_date);
  return {
    key: `show-${show.id}`,
    to: detailsPath(show.id),
    thumb: <Thumb poster={posterOf(show.poster_path)} id={show.id} title={title} />,
    title,
    sub: (
      <>
        {language === 'kr' ? show.name : show.original_name} {year && `· ${year}`}
      </>
    ),
  };
}

/** A person matching the query, leading to the page of their shows (cast for actors, crew for the others). */
function personSuggestion(person: PersonResult, language: Language, department: string): Suggestion {
  const [first, second] =
    language === 'kr' && person.original_name ? [person.original_name, person.name] : [person.name, person.original_name];
  const known = person.shows
    .map((show) => {
      const title = displayTitle(show, language);
      const season = seasonLabel(show.season_number, title);
      return season ? `${title} (${season})` : title;
    })
    .join(', ');
  return {
    key: `person-${person.id}`,
    to: person.department === 'Acting' ? castPath(person.name, person.id) : crewPath(person.name, person.id),
    thumb: <Thumb poster={person.profile_path} id={person.id} title={first} />,
    title: (
      <>
        {first}
        {second && <span className="search__item-aside"> {second}</span>}
      </>
    ),
    sub: (
      <>
        {department}
        {known && ` · ${known}`}
      </>
    ),
  };
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
