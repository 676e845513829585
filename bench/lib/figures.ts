/**
 * One benchmark figure for our site and the stock baseline (and TypeDoc's own HTML where it has
 * the figure), and how the issue's target judges it: targets compare ours with the baseline.
 */
export type Unit = 's' | 'ms' | 'KiB' | 'MiB' | 'GiB' | 'score' | 'count';

export type Target =
  /** ours / baseline must not exceed the value */
  | {kind: 'max-ratio'; value: number}
  /** ours must be at least the value (scores) */
  | {kind: 'min'; value: number}
  /** ours must not exceed the value */
  | {kind: 'max'; value: number};

export interface Figure {
  id: string;
  label: string;
  unit: Unit;
  ours: number;
  baseline: number;
  /** TypeDoc's default HTML over the same packages; absent where it has no such figure (search). */
  typedoc?: number;
  target?: Target;
}

export interface JudgedFigure extends Figure {
  ratio: number | null;
  met: boolean | null;
}

export function judge(figure: Figure): JudgedFigure {
  const ratio = figure.baseline === 0 ? null : figure.ours / figure.baseline;
  let met: boolean | null = null;
  const {target} = figure;
  if (target?.kind === 'max-ratio') met = ratio !== null && ratio <= target.value;
  else if (target?.kind === 'min') met = figure.ours >= target.value;
  else if (target?.kind === 'max') met = figure.ours <= target.value;
  return {...figure, ratio, met};
}

const UNIT_DIVISOR: Record<Unit, number> = {
  s: 1000,
  ms: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  score: 1,
  count: 1,
};

/** Figures are stored in base units (ms, bytes, scores, counts) and shown in their display unit. */
export function display(value: number, unit: Unit): string {
  const shown = value / UNIT_DIVISOR[unit];
  const digits = unit === 'score' || unit === 'count' ? 0 : unit === 'GiB' ? 2 : Math.abs(shown) < 10 ? 1 : 0;
  return `${shown.toFixed(digits)}${unit === 'score' || unit === 'count' ? '' : ` ${unit}`}`;
}

export function describeTarget(target: Target | undefined, unit: Unit): string {
  if (!target) return '';
  if (target.kind === 'max-ratio') return `≤ ${target.value}×`;
  if (target.kind === 'min') return `≥ ${target.value}`;
  return `≤ ${display(target.value, unit)}`;
}

function rows(figures: readonly Figure[]): string[][] {
  return figures.map((f) => {
    const j = judge(f);
    return [
      f.label,
      display(f.ours, f.unit),
      display(f.baseline, f.unit),
      f.typedoc === undefined ? '–' : display(f.typedoc, f.unit),
      j.ratio === null ? '–' : `${j.ratio.toFixed(2)}×`,
      describeTarget(f.target, f.unit),
      j.met === null ? '' : j.met ? 'yes' : 'NO',
    ];
  });
}

const HEADER = ['figure', 'ours', 'baseline', 'TypeDoc HTML', 'ratio', 'target', 'met'];

/** A plain-text table for the terminal. */
export function formatTable(figures: readonly Figure[]): string {
  const all = [HEADER, ...rows(figures)];
  const widths = HEADER.map((_, c) => Math.max(...all.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** The same table as Markdown (bench/out/results.md; the log in bench/README.md quotes it). */
export function formatMarkdownTable(figures: readonly Figure[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, c) => (c === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows(figures).map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}
