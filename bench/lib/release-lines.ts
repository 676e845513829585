/**
 * Issue #14: what release lines cost the default line. The benchmark's main comparison builds
 * our site with one line (`SITE_LINES`, like the stock baseline); this builds it with every
 * line, cold and again with the other lines cached, and measures the default line's class page
 * in that build. A table of the default line with one line and with all of them.
 */
import type {MeasuredRun} from './run-measured';
import type {Transfer} from './page-transfer';

export interface LineFigures {
  lines: number;
  cold: MeasuredRun;
  warm: MeasuredRun;
  transfer: Transfer;
}

const KiB = 1024;
const row = (label: string, one: number, all: number, format: (n: number) => string) =>
  `| ${label} | ${format(one)} | ${format(all)} | ${(all / one).toFixed(2)}× |`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** Markdown: the default line's figures with one line and with every line. */
export function formatLinesTable(
  one: {cold: MeasuredRun; warm: MeasuredRun; transfer: Transfer},
  all: LineFigures,
): string {
  return [
    `| figure (default line) | 1 line | ${all.lines} lines | ratio |`,
    '| --- | ---: | ---: | ---: |',
    row('cold build, wall time (every line built)', one.cold.wallMs, all.cold.wallMs, seconds),
    row('rebuild, wall time (other lines unchanged: copied from the cache)', one.warm.wallMs, all.warm.wallMs, seconds),
    row('class page transfer, total (gzip)', one.transfer.total, all.transfer.total, kib),
    row('class page transfer, JS', one.transfer.js, all.transfer.js, kib),
    row('class page transfer, HTML', one.transfer.html, all.transfer.html, kib),
  ].join('\n');
}
