/** Import progress: a redrawn bar with counts and ETA on a terminal, a plain line every few seconds otherwise. */
export interface ProgressCounts {
  done: number;
  total: number;
  added: number;
  updated: number;
  failed: number;
}

export interface Progress {
  update(counts: ProgressCounts): void;
  log(line: string): void;
  finish(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr, label = 'Importing'): Progress {
  const started = Date.now();
  const tty = Boolean(stream.isTTY);
  let lastLine = 0;
  let drawn = false;
  const describe = (c: ProgressCounts) => {
    const elapsed = (Date.now() - started) / 1000;
    const rate = c.done / Math.max(elapsed, 0.001);
    const eta = c.done && c.total > c.done ? formatDuration((c.total - c.done) / rate) : '—';
    return `${c.total ? `${c.done}/${c.total}` : c.done} shows (added ${c.added}, updated ${c.updated}, failed ${c.failed}) ETA ${eta}`;
  };
  return {
    update(c) {
      if (tty) {
        const width = 24;
        const filled = c.total ? Math.round((c.done / c.total) * width) : 0;
        stream.write(`\r\x1b[2K${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${describe(c)}`);
        drawn = true;
      } else if (Date.now() - lastLine > 5000 || c.done === c.total) {
        lastLine = Date.now();
        stream.write(`${label}: ${describe(c)}\n`);
      }
    },
    log(line) {
      stream.write(`${tty && drawn ? '\r\x1b[2K' : ''}${line}\n`);
    },
    finish() {
      if (tty && drawn) stream.write('\n');
    },
  };
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
