/**
 * Settings → Export and Import: downloads of everything (JSON, CSV), and an import that first shows what it
 * would do (matched, ambiguous with a choice among candidates, unmatched with the reason), then applies it.
 */
import { useState } from 'react';
import { IMPORT_FORMATS, type ImportFormat, type ImportResult } from '@klama/contract';
import { downloadExport, fieldMessage, useImport } from '../../api/diary';
import './transfer.css';

const FORMAT_LABELS: Record<ImportFormat, string> = {
  klama: 'K-lama export (JSON)',
  csv: 'CSV (MyDramaList and others)',
  trakt: 'Trakt export (JSON)',
  text: 'Pasted titles, one a line: Title (year)',
};
const MAX_BYTES = 2 * 1024 * 1024;
const count = (n: number) => `${n} ${n === 1 ? 'drama' : 'dramas'}`;

export function TransferSection() {
  const [format, setFormat] = useState<ImportFormat>('text');
  const [content, setContent] = useState('');
  const [choices, setChoices] = useState<Record<string, number>>({});
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const run = useImport();
  const error = run.error && fieldMessage(run.error);

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setFileError('The file is larger than 2 MB');
    setContent(await file.text());
    setPreview(null);
  };
  const previewIt = () => run.mutate({ format, content, resolutions: choices, dryRun: true }, { onSuccess: (r) => setPreview(r) });
  const apply = () => run.mutate({ format, content, resolutions: choices, dryRun: false }, { onSuccess: (r) => setPreview(r) });

  return (
    <>
      <section className="settings-section" aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <p>Everything in your diary and your lists, to keep or to take elsewhere.</p>
        {(['json', 'csv'] as const).map((f) => (
          <button key={f} type="button" className="button" onClick={() => downloadExport(f).catch((e: Error) => setExportError(e.message))}>
            Download {f.toUpperCase()}
          </button>
        ))}
        {exportError && <p role="alert">{exportError}</p>}
      </section>
      <section className="settings-section" aria-labelledby="import-heading">
        <h2 id="import-heading">Import</h2>
        <label className="field">
          <span>Format</span>
          <select value={format} onChange={(e) => (setFormat(e.target.value as ImportFormat), setPreview(null))}>
            {IMPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          File{' '}
          <input
            type="file"
            accept=".json,.csv,.txt,application/json,text/csv,text/plain"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
        <label className="field">
          <span>Or paste here</span>
          <textarea rows={6} value={content} onChange={(e) => (setContent(e.target.value), setPreview(null))} />
        </label>
        {fileError && <p role="alert">{fileError}</p>}
        <button type="button" className="button button--primary" disabled={!content.trim() || run.isPending} onClick={previewIt}>
          Preview import
        </button>
        {error && <p role="alert">{error}</p>}
        {preview && <ImportPreview result={preview} choices={choices} onChoose={(line, id) => setChoices({ ...choices, [line]: id })} />}
        {preview && !preview.applied && (
          <button type="button" className="button button--primary" disabled={run.isPending} onClick={apply}>
            Import {count(preview.matched.length + Object.keys(choices).length)}
          </button>
        )}
        {preview?.applied && <p role="status">Imported.</p>}
      </section>
    </>
  );
}

function ImportPreview({
  result,
  choices,
  onChoose,
}: {
  result: ImportResult;
  choices: Record<string, number>;
  onChoose: (line: number, id: number) => void;
}) {
  return (
    <div className="import-preview" aria-live="polite">
      <h3>Matched: {result.matched.length}</h3>
      <ul>
        {result.matched.map((m) => (
          <li key={m.line}>
            {m.input} → {m.show.name} ({m.show.first_air_date?.slice(0, 4) ?? '?'})
          </li>
        ))}
      </ul>
      {result.ambiguous.length > 0 && <h3>Choose the drama you mean: {result.ambiguous.length}</h3>}
      <ul>
        {result.ambiguous.map((a) => (
          <li key={a.line}>
            <label>
              {a.input}{' '}
              <select value={choices[a.line] ?? ''} onChange={(e) => onChoose(a.line, Number(e.target.value))}>
                <option value="">Skip this line</option>
                {a.candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.first_air_date?.slice(0, 4) ?? '?'})
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      {result.unmatched.length > 0 && <h3>Not found: {result.unmatched.length}</h3>}
      <ul>
        {result.unmatched.map((u) => (
          <li key={u.line}>
            {u.input}: {u.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
