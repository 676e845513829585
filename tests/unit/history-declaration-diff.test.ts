import assert from 'node:assert/strict';
import {test} from 'node:test';
import {DIFF_CONTEXT_LINES, MIN_LINES_LEFT_OUT, trimmedDeclarations} from '../../src/history/declaration-diff';

const lines = (count: number, prefix: string) => Array.from({length: count}, (_, i) => `    ${prefix}${i}: string;`);
const decl = (middle: string) =>
  ['const status: Ref<{', ...lines(20, 'a'), middle, ...lines(20, 'z'), '}>;'].join('\n');

test('long shared runs are left out but for the lines next to the change, and said so', () => {
  const {before, after} = trimmedDeclarations(decl('    connected: boolean;'), decl('    connected?: boolean;'));
  const shared = 21 - DIFF_CONTEXT_LINES;
  assert.deepEqual(before.split('\n'), [
    `    // … ${shared} unchanged lines`,
    '    a18: string;',
    '    a19: string;',
    '    connected: boolean;',
    '    z0: string;',
    '    z1: string;',
    `    // … ${shared} unchanged lines`,
  ]);
  assert.equal(after.split('\n')[3], '    connected?: boolean;');
});

test('what is left out plus what is shown is the whole declaration, line for line', () => {
  const full = decl('    connected: boolean;');
  const {before} = trimmedDeclarations(full, decl('    connecting: boolean;'));
  const expanded = before
    .split('\n')
    .flatMap((line, index) => {
      const count = /\/\/ … (\d+) unchanged lines$/.exec(line);
      if (!count) return [line];
      const fullLines = full.split('\n');
      return index === 0 ? fullLines.slice(0, Number(count[1])) : fullLines.slice(-Number(count[1]));
    })
    .join('\n');
  assert.equal(expanded, full);
  assert.ok(before.length < full.length / 2);
});

test('short declarations and short shared runs are shown whole', () => {
  const short = trimmedDeclarations('f(a: string): void', 'f(a: string, b?: number): void');
  assert.deepEqual(short, {before: 'f(a: string): void', after: 'f(a: string, b?: number): void'});
  const run = DIFF_CONTEXT_LINES + MIN_LINES_LEFT_OUT - 1;
  const before = [...lines(run, 'a'), 'x: 1;'].join('\n');
  const after = [...lines(run, 'a'), 'x: 2;'].join('\n');
  assert.deepEqual(trimmedDeclarations(before, after), {before, after});
});

test('a declaration that only grew keeps its shared start once', () => {
  const before = lines(10, 'a').join('\n');
  const after = [...lines(10, 'a'), '    extra: number;'].join('\n');
  const shown = trimmedDeclarations(before, after);
  assert.equal(shown.before.split('\n')[0], `    // … ${10 - DIFF_CONTEXT_LINES} unchanged lines`);
  assert.deepEqual(shown.after.split('\n').slice(1), ['    a8: string;', '    a9: string;', '    extra: number;']);
});
