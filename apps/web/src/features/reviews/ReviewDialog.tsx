/**
 * Writing, editing and deleting one's review of a show, in a dialog (loaded when first opened: nothing of it is on
 * the public pages' first load). Every field is labelled; a refused field shows its error (in the reader's language,
 * by code) beside it and gets the focus; the dialog gives focus back to what opened it when it closes.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Review, ReviewScores, ReviewSubScore } from '@klama/contract';
import { REVIEW_LIMITS, REVIEW_SUB_SCORES } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { Modal } from '../../components/Modal';
import { Button, Checkbox, Field, Select, TextArea, TextInput } from '../../components/FormControls';
import { FormAlert } from '../../components/FormField';
import { ApiError } from '../../api/request';
import { useErrorText } from '../../api/error-text';
import { useDeleteReview, usePutReview } from '../../api/reviews';
import { reviewsNamespace } from '../../i18n/messages/en/reviews';

/** The diary's scale, highest first: 10, 9.5, … 1. */
const ratingOptions = Array.from({ length: 19 }, (_, i) => 10 - i * 0.5).map((r) => (
  <option key={r} value={r}>
    {r}
  </option>
));
const characters = (s: string) => Array.from(s).length;
type FieldName = 'title' | 'body' | 'spoiler' | 'rating' | ReviewSubScore;

export default function ReviewDialog({
  showId,
  showName,
  existing,
  open,
  onOpenChange,
}: {
  showId: number;
  showName: string;
  existing: Review | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(reviewsNamespace);
  const errorText = useErrorText();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [spoiler, setSpoiler] = useState(existing?.spoiler ?? false);
  const [rating, setRating] = useState(existing?.rating ?? 8);
  const [scores, setScores] = useState<ReviewScores>(existing?.scores ?? {});
  const [confirming, setConfirming] = useState(false);
  const save = usePutReview(showId);
  const remove = useDeleteReview(showId);
  const failure = save.error ?? remove.error;
  const fieldErrors: Partial<Record<FieldName, string>> = Object.fromEntries(
    (failure instanceof ApiError ? failure.errors : []).map((e) => [e.path.split('.').at(-1), errorText.text(e.message, e.code)]),
  );
  const general = failure && Object.keys(fieldErrors).length === 0 ? errorText.message(failure) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { title, body, spoiler, rating, scores },
      {
        onSuccess: () => onOpenChange(false),
        // the first refused field takes the focus, so its message is read out with it
        onError: () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
      },
    );
  };
  const field = (name: FieldName) => `${id}-${name}`;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={existing ? t('dialog.titleEdit') : t('dialog.titleNew')}
      className="review-dialog"
    >
      <form ref={form} onSubmit={submit} noValidate className="review-dialog__form">
        <FormAlert message={general} />
        <Field id={field('title')} label={t('dialog.title')} error={fieldErrors.title}>
          {({ describedBy, invalid }) => (
            <TextInput
              id={field('title')}
              value={title}
              maxLength={REVIEW_LIMITS.titleMax}
              required
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={field('body')}
          label={t('dialog.body')}
          hint={t('dialog.bodyHint', { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.bodyMax, count: characters(body) })}
          error={fieldErrors.body}
        >
          {({ describedBy, invalid }) => (
            <TextArea
              id={field('body')}
              value={body}
              rows={8}
              required
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <div className="field field--inline">
          <Checkbox id={field('spoiler')} checked={spoiler} onChange={(e) => setSpoiler(e.target.checked)} />
          <label htmlFor={field('spoiler')}>{t('dialog.spoiler')}</label>
        </div>
        <Field id={field('rating')} label={t('dialog.rating')} error={fieldErrors.rating}>
          {({ describedBy, invalid }) => (
            <Select
              id={field('rating')}
              value={rating}
              onChange={(e) => setRating(Number(e.target.value))}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            >
              {ratingOptions}
            </Select>
          )}
        </Field>
        <fieldset className="review-dialog__scores">
          <legend>{t('dialog.subScores')}</legend>
          {REVIEW_SUB_SCORES.map((k) => (
            <Field key={k} id={field(k)} label={t(`scores.${k}`)} error={fieldErrors[k]}>
              {({ describedBy, invalid }) => (
                <Select
                  id={field(k)}
                  value={scores[k] ?? ''}
                  onChange={(e) => setScores({ ...scores, [k]: e.target.value === '' ? null : Number(e.target.value) })}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                >
                  <option value="">{t('dialog.noScore')}</option>
                  {ratingOptions}
                </Select>
              )}
            </Field>
          ))}
        </fieldset>
        <div className="review-dialog__actions">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? t('dialog.saving') : t('dialog.save')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('dialog.cancel')}</Button>
          {existing && !confirming && (
            <Button className="review-dialog__delete" onClick={() => setConfirming(true)}>
              {t('dialog.delete')}
            </Button>
          )}
        </div>
        {existing && confirming && (
          <div className="review-dialog__confirm" role="group" aria-label={t('dialog.delete')}>
            <p>{t('dialog.confirmDelete', { name: showName })}</p>
            <Button
              className="review-dialog__delete"
              autoFocus
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
            >
              {remove.isPending ? t('dialog.deleting') : t('dialog.delete')}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t('dialog.cancel')}</Button>
          </div>
        )}
      </form>
    </Modal>
  );
}
