import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { AIRING_STATUSES, GENRE_MATCHES, type AiringStatus, type GenreMatch, type Term } from '@klama/contract';
import { DISCOVER_FIRST_YEAR_OPTION, DISCOVER_OPTIONS_BEFORE_EXPAND, DISCOVER_RATING_OPTIONS } from '../../config/discover';
import type { DiscoverFilters } from '../../api/paths';
import { hasAnyFilter, toggled, withFilter, withoutFilters } from './url-filters';
import { ServiceFilter } from './ServiceFilter';
import { discoverNamespace } from '../../i18n/messages/en/discover';
import { useTermName, type TermKind } from '../../lib/terms';
import { Button, Checkbox, Radio, Select } from '../../components/FormControls';

/** A change to the filters, made from those the address holds when it is applied (not when the panel rendered). */
export type FilterChange = (current: DiscoverFilters) => DiscoverFilters;

type Props = {
  filters: DiscoverFilters;
  genres: Term[];
  tones: Term[];
  keywords: Term[];
  /** shows per service under the other filters (the service filter's counts), when known */
  serviceCounts?: ReadonlyMap<number, number> | undefined;
  onChange: (change: FilterChange) => void;
};

/** Genres, airing states and keywords are multi choice, tone single choice; 5 options per group until expanded. */
export function FilterPanel({ filters, genres, tones, keywords, serviceCounts, onChange }: Props) {
  const { t } = useTranslation(discoverNamespace);
  return (
    <div className="filters">
      {hasAnyFilter(filters) && (
        <Button size="small" onClick={() => onChange(withoutFilters)}>
          {t('reset')}
        </Button>
      )}
      <ServiceFilter
        provider={filters.provider ?? null}
        counts={serviceCounts}
        onChange={(provider) => onChange((f) => withFilter(f, { provider }))}
      />
      <FilterGroup
        name="genre"
        title={t('genre')}
        type="checkbox"
        options={genres}
        terms="genres"
        isChecked={(t) => filters.genre.includes(t.id)}
        onToggle={(t) => onChange((f) => withFilter(f, { genre: toggled(f.genre, t.id) }))}
      >
        {filters.genre.length > 1 && <GenreMatchChoice value={filters.genreMatch} onChange={onChange} />}
      </FilterGroup>
      <StatusGroup chosen={filters.status} onChange={onChange} />
      <YearRange from={filters.yearFrom} to={filters.yearTo} onChange={onChange} />
      <RatingChoice value={filters.ratingMin} onChange={onChange} />
      <FilterGroup
        name="tone"
        title={t('tone')}
        type="radio"
        options={tones}
        terms="tones"
        isChecked={(t) => filters.tone === t.id}
        onToggle={(t) => onChange((f) => withFilter(f, { tone: f.tone === t.id ? null : t.id }))}
      />
      <FilterGroup
        name="keywords"
        title={t('keywords')}
        type="checkbox"
        options={keywords}
        isChecked={(t) => filters.keyword.includes(t.id)}
        onToggle={(t) => onChange((f) => withFilter(f, { keyword: toggled(f.keyword, t.id) }))}
      />
    </div>
  );
}

