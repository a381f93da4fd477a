/**
 * Reporting a review, a public list, a comment or a profile (decision 0046), in a dialog loaded when first opened: the
 * reasons as a group of radio buttons (a fieldset with its legend), an optional note, and the answer read out (a
 * status or an alert). Focus goes back to the "Report" button when the dialog closes (Modal).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportKind, type ReportReason } from '@klama/contract';
import { useTranslation } from '../i18n/react';
import { reportsNamespace } from '../i18n/messages/en/reports';
import { useErrorText } from '../api/error-text';
import { useReport } from '../api/reports';
import { Modal } from './Modal';
import { Button, Field, Radio, TextArea } from './FormControls';
import { FormAlert } from './FormField';
import './report-dialog.css';

export interface ReportTarget {
  kind: ReportKind;
  /** a review's, a list's or a comment's id; a profile's username */
  id: number | string;
}

export default function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(reportsNamespace);
  const errorText = useErrorText();
  const id = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReport();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setMissing(true);
      firstReason.current?.focus();
      return;
    }
    const body =
      target.kind === 'profile' ? { kind: 'profile' as const, id: String(target.id) } : { kind: target.kind, id: Number(target.id) };
    report.mutate({ ...body, reason, ...(note.trim() ? { note } : {}) });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(`title.${target.kind}`)} description={t('intro')} className="report-dialog">
      {report.isSuccess ? (
        <div className="report-dialog__done">
          <FormAlert tone="success" message={t('sent')} />
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="report-dialog__form">
          <p>{t('intro')}</p>
          <FormAlert message={report.error ? errorText.message(report.error) : null} />
          <fieldset
            className="report-dialog__reasons"
            aria-invalid={missing && !reason ? true : undefined}
            aria-describedby={missing && !reason ? `${id}-reason-error` : undefined}
          >
            <legend>{t('reasonLegend')}</legend>
            {REPORT_REASONS.map((r, i) => (
              <label key={r} className="report-dialog__reason">
                <Radio
                  ref={i === 0 ? firstReason : undefined}
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`reasons.${r}`)}
              </label>
            ))}
            {missing && !reason && (
              <p id={`${id}-reason-error`} className="field__error" role="alert">
                {t('chooseReason')}
              </p>
            )}
          </fieldset>
          <Field id={`${id}-note`} label={t('note')} hint={t('noteHint', { max: REPORT_NOTE_MAX })}>
            {({ describedBy }) => (
              <TextArea
                id={`${id}-note`}
                value={note}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                onChange={(e) => setNote(e.target.value)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="report-dialog__actions">
            <Button onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
            <Button type="submit" variant="primary" disabled={report.isPending}>
              {report.isPending ? t('sending') : t('send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
