import type { ImportReport } from './import-report';

export interface Progress {
  update(): void;
  stop(): void;
}

const noProgress: Progress = { update() {}, stop() {} };

function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A one-line progress bar on a terminal (rows, rows/s, ETA from the bytes read), redrawn at
 * most four times a second; nothing at all when stderr is not a terminal.
 */
export function createProgress(report: ImportReport, bytes: { totalBytes: number; bytesRead: () => number }): Progress {
  if (!process.stderr.isTTY) return noProgress;
  let last = 0;
  const draw = () => {
    const fraction = bytes.totalBytes > 0 ? Math.min(1, bytes.bytesRead() / bytes.totalBytes) : 0;
    const width = 30;
    const filled = Math.round(fraction * width);
    const rate = report.rowsPerSecond;
    const eta = fraction > 0 ? (report.elapsedSeconds * (1 - fraction)) / fraction : Number.NaN;
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ` +
        `${report.read.toLocaleString('fr-FR')} lignes, ${Math.round(rate).toLocaleString('fr-FR')}/s, reste ${formatSeconds(eta)}  `,
    );
  };
  return {
    update() {
      const now = performance.now();
      if (now - last < 250) return;
      last = now;
      draw();
    },
    stop() {
      draw();
      process.stderr.write('\n');
    },
  };
}
