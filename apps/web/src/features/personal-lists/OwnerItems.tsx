/** The owner's view of a list's items: reorder (drag or keyboard), a note per item, remove. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { DIARY_LIMITS, type ListItem, type ListPage } from '@klama/contract';
import { fieldMessage, usePutListItem, useRemoveListItem } from '../../api/diary';
import { SortableList } from '../../components/SortableList';
import { Button, TextArea } from '../../components/FormControls';
import { sortableTexts } from '../../components/sortable-texts';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { ItemTitle } from './ItemTitle';
import { listsNamespace } from '../../i18n/messages/en/lists';

export function OwnerItems({ list }: { list: ListPage }) {
  const { t } = useTranslation(listsNamespace);
  const language = useLanguage();
  const put = usePutListItem(list.id);
  const remove = useRemoveListItem(list.id);
  const [editing, setEditing] = useState<number | null>(null);
  const title = (item: ListItem) => displayTitle(item.show, language);
  // closing the note form gives focus back to the item's note button, once it is rendered again
  const refocus = useRef<number | null>(null);
  const closeNote = (showId: number) => {
    refocus.current = showId;
    setEditing(null);
  };
  useEffect(() => {
    if (refocus.current === null || editing !== null) return;
    document.querySelector<HTMLButtonElement>(`[data-note-button="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [editing]);
  const error = put.error ?? remove.error;
  return (
    <>
      <p className="message">{t('list.reorderHint')}</p>
      {error && (
        <p className="message message--error" role="alert">
          {fieldMessage(error)}
        </p>
      )}
      <SortableList
        label={t('list.items')}
        className="user-list__items"
        items={list.results}
        getId={(item) => item.show.id}
        getLabel={title}
        texts={sortableTexts((key, values) => t(key, values))}
        // the item goes where the one it was dropped on was (positions may skip hidden shows)
        onReorder={(_items, { item, to }) => put.mutate({ showId: item.show.id, position: list.results[to]!.position })}
        renderItem={(item, handle) => (
          <div className="user-list__item" data-show={item.show.id}>
            {handle}
            {editing === item.show.id ? (
              <NoteForm listId={list.id} item={item} title={title(item)} onDone={() => closeNote(item.show.id)} />
            ) : (
              <>
                <ItemTitle item={item} />
                <span className="user-list__actions">
                  <Button
                    size="small"
                    aria-label={t(item.note ? 'list.editNoteLabel' : 'list.addNoteLabel', { title: title(item) })}
                    data-note-button={item.show.id}
                    onClick={() => setEditing(item.show.id)}
                  >
                    {t(item.note ? 'list.editNote' : 'list.addNote')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('list.removeLabel', { title: title(item) })}
                    onClick={() => remove.mutate(item.show.id)}
                  >
                    {t('list.remove')}
                  </Button>
                </span>
              </>
            )}
          </div>
        )}
      />
    </>
  );
}

function NoteForm({ listId, item, title, onDone }: { listId: number; item: ListItem; title: string; onDone: () => void }) {
  const { t } = useTranslation(listsNamespace);
  const id = useId();
  const put = usePutListItem(listId);
  const [note, setNote] = useState(item.note);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    put.mutate({ showId: item.show.id, note: note.trim() }, { onSuccess: onDone });
  };
  return (
    <form className="user-list__note-form" onSubmit={submit} aria-label={t('list.noteFor', { title })}>
      <label htmlFor={`${id}-note`}>{t('list.noteFor', { title })}</label>
      <TextArea
        id={`${id}-note`}
        value={note}
        maxLength={DIARY_LIMITS.itemNoteMax}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        autoFocus
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
      />
      <span className="field__hint">{t('list.noteHint', { max: DIARY_LIMITS.itemNoteMax })}</span>
      {put.error && (
        <p className="message message--error" role="alert">
          {fieldMessage(put.error)}
        </p>
      )}
      <span className="user-list__actions">
        <Button size="small" onClick={onDone}>
          {t('list.cancel')}
        </Button>
        <Button type="submit" variant="primary" size="small" disabled={put.isPending}>
          {put.isPending ? t('list.saving') : t('list.saveNote')}
        </Button>
      </span>
    </form>
  );
}
