import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { type PersonSort, type SortOption } from '@klama/contract';
import { useLanguage, type Language } from '../stores/general';
import { CheckIcon, SortIcon } from './icons';
import { Modal } from './Modal';

/** The three choices a visitor sees (their labels are message keys); 'Alphabetical' sorts by the Korean title when the language is kr. */
export function sortChoices(language: Language): { value: SortOption; label: 'sort.date_desc' | 'sort.date_asc' | 'sort.alphabetical' }[] {
  return [
    { value: 'date_desc', label: 'sort.date_desc' },
    { value: 'date_asc', label: 'sort.date_asc' },
    { value: language === 'kr' ? 'original_name_asc' : 'name_asc', label: 'sort.alphabetical' },
  ];
}

/** Keeps a chosen alphabetical sort in step with the language (name_asc ⇄ original_name_asc). */
export function effectiveSort<S extends PersonSort>(sort: S, language: Language): S | SortOption {
  if (sort === 'name_asc' || sort === 'original_name_asc') return language === 'kr' ? 'original_name_asc' : 'name_asc';
  return sort;
}

/** `popular`: a person's page also offers their shows most popular first. */
type Props = { value: PersonSort; onChange: (sort: PersonSort) => void; asDialog: boolean; popular?: boolean };

/** A select on wide screens, a 'Sort by' dialog on mobile. */
export function SortControl({ value, onChange, asDialog, popular = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const choices: { value: PersonSort; label: 'sort.date_desc' | 'sort.date_asc' | 'sort.alphabetical' | 'sort.popularity_desc' }[] = [
    ...sortChoices(language),
    ...(popular ? [{ value: 'popularity_desc' as const, label: 'sort.popularity_desc' as const }] : []),
  ];
  if (!asDialog)
    return (
      <label className="sort-select">
        <span>{t('sort.label')}</span>
        <select value={value} onChange={(e) => onChange(e.target.value as PersonSort)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.label)}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        <SortIcon /> {t('sort.label')}
      </button>
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