/** With several genres chosen: must a show carry all of them, or is one enough? */
function GenreMatchChoice({ value, onChange }: { value: GenreMatch; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation(discoverNamespace);
  return (
    <div className="filter-match" role="radiogroup" aria-label={t('genreMatch')}>
      {GENRE_MATCHES.map((match) => (
        <label key={match} className="filter-option">
          <Radio name="genre-match" checked={value === match} onChange={() => onChange((f) => withFilter(f, { genreMatch: match }))} />
          <span>{t(match === 'all' ? 'matchAll' : 'matchAny')}</span>
        </label>
      ))}
    </div>
  );
}

function StatusGroup({ chosen, onChange }: { chosen: readonly AiringStatus[]; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation(discoverNamespace);
  return (
    <fieldset className="filter-group">
      <legend>{t('status')}</legend>
      {AIRING_STATUSES.map((status) => (
        <label key={status} className="filter-option">
          <Checkbox
            checked={chosen.includes(status)}
            // kept in one order whatever the order of the clicks, so the same choice is the same address
            onChange={() =>
              onChange((f) => withFilter(f, { status: AIRING_STATUSES.filter((s) => toggled(f.status, status).includes(s)) }))
            }
          />
          <span>{t(`statuses.${status}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The years offered: next year back to the catalogue's oldest dramas, newest first. */
const yearOptions = () => {
  const last = new Date().getUTCFullYear() + 1;
  return Array.from({ length: last - DISCOVER_FIRST_YEAR_OPTION + 1 }, (_, i) => last - i);
};

function YearRange({ from, to, onChange }: { from: number | null; to: number | null; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation(discoverNamespace);
  return (
    <fieldset className="filter-group">
      <legend>{t('years')}</legend>
      <div className="filter-row">
        <YearSelect
          id="discover-year-from"
          label={t('yearFrom')}
          value={from}
          allowed={(y) => to === null || y <= to}
          // the end moves out of the way when the start passes it
          choose={(yearFrom) =>
            onChange((f) => withFilter(f, { yearFrom, yearTo: yearFrom !== null && (f.yearTo ?? yearFrom) < yearFrom ? null : f.yearTo }))
          }
        />
        <YearSelect
          id="discover-year-to"
          label={t('yearTo')}
          value={to}
          allowed={(y) => from === null || y >= from}
          choose={(yearTo) =>
            onChange((f) => withFilter(f, { yearTo, yearFrom: yearTo !== null && (f.yearFrom ?? yearTo) > yearTo ? null : f.yearFrom }))
          }
        />
      </div>
    </fieldset>
  );
}

type YearSelectProps = {
  id: string;
  label: string;
  value: number | null;
  /** the years this end may take (not past the other end) */
  allowed: (year: number) => boolean;
  choose: (year: number | null) => void;
};

function YearSelect({ id, label, value, allowed, choose }: YearSelectProps) {
  const { t } = useTranslation(discoverNamespace);
  const years = yearOptions();
  return (
    <label className="filter-select" htmlFor={id}>
      <span>{label}</span>
      <Select size="small" id={id} value={value ?? ''} onChange={(e) => choose(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('anyYear')}</option>
        {/* a year the address holds stays listed, so the select shows what the URL says */}
        {value !== null && !years.includes(value) && <option value={value}>{value}</option>}
        {years.filter(allowed).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </label>
  );
}

function RatingChoice({ value, onChange }: { value: number | null; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation(discoverNamespace);
  return (
    <fieldset className="filter-group">
      <legend>{t('rating')}</legend>
      <label className="sr-only" htmlFor="discover-rating">
        {t('rating')}
      </label>
      <Select
        size="small"
        id="discover-rating"
        value={value ?? ''}
        onChange={(e) => onChange((f) => withFilter(f, { ratingMin: e.target.value ? Number(e.target.value) : null }))}
      >
        <option value="">{t('anyRating')}</option>
        {value !== null && !DISCOVER_RATING_OPTIONS.includes(value) && (
          <option value={value}>{t('ratingAtLeast', { rating: value })}</option>
        )}
        {DISCOVER_RATING_OPTIONS.map((r) => (
          <option key={r} value={r}>
            {t('ratingAtLeast', { rating: r })}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

type GroupProps = {
  /** The inputs' name (a radio group's): the same in every language. */
  name: string;
  title: string;
  type: 'radio' | 'checkbox';
  options: Term[];
  /** The vocabulary the options' names belong to, shown in the page's language; keywords are shown as they come. */
  terms?: TermKind;
  isChecked: (t: Term) => boolean;
  onToggle: (t: Term) => void;
  /** more controls at the group's end (the genres' all-or-any choice) */
  children?: ReactNode;
};

function FilterGroup({ name, title, type, options, terms, isChecked, onToggle, children }: GroupProps) {
  const { t } = useTranslation(discoverNamespace);
  const termName = useTermName();
  const [expanded, setExpanded] = useState(false);
  // a chosen option stays visible even when the group is collapsed
  const visible = expanded ? options : options.filter((t, i) => i < DISCOVER_OPTIONS_BEFORE_EXPAND || isChecked(t));
  const Choice = type === 'radio' ? Radio : Checkbox;
  return (
    <fieldset className="filter-group">
      <legend>{title}</legend>
      {visible.map((t) => (
        <label key={t.id} className="filter-option">
          <Choice
            name={type === 'radio' ? name : undefined}
            checked={isChecked(t)}
            onChange={() => onToggle(t)}
            onClick={(e) => {
              // let a second click on the chosen radio clear it
              if (type === 'radio' && isChecked(t)) {
                e.preventDefault();
                onToggle(t);
              }
            }}
          />
          <span>{terms ? termName(terms, t.name) : t.name}</span>
        </label>
      ))}
      {options.length > DISCOVER_OPTIONS_BEFORE_EXPAND && (
        <button type="button" className="link-button" onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('showLess') : t('showMore')}
        </button>
      )}
      {children}
    </fieldset>
  );
}
