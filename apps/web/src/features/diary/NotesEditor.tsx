/** Notes on a show: up to the server's limit, with a running count, saved on the button with a word that it was. */
import { useId, useState, type FormEvent } from 'react';
import { DIARY_LIMITS } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { Button, TextArea } from '../../components/FormControls';
import { useDiaryLabels } from '../../lib/diary-labels';
import { diaryNamespace } from '../../i18n/messages/en/diary';

export function NotesEditor({ notes, onSave }: { notes: string | null; onSave: (notes: string | null) => Promise<boolean> }) {
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const value = text ?? notes ?? '';
  const { t } = useTranslation(diaryNamespace);
  const labels = useDiaryLabels();
  const countId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const ok = await onSave(value.trim() ? value : null);
    if (ok) {
      setText(null);
      setSaved(true);
    }
  };
  return (
    <form className="diary-field notes" onSubmit={(e) => void submit(e)}>
      <label htmlFor="diary-notes">{t('panel.notes')}</label>
      <TextArea
        id="diary-notes"
        maxLength={DIARY_LIMITS.notesMax}
        rows={3}
        value={value}
        aria-describedby={countId}
        onChange={(e) => {
          setText(e.target.value);
          setSaved(false);
        }}
      />
      <div className="notes__foot">
        <span id={countId} className="notes__count">
          {t('panel.notesCount', { count: labels.number(value.length), max: labels.number(DIARY_LIMITS.notesMax) })}
        </span>
        <span role="status" className="notes__saved">
          {saved && t('panel.notesSaved')}
        </span>
        <Button type="submit" disabled={text === null || text === (notes ?? '')}>
          {t('panel.saveNotes')}
        </Button>
      </div>
    </form>
  );
}
