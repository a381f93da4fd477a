import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { COMMUNITY_SORT, type SortOption } from '@klama/contract';
import { useLanguage, type Language } from '../stores/general';
import { CURATED, type ListSort } from '../api/lists';
import { CheckIcon } from './icons/CheckIcon';
import { SortIcon } from './icons/SortIcon';
import { Modal } from './Modal';
import { Button, Select } from './FormControls';

/** The three choices a visitor sees (their labels are message keys); 'Alphabetical' sorts by the Korean title when the language is kr. */
export function sortChoices(language: Language): { value: SortOption; label: 'sort.date_desc' | 'sort.date_asc' | 'sort.alphabetical' }[] {
  return [
    { value: 'date_desc', label: 'sort.date_desc' },
    { value: 'date_asc', label: 'sort.date_asc' },
    { value: language === 'kr' ? 'original_name_asc' : 'name_asc', label: 'sort.alphabetical' },
  ];
}

/** Keeps a chosen alphabetical sort in step with the language (name_asc ⇄ original_name_asc). */
export function effectiveSort<S extends string>(sort: S, language: Language): S | SortOption {
  if (sort === 'name_asc' || sort === 'original_name_asc') return language === 'kr' ? 'original_name_asc' : 'name_asc';
  return sort;
}

/**
 * `popular`: a person's page also offers their shows most popular first; `curated`: a collection its own order, first.
 * Every list also sorts by the K-lama score (issue 26). `ownOrderOnly`: a fan's personal list, which sorts by its own
 * order (`curated`) or the score alone.
 */
type Props = {
  value: ListSort;
  onChange: (sort: ListSort) => void;
  asDialog: boolean;
  popular?: boolean;
  curated?: boolean;
  ownOrderOnly?: boolean;
};
type Choice = {
  value: ListSort;
  label: 'sort.date_desc' | 'sort.date_asc' | 'sort.alphabetical' | 'sort.popularity_desc' | 'sort.community_desc' | 'sort.curated';
};

/** A select on wide screens, a 'Sort by' dialog on mobile. */
export function SortControl({ value, onChange, asDialog, popular = false, curated = false, ownOrderOnly = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const choices: Choice[] = [
    ...(curated || ownOrderOnly ? [{ value: CURATED, label: 'sort.curated' as const }] : []),
    ...(ownOrderOnly ? [] : sortChoices(language)),
    ...(popular && !ownOrderOnly ? [{ value: 'popularity_desc' as const, label: 'sort.popularity_desc' as const }] : []),
    { value: COMMUNITY_SORT, label: 'sort.community_desc' },
  ];
  if (!asDialog)
    return (
      <label className="sort-select">
        <span>{t('sort.label')}</span>
        <Select size="small" value={value} onChange={(e) => onChange(e.target.value as ListSort)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.label)}
            </option>
          ))}
        </Select>
      </label>
    );
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <SortIcon /> {t('sort.label')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('sort.label')} className="modal--sheet">
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
                <span>{t(c.label)}</span>
                {c.value === value && <CheckIcon />}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
