import type { SortableTexts } from './SortableList';

type SortableKey = 'handle' | 'roleDescription' | 'instructions' | 'pickedUp' | 'movedTo' | 'dropped' | 'cancelled';
/** A screen's `t`, in a namespace that has the `sortable.*` messages (admin, lists). */
type Translate = (key: `sortable.${SortableKey}`, values: Record<string, string | number>) => string;

/** The sortable list's words from a namespace's `sortable.*` messages. */
export const sortableTexts = (t: Translate): SortableTexts => ({
  handle: (label) => t('sortable.handle', { label }),
  roleDescription: t('sortable.roleDescription', {}),
  instructions: t('sortable.instructions', {}),
  pickedUp: (label, position, total) => t('sortable.pickedUp', { label, position, total }),
  movedTo: (label, position, total) => t('sortable.movedTo', { label, position, total }),
  dropped: (label, position, total) => t('sortable.dropped', { label, position, total }),
  cancelled: (label) => t('sortable.cancelled', { label }),
});
