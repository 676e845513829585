import assert from 'node:assert/strict';
import {test} from 'node:test';
import {DIFF_CONTEXT_LINES, MIN_LINES_LEFT_OUT, trimmedDeclarations} from '../../src/history/declaration-diff';

const lines = (count: number, prefix: string) => Array.from({length: count}, (_, i) => `    ${prefix}${i}: string;`);
const decl = (...middle: string[][]) =>
  ['const status: Ref<{', ...lines(20, 'a'), ...middle.flatMap((m, i) => [...m, ...lines(20, `m${i}_`)]), '}>;'].join(
    '\n',
  );
const LEFT_OUT = /^\s*\/\/ … (\d+) unchanged lines$/;

/** Whether `shown` is `full` with runs of lines replaced by "left out" comments counting them. */
function expandsTo(shown: string, full: string): boolean {
  const fullLines = full.split('\n');
  let at = 0;
  for (const line of shown.split('\n')) {
    const count = LEFT_OUT.exec(line);
    if (count) at += Number(count[1]);
    else if (fullLines[at++] !== line) return false;
  }
  return at === fullLines.length;
}

test('long shared runs are left out but for the lines next to the change, and said so', () => {
  const {before, after} = trimmedDeclarations(decl(['    connected: boolean;']), decl(['    connected?: boolean;']));
  const shared = 21 - DIFF_CONTEXT_LINES;
  assert.deepEqual(before.split('\n'), [
    `    // … ${shared} unchanged lines`,
    '    a18: string;',
    '    a19: string;',
    '    connected: boolean;',
    '    m0_0: string;',
    '    m0_1: string;',
    `    // … ${shared} unchanged lines`,
  ]);
  assert.equal(after.split('\n')[3], '    connected?: boolean;');
});

test('changes far apart each keep their own context; the shared run between them is left out', () => {
  const full = {
    before: decl(['    connected: boolean;'], ['    lastSyncedAt: Date;']),
    after: decl(['    connected?: boolean;'], ['    lastSyncedAt?: Date;', '    hasSynced: boolean;']),
  };
  const shown = trimmedDeclarations(full.before, full.after);
  for (const side of ['before', 'after'] as const) {
    assert.ok(expandsTo(shown[side], full[side]), side);
    assert.equal(shown[side].split('\n').filter((line) => LEFT_OUT.test(line)).length, 3, side);
  }
  assert.match(shown.after, /lastSyncedAt\?: Date;\n {4}hasSynced: boolean;/);
  assert.ok(shown.before.length < full.before.length / 3);
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
  assert.ok(expandsTo(shown.before, before) && expandsTo(shown.after, after));
});

test('a declaration breaks between the words of long names, and its twin reads it without them', async () => {
  const {declarationHtml} = await import('../../src/history/render');
  const {plainHtmlLine} = await import('../../src/agents/plain-html');
  const declaration =
    'function createPowerSyncPlugin(options: {\n    database: MaybeRef<AbstractPowerSyncDatabase>;\n}): void';
  const html = declarationHtml(declaration);
  assert.match(html, /create<wbr\/>Power<wbr\/>Sync<wbr\/>Plugin/);
  assert.doesNotMatch(html, /\n/);
  const line = `  <div class="api-history__diff"><div class="api-history__decl"><span class="api-history__label">before</span><code class="api-history__code">${html}</code></div></div>`;
  // The twin's lines are indented as the list item the pair belongs to.
  const twin = plainHtmlLine(line)
    .map((text) => text.replace(/^ {2}/, ''))
    .join('\n');
  assert.ok(twin.includes(declaration), twin);
  assert.doesNotMatch(twin, /wbr/);
});
