/**
 * Reads numbers out of the scripts the built site ships (build/assets/js), so tests bound
 * behaviour by what the browser runs rather than by a copy of the number or the vendor's source.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Markup only the DocSearch modal renders; the search button (ours) does not contain it. */
export const MODAL_MARKER = 'DocSearch-Dropdown';

export interface Script {
  file: string;
  source: string;
}

function scripts(buildDir: string): Script[] {
  const dir = path.join(buildDir, 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({file: path.join(dir, name), source: fs.readFileSync(path.join(dir, name), 'utf8')}));
}

/** The one script holding the DocSearch modal code, as patched at build time. */
export function docSearchModalChunk(buildDir = 'build'): Script {
  const found = scripts(buildDir).filter((script) => script.source.includes(MODAL_MARKER));
  if (found.length !== 1)
    throw new Error(`expected one script with the DocSearch modal in ${buildDir}, found ${found.length}`);
  return found[0];
}

function captured(source: string, pattern: RegExp, what: string): number {
  const match = pattern.exec(source);
  if (!match) throw new Error(`${what}: ${pattern} is not in the shipped bundle`);
  return Number(match[1]);
}

/** Milliseconds a search request may take before the modal shows its stalled state. */
export function shippedStallThreshold(buildDir = 'build'): number {
  return captured(docSearchModalChunk(buildDir).source, /\bstallThreshold:(\d+)\b/, 'stall threshold');
}

function oneScript(buildDir: string, name: string): Script {
  const pattern = new RegExp(`[/\\\\]${name.replace(/[~.]/g, '\\$&')}\\.[^/\\\\]+\\.js$`);
  const found = scripts(buildDir).filter((script) => pattern.test(script.file));
  if (found.length !== 1) throw new Error(`expected one ${name}.*.js in ${buildDir}, found ${found.length}`);
  return found[0];
}

/** The entry bundle every page loads (`assets/js/main.<hash>.js`). */
export function mainScript(buildDir = 'build'): Script {
  return oneScript(buildDir, 'main');
}

/** webpack's runtime, which every page loads before the main bundle (`assets/js/runtime~main.<hash>.js`). */
export function runtimeScript(buildDir = 'build'): Script {
  return oneScript(buildDir, 'runtime~main');
}

/** Milliseconds after a path change before the progress bar starts (theme-classic's nprogress module in main.js). */
export function shippedProgressBarDelay(buildDir = 'build'): number {
  return captured(
    mainScript(buildDir).source,
    /onRouteUpdate\(\{location:\w+,previousLocation:\w+\}\)\{if\(\w+&&\w+\.pathname!==\w+\.pathname\)\{let \w+=window\.setTimeout\(\(\)=>\{[\w.]+(?:\(\))?\.start\(\)\},(\d+)\)/,
    'progress bar delay',
  );
}
