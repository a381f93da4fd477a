import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { type Term } from '@klama/contract';
import { DISCOVER_OPTIONS_BEFORE_EXPAND } from '../../config/discover';
import type { DiscoverFilters } from '../../api/paths';
import { hasAnyFilter, withFilter } from './url-filters';
import { ServiceFilter } from '../regions/ServiceFilter';
import { discoverNamespace } from '../../i18n/messages/en/discover';
import { useTermName, type TermKind } from '../../lib/terms';

/** A change to the filters, made from those the address holds when it is applied (not when the panel rendered). */
export type FilterChange = (current: DiscoverFilters) => DiscoverFilters;

type Props = { filters: DiscoverFilters; genres: Term[]; tones: Term[]; keywords: Term[]; onChange: (change: FilterChange) => void };

/** Genre and tone are single choice, keywords multi choice; 5 options per group until expanded. */
export function FilterPanel({ filters, genres, tones, keywords, onChange }: Props) {
  const { t } = useTranslation(discoverNamespace);
  return (
    <div className="filters">
      {hasAnyFilter(filters) && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onChange(() => ({ page: 1, keyword: [], genre: null, tone: null }))}
        >
          {t('reset')}
        </button>
      )}
      <ServiceFilter provider={filters.provider ?? null} onChange={(provider) => onChange((f) => withFilter(f, { provider }))} />
      <FilterGroup
        name="genre"
        title={t('genre')}
        type="radio"
        options={genres}
        terms="genres"
        isChecked={(t) => filters.genre === t.id}
        onToggle={(t) => onChange((f) => withFilter(f, { genre: f.genre === t.id ? null : t.id }))}
      />
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
        onToggle={(t) =>
          onChange((f) => withFilter(f, { keyword: f.keyword.includes(t.id) ? f.keyword.filter((k) => k !== t.id) : [...f.keyword, t.id] }))
        }
      />
    </div>
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
};

function FilterGroup({ name, title, type, options, terms, isChecked, onToggle }: GroupProps) {
  const { t } = useTranslation(discoverNamespace);
  const termName = useTermName();
  const [expanded, setExpanded] = useState(false);
  // a chosen option stays visible even when the group is collapsed
  const visible = expanded ? options : options.filter((t, i) => i < DISCOVER_OPTIONS_BEFORE_EXPAND || isChecked(t));
  return (
    <fieldset className="filter-group">
      <legend>{title}</legend>
      {visible.map((t) => (
        <label key={t.id} className="filter-option">
          <input
            type={type}
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
    </fieldset>
  );
}
