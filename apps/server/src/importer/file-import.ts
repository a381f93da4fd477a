/** `import:file`: a JSON Lines file of TMDB tv-details objects, one show per line, through the same mapping as the TMDB import. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Database } from '../db/client.js';
import { writeSiteFrame, writeTaxonomy } from './site-data.js';
import { describeImportError, importDetails } from './import-details.js';
import { refreshStatistics } from '../db/statistics.js';

export interface FileImportSummary {
  lines: number;
  added: number;
  updated: number;
  /** lines not imported: `error` is `field: message` */
  bad: { line: number; error: string }[];
  /** lines imported with something repaired on the way */
  warnings: { line: number; warning: string }[];
}

export async function importFile(db: Database, path: string, onLine?: (summary: FileImportSummary) => void): Promise<FileImportSummary> {
  await db.transaction(async (tx) => {
    await writeTaxonomy(tx);
    await writeSiteFrame(tx);
  });
  const summary: FileImportSummary = { lines: 0, added: 0, updated: 0, bad: [], warnings: [] };
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number++;
    // editors on Windows start a UTF-8 file with a byte-order mark
    const line = number === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (!line.trim()) continue;
    summary.lines++;
    try {
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch (err) {
        throw new Error(`invalid JSON: ${(err as Error).message}`);
      }
      const { outcome, warnings } = await importDetails(db, raw);
      summary[outcome]++;
      for (const warning of warnings) summary.warnings.push({ line: number, warning });
    } catch (err) {
      summary.bad.push({ line: number, error: describeImportError(err) });
    }
    onLine?.(summary);
  }
  await refreshStatistics(db);
  return summary;
}
