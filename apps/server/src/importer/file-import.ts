/** `import:file`: a JSON Lines file of TMDB tv-details objects, one show per line, through the same mapping as the TMDB import. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Database } from '../db/client.js';
import { writeSiteFrame, writeTaxonomy } from './site-data.js';
import { importDetails } from './import-details.js';
import { refreshStatistics } from '../db/statistics.js';

export interface FileImportSummary {
  lines: number;
  added: number;
  updated: number;
  bad: { line: number; error: string }[];
}

export async function importFile(db: Database, path: string, onLine?: (summary: FileImportSummary) => void): Promise<FileImportSummary> {
  await db.transaction(async (tx) => {
    await writeTaxonomy(tx);
    await writeSiteFrame(tx);
  });
  const summary: FileImportSummary = { lines: 0, added: 0, updated: 0, bad: [] };
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number++;
    if (!line.trim()) continue;
    summary.lines++;
    try {
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch (err) {
        throw new Error(`invalid JSON: ${(err as Error).message}`);
      }
      const { outcome } = await importDetails(db, raw);
      summary[outcome]++;
    } catch (err) {
      summary.bad.push({ line: number, error: (err as Error).message });
    }
    onLine?.(summary);
  }
  await refreshStatistics(db);
  return summary;
}
