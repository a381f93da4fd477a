import { useState } from 'react';
import { type SortOption } from '@klama/contract';
import { SORT_LABELS } from '../config/lists';
import { useLanguage, type Language } from '../stores/general';
import { CheckIcon, SortIcon } from './icons';
import { Modal } from './Modal';

/** The three choices a visitor sees; 'Alphabetical' sorts by the Korean title when the language is kr. */
export function sortChoices(language: Language): { value: SortOption; label: string }[] {
  return [
    { value: 'date_desc', label: SORT_LABELS.date_desc },
    { value: 'date_asc', label: SORT_LABELS.date_asc },
    { value: language === 'kr' ? 'original_name_asc' : 'name_asc', label: SORT_LABELS.name_asc },
  ];
}

/** Keeps a chosen alphabetical sort in step with the language (name_asc ⇄ original_name_asc). */
export function effectiveSort(sort: SortOption, language: Language): SortOption {
  if (sort === 'name_asc' || sort === 'original_name_asc') return language === 'kr' ? 'original_name_asc' : 'name_asc';
  return sort;
}

type Props = { value: SortOption; onChange: (sort: SortOption) => void; asDialog: boolean };

/** A select on wide screens, a 'Sort by' dialog on mobile. */
export function SortControl({ value, onChange, asDialog }: Props) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const choices = sortChoices(language);
  if (!asDialog)
    return (
      <label className="sort-select">
        <span>Sort by</span>
        <select value={value} onChange={(e) => onChange(e.target.value as SortOption)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        <SortIcon /> Sort by
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Sort by" className="modal--sheet">
        <ul className="choice-list">
          {choices.map((c) => (
            <li key={c.value}>
              <button
                type="button"
                className="choice"
                aria-pressed={c.value === value}
                onClick={() => {
                  onChange(c.value);
                  setOpen(false);
                }}
              >
                <span>{c.label}</span>
                {c.value === value && <CheckIcon />}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
