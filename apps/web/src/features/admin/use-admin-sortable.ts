import { useTranslation } from 'react-i18next';
import { sortableTexts } from '../../components/sortable-texts';
import type { SortableTexts } from '../../components/SortableList';

/** The sortable list's words in the console's language. */
export function useAdminSortableTexts(): SortableTexts {
  const { t } = useTranslation('admin');
  return sortableTexts((key, values) => t(key, values));
}
