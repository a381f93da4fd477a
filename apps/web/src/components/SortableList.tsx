/**
 * A list a person reorders by dragging a handle (mouse, touch) or from the keyboard: focus the handle, Space or
 * Enter picks the item up, the arrow keys move it, Space or Enter drops it, Escape puts it back. Screen readers hear
 * where it is at each step (dnd-kit's live region, with the caller's words). Used by the admin screens and by a
 * personal list's page, both lazily loaded routes: this module (and dnd-kit) never reaches a public route's bundle.
 */
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './SortableList.css';

/** What the list says, in the screen's language (positions are 1-based). */
export type SortableTexts = {
  /** the handle's accessible name, e.g. "Move Goblin" */
  handle: (label: string) => string;
  /** what a screen reader calls a handle in place of "button" (dnd-kit's default is the English "sortable") */
  roleDescription: string;
  /** read when a handle gets focus */
  instructions: string;
  pickedUp: (label: string, position: number, total: number) => string;
  movedTo: (label: string, position: number, total: number) => string;
  dropped: (label: string, position: number, total: number) => string;
  cancelled: (label: string) => string;
};

type Props<T> = {
  items: readonly T[];
  getId: (item: T) => UniqueIdentifier;
  /** a short name of an item for the handle and the announcements */
  getLabel: (item: T) => string;
  /** the items in their new order, and where the moved one went (0-based) */
  onReorder: (items: T[], move: { item: T; from: number; to: number }) => void;
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  texts: SortableTexts;
  disabled?: boolean;
  className?: string;
  /** the list's accessible name */
  label: string;
};

export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  texts,
  disabled = false,
  className = '',
  label,
}: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const find = (id: UniqueIdentifier | undefined) => {
    const index = id === undefined ? -1 : ids.indexOf(id);
    return { index, name: index >= 0 ? getLabel(items[index]!) : '' };
  };
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const { index, name } = find(active.id);
      return texts.pickedUp(name, index + 1, total);
    },
    onDragOver: ({ active, over }) => (over ? texts.movedTo(find(active.id).name, find(over.id).index + 1, total) : undefined),
    onDragEnd: ({ active, over }) => {
      const { index, name } = find(active.id);
      return texts.dropped(name, (over ? find(over.id).index : index) + 1, total);
    },
    onDragCancel: ({ active }) => texts.cancelled(find(active.id).name),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to), { item: items[from]!, from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={`sortable ${className}`} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              handleLabel={texts.handle(getLabel(item))}
              roleDescription={texts.roleDescription}
              disabled={disabled}
            >
              {(handle) => renderItem(item, handle, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  handleLabel,
  roleDescription,
  disabled,
  children,
}: {
  id: UniqueIdentifier;
  handleLabel: string;
  roleDescription: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription },
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="sortable__handle"
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      disabled={disabled}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`sortable__item${isDragging ? ' sortable__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-sortable-id={String(id)}
    >
      {children(handle)}
    </li>
  );
}
