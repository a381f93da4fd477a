/**
 * When the fan started and finished a show, and how many times they rewatched it: checked here as the server
 * checks them (dates from 1900 to today, the finish not before the start, a whole rewatch count up to the server's
 * limit), each refusal said beside its field, and saved together on the button.
 */
import { useId, useState, type FormEvent } from 'react';
import { DIARY_LIMITS, type Entry, type EntryPatch, localDay } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { Button, TextInput } from '../../components/FormControls';
import { diaryNamespace } from '../../i18n/messages/en/diary';

const EARLIEST = '1900-01-01';

type Draft = { startedOn: string; finishedOn: string; rewatchCount: string };
type Problem = 'dateInFuture' | 'finishedBeforeStarted' | 'rewatchRange';

/** What is wrong with each field of a draft, by field (nothing: it can be saved). */
export function draftProblems(draft: Draft, today: string): Partial<Record<keyof Draft, Problem>> {
  const problems: Partial<Record<keyof Draft, Problem>> = {};
  if (draft.startedOn && draft.startedOn > today) problems.startedOn = 'dateInFuture';
  if (draft.finishedOn && draft.finishedOn > today) problems.finishedOn = 'dateInFuture';
  else if (draft.startedOn && draft.finishedOn && draft.finishedOn < draft.startedOn) problems.finishedOn = 'finishedBeforeStarted';
  const rewatch = Number(draft.rewatchCount);
  if (draft.rewatchCount.trim() === '' || !Number.isInteger(rewatch) || rewatch < 0 || rewatch > DIARY_LIMITS.rewatchMax)
    problems.rewatchCount = 'rewatchRange';
  return problems;
}

const fromEntry = (entry: Entry): Draft => ({
  startedOn: entry.startedOn ?? '',
  finishedOn: entry.finishedOn ?? '',
  rewatchCount: String(entry.rewatchCount),
});

export function DatesEditor({ entry, onSave }: { entry: Entry; onSave: (patch: EntryPatch) => Promise<boolean> }) {
  const { t } = useTranslation(diaryNamespace);
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState(false);
  const shown = draft ?? fromEntry(entry);
  // today where the fan is (the server accepts up to today anywhere on Earth)
  const today = localDay();
  const problems = draftProblems(shown, today);
  const stored = fromEntry(entry);
  const patch: EntryPatch = {};
  if (shown.startedOn !== stored.startedOn) patch.startedOn = shown.startedOn || null;
  if (shown.finishedOn !== stored.finishedOn) patch.finishedOn = shown.finishedOn || null;
  if (shown.rewatchCount.trim() !== stored.rewatchCount) patch.rewatchCount = Number(shown.rewatchCount);
  const changed = Object.keys(patch).length > 0;
  const valid = Object.keys(problems).length === 0;

  const edit = (field: keyof Draft, value: string) => {
    setDraft({ ...shown, [field]: value });
    setSaved(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !changed) return;
    if (await onSave(patch)) {
      setDraft(null);
      setSaved(true);
    }
  };
  const field = (name: keyof Draft, label: string, input: Partial<Parameters<typeof TextInput>[0]>) => {
    const problem = problems[name];
    return (
      <div className="diary-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <TextInput
          id={`${id}-${name}`}
          value={shown[name]}
          onChange={(e) => edit(name, e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-problem` : undefined}
          {...input}
        />
        {problem && (
          <p id={`${id}-${name}-problem`} className="field__error">
            {t(`panel.${problem}`, { max: DIARY_LIMITS.rewatchMax })}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className="diary-dates" onSubmit={(e) => void submit(e)} noValidate>
      {field('startedOn', t('panel.startedOn'), { type: 'date', min: EARLIEST, max: today })}
      {field('finishedOn', t('panel.finishedOn'), { type: 'date', min: shown.startedOn || EARLIEST, max: today })}
      {field('rewatchCount', t('panel.rewatchCount'), {
        type: 'number',
        inputMode: 'numeric',
        min: 0,
        max: DIARY_LIMITS.rewatchMax,
        step: 1,
      })}
      <div className="diary-dates__save">
        <Button type="submit" disabled={!changed || !valid}>
          {t('panel.saveDates')}
        </Button>
        <span role="status">{saved && t('panel.datesSaved')}</span>
      </div>
    </form>
  );
}
