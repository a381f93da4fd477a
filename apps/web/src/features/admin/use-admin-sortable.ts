import { useTranslation } from '../../i18n/react';
import { sortableTexts } from '../../components/sortable-texts';
import type { SortableTexts } from '../../components/SortableList';
import { adminNamespace } from '../../i18n/messages/en/admin';

/** The sortable list's words in the console's language. */
export function useAdminSortableTexts(): SortableTexts {
  const { t } = useTranslation(adminNamespace);
  return sortableTexts((key, values) => t(key, values));
}
