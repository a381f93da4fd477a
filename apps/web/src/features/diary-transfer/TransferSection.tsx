/**
 * Settings → Export and Import: downloads of everything (JSON, CSV), and an import that first shows what it
 * would do (each matched line with the entry it will get, ambiguous lines with a choice among candidates,
 * lines not found or not imported with the reason), then applies it and says what changed.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { DIARY_MESSAGES, EXPORT_FORMATS, IMPORT_FORMATS, type ImportFormat, type ImportResult } from '@klama/contract';
import { downloadExport, useImport } from '../../api/diary';
import { useErrorText } from '../../api/error-text';
import { CodedError } from '../../api/request';
import './transfer.css';
import { transferNamespace } from '../../i18n/messages/en/transfer';
import { ImportPreview, showsToImport } from './ImportPreview';
import { Button, Select, TextArea } from '../../components/FormControls';

const MAX_BYTES = 2 * 1024 * 1024;

export function TransferSection() {
  const [format, setFormat] = useState<ImportFormat>('text');
  const [content, setContent] = useState('');
  const [choices, setChoices] = useState<Record<string, number>>({});
  const [preview, setPreview] = useState<ImportResult | null>(null);
  // errors are kept as they are, so their text follows a change of language
  const [fileError, setFileError] = useState<Error | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [exportError, setExportError] = useState<Error | null>(null);
  const run = useImport();
  const { t } = useTranslation(transferNamespace);
  const errorText = useErrorText();
  const error = run.error && errorText.detailed(run.error);

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    setFileName(file.name);
    if (file.size > MAX_BYTES) return setFileError(new CodedError(DIARY_MESSAGES.importTooLarge, 'diary.importTooLarge'));
    setContent(await file.text());
    setPreview(null);
  };
  const previewIt = () => run.mutate({ format, content, resolutions: choices, dryRun: true }, { onSuccess: (r) => setPreview(r) });
  // "Skip this line" takes the line's choice back
  const choose = (line: number, id: number | null) =>
    setChoices(({ [line]: _dropped, ...rest }) => (id === null ? rest : { ...rest, [line]: id }));
  const apply = () => run.mutate({ format, content, resolutions: choices, dryRun: false }, { onSuccess: (r) => setPreview(r) });

  return (
    <>
      <section className="settings-section" aria-labelledby="export-heading">
        <h2 id="export-heading">{t('export.title')}</h2>
        <p>{t('export.lead')}</p>
        <div className="transfer-buttons">
          {EXPORT_FORMATS.map((f) => (
            <Button key={f} onClick={() => downloadExport(f).catch((e: Error) => setExportError(e))}>
              {t('export.download', { format: f.toUpperCase() })}
            </Button>
          ))}
        </div>
        {exportError && <p role="alert">{errorText.message(exportError)}</p>}
      </section>
      <section className="settings-section" aria-labelledby="import-heading">
        <h2 id="import-heading">{t('import.title')}</h2>
        <label className="field">
          <span>{t('import.format')}</span>
          <Select value={format} onChange={(e) => (setFormat(e.target.value as ImportFormat), setPreview(null))}>
            {IMPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`import.formats.${f}`)}
              </option>
            ))}
          </Select>
        </label>
        {/* the browser's own file button speaks the browser's language: ours speaks the page's */}
        <div className="field">
          <span>{t('import.file')}</span>
          <div className="transfer-file">
            <label className="control-button control-button--secondary transfer-file__pick">
              {t('import.chooseFile')}
              <input
                type="file"
                className="sr-only"
                accept=".json,.csv,.txt,application/json,text/csv,text/plain"
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
            </label>
            <span className="transfer-file__name">{fileName ?? t('import.noFile')}</span>
          </div>
        </div>
        <label className="field">
          <span>{t('import.paste')}</span>
          <TextArea rows={6} value={content} onChange={(e) => (setContent(e.target.value), setPreview(null))} />
        </label>
        {fileError && <p role="alert">{errorText.message(fileError)}</p>}
        <Button variant="primary" disabled={!content.trim() || run.isPending} onClick={previewIt}>
          {t('import.preview')}
        </Button>
        {error && <p role="alert">{error}</p>}
        {preview && <ImportPreview result={preview} choices={choices} onChoose={choose} />}
        {preview && !preview.applied && (
          <Button variant="primary" disabled={run.isPending} onClick={apply}>
            {t('import.apply', { count: showsToImport(preview, choices) })}
          </Button>
        )}
        {preview?.applied && (
          <p role="status" className="import-done">
            {t('import.done', counts(preview.summary))} <Link to="/profile/diary">{t('import.openDiary')}</Link>
          </p>
        )}
      </section>
    </>
  );
}

const counts = (summary: ImportResult['summary']) => ({
  added: String(summary.added),
  updated: String(summary.updated),
  unchanged: String(summary.unchanged),
});
