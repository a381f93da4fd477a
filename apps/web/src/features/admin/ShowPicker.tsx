/** Finds a show by title (English or Hangul, as the site's search does) or by id, and hands the chosen card back. */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ShowCard } from '@klama/contract';
import { useSearch } from '../../api/catalogue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH } from '../../config/search';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { displayTitle, yearOf } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { TextInput } from '../../components/FormControls';

export function ShowPicker({
  onPick,
  exclude = [],
  label,
}: {
  onPick: (show: ShowCard) => void;
  exclude?: readonly number[];
  label?: string;
}) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const id = useId();
  const [input, setInput] = useState('');
  const typed = input.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = typed.length >= SEARCH_MIN_QUERY_LENGTH ? debounced : '';
  const search = useSearch(query, query.length >= SEARCH_MIN_QUERY_LENGTH);
  const shows = query ? (search.data?.shows ?? []).filter((s) => !exclude.includes(s.id)) : [];
  return (
    <div className="admin-picker">
      <div className="field">
        <label htmlFor={id}>{label ?? t('picker.label')}</label>
        <TextInput
          id={id}
          type="search"
          value={input}
          placeholder={t('picker.placeholder')}
          onChange={(e) => setInput(e.target.value)}
          autoComplete="off"
        />
      </div>
      {query && search.isSuccess && shows.length === 0 && <p className="message">{t('picker.none')}</p>}
      {search.isError && (
        <p className="message message--error" role="alert">
          {search.error.message}
        </p>
      )}
      {shows.length > 0 && (
        <ul className="admin-picker__results" aria-label={t('picker.results')}>
          {shows.map((show) => {
            const title = displayTitle(show, language);
            return (
              <li key={show.id}>
                <button
                  type="button"
                  className="admin-picker__result"
                  aria-label={t('picker.pick', { title })}
                  onClick={() => {
                    onPick(show);
                    setInput('');
                  }}
                >
                  <span>{title}</span>
                  <span className="message">
                    {yearOf(show.first_air_date)} · #{show.id}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
