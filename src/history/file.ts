/**
 * history/api-history.json: written by `npm run history`, read by the build. One line per text,
 * release and symbol, so that a refresh reviews like a lockfile diff.
 */
import fs from 'node:fs';
import {HISTORY_FORMAT, type HistoryData} from './model';

export const HISTORY_FILE = 'history/api-history.json';

/** The packages whose releases the history reads: the shared base and every SDK package. */
export function historyPackages(manifest: {shared: {packageName: string}; sdks: {packageName: string}[]}): string[] {
  return [...new Set([manifest.shared.packageName, ...manifest.sdks.map((sdk) => sdk.packageName)])];
}

export function readHistoryFile(file: string): HistoryData | undefined {
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as HistoryData;
  if (data.format !== HISTORY_FORMAT)
    throw new Error(
      `${file} has format ${String(data.format)}, this site reads ${HISTORY_FORMAT}: run npm run history -- --all`,
    );
  return data;
}

export function serializeHistory(data: HistoryData): string {
  const out: string[] = ['{', `"format": ${data.format},`, '"texts": ['];
  out.push(data.texts.map((text) => JSON.stringify(text)).join(',\n'));
  out.push('],', '"packages": {');
  const names = Object.keys(data.packages);
  names.forEach((name, index) => {
    const pkg = data.packages[name];
    out.push(`${JSON.stringify(name)}: {`, '"releases": [');
    out.push(pkg.releases.map((release) => JSON.stringify(release)).join(',\n'));
    out.push('],');
    if (pkg.skipped) out.push(`"skipped": ${JSON.stringify(pkg.skipped)},`);
    out.push('"symbols": {');
    out.push(
      Object.entries(pkg.symbols)
        .map(([symbol, entry]) => `${JSON.stringify(symbol)}: ${JSON.stringify(entry)}`)
        .join(',\n'),
    );
    out.push('}', index === names.length - 1 ? '}' : '},');
  });
  out.push('}', '}', '');
  return out.join('\n');
}
