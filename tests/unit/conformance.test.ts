/**
 * Keeps docs/CONFORMANCE.md true: every test it names exists, every `pass` row names a test,
 * every `deviation` gives its reason, and only the search rows of issue #3 may be pending.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const DOCUMENT = 'docs/CONFORMANCE.md';
const PENDING_MARKER = 'PENDING(search)';
/** Test files that `npm test` runs (package.json: test:unit, test:site, test:e2e, test:crawl). */
const RUN_BY_NPM_TEST = [
  /^tests\/unit\/[^/]+\.test\.ts$/,
  /^tests\/site\/[^/]+\.test\.ts$/,
  /^tests\/e2e\/[^/]+\.spec\.ts$/,
];

export interface ConformanceRow {
  id: string;
  requirement: string;
  how: string;
  tests: string;
  status: string;
  line: number;
}
export interface TestReference {
  file: string;
  title: string;
}

/** Rows of the requirement tables: `| 2.34 | requirement | how | tests | status |`. */
export function parseRows(markdown: string): ConformanceRow[] {
  return markdown.split('\n').flatMap((text, index) => {
    if (!/^\|\s*\d+\.\d+\s*\|/.test(text)) return [];
    const cells = text
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    assert.equal(cells.length, 5, `${DOCUMENT}:${index + 1} has ${cells.length} cells, expected 5`);
    const [id, requirement, how, tests, status] = cells;
    return [{id, requirement, how, tests, status, line: index + 1}];
  });
}

/** `` `tests/e2e/x.spec.ts` › title `` items separated by `<br>`. */
export function parseReferences(cell: string, where: string): TestReference[] {
  return cell.split('<br>').map((item) => {
    const match = /^`([^`]+)` › (.+)$/.exec(item.trim());
    assert.ok(match, `${where}: "${item}" is not \`file\` › test title`);
    return {file: match[1], title: match[2]};
  });
}

/**
 * True when `source` declares an active test (or describe block) with exactly this title:
 * `test.skip`, `test.fixme` and `test.todo` declare a test that never runs, so they prove nothing.
 */
export function declaresTest(source: string, title: string): boolean {
  const unescaped = source.replace(/\\(['"`])/g, '$1');
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\btest(?:\\.describe(?:\\.(?:parallel|serial))?)?\\(\\s*(['"\`])${escaped}\\1`).test(unescaped);
}

/**
 * Ways a test file can keep tests from running: skipped, fixme or todo declarations, options
 * `{skip}`/`{todo}`, conditional `test.skip(…)` inside a test, and `.only`, which skips every other test.
 */
const INACTIVE = /\b(?:test|describe|it)(?:\.describe)?\.(?:skip|fixme|todo|only)\(|[{,]\s*(?:skip|todo)\s*:/;

export function inactiveTestMarkers(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({line, number: index + 1}))
    .filter(({line}) => !/^\s*(\/\/|\*)/.test(line) && INACTIVE.test(line))
    .map(({line, number}) => `${number}: ${line.trim()}`);
}

const rows = parseRows(fs.readFileSync(DOCUMENT, 'utf8'));

test('the parser reads references and finds declared titles, including quotes and template titles', () => {
  assert.deepEqual(parseReferences('`tests/a.ts` › one<br>`tests/b.ts` › two › three', 'x'), [
    {file: 'tests/a.ts', title: 'one'},
    {file: 'tests/b.ts', title: 'two › three'},
  ]);
  assert.throws(() => parseReferences('tests/a.ts › one', 'x'), /not `file` › test title/);
  assert.ok(declaresTest("test('it\\'s \"here\"', () => {})", 'it\'s "here"'));
  assert.ok(declaresTest('test(`into ${label}`, async () => {})', 'into ${label}'));
  assert.ok(!declaresTest("test('into x', () => {})", 'into'));
  assert.ok(!declaresTest("// test('gone', () => {})\nconst t = 'gone';", 'missing'));
  assert.ok(declaresTest("test.describe('group', () => {})", 'group'));
  for (const inactive of ['test.skip', 'test.fixme', 'test.describe.skip', 'test.describe.fixme', 'test.todo'])
    assert.ok(!declaresTest(`${inactive}('parked', () => {})`, 'parked'), inactive);
  assert.deepEqual(inactiveTestMarkers("test('a', () => {});\n  test.skip(isMobile, 'no hover');"), [
    "2: test.skip(isMobile, 'no hover');",
  ]);
  assert.equal(inactiveTestMarkers("test('b', {skip: true}, () => {});").length, 1);
  assert.equal(inactiveTestMarkers("test('c', () => {});\n// test.fixme('d')").length, 0);
});

test('CONFORMANCE.md has rows for every section 1–9, with unique ids', () => {
  assert.ok(rows.length >= 150, `${rows.length} rows`);
  const ids = rows.map((row) => row.id);
  assert.equal(new Set(ids).size, ids.length, 'duplicate row ids');
  for (let section = 1; section <= 9; section += 1) {
    assert.ok(
      rows.some((row) => row.id.startsWith(`${section}.`)),
      `no row for section ${section}`,
    );
  }
  for (const row of rows)
    assert.ok(row.requirement && row.how, `row ${row.id} (line ${row.line}) needs a requirement and how it is met`);
});

test('every row has a status: pass with tests, deviation with a reason, or pending for search only', (t) => {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const where = `${DOCUMENT}:${row.line} (row ${row.id})`;
    const kind = row.status.startsWith('deviation') ? 'deviation' : row.status;
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (kind === 'pass') {
      assert.ok(row.tests !== '—' && row.tests !== PENDING_MARKER, `${where}: a pass row must name its tests`);
    } else if (kind === 'deviation') {
      assert.match(row.status, /^deviation: \S.{15,}/, `${where}: a deviation needs its reason ("deviation: …")`);
    } else if (kind === 'pending') {
      assert.equal(row.tests, PENDING_MARKER, `${where}: pending rows carry ${PENDING_MARKER}`);
    } else {
      assert.fail(`${where}: status "${row.status}" is not pass, deviation: … or pending`);
    }
    if (row.tests === PENDING_MARKER) assert.equal(kind, 'pending', `${where}: ${PENDING_MARKER} only on pending rows`);
  }
  t.diagnostic(`rows by status: ${JSON.stringify(counts)}`);
});

test('every test named in CONFORMANCE.md exists and is run by npm test', () => {
  const sources = new Map<string, string>();
  const missing: string[] = [];
  for (const row of rows) {
    if (row.tests === '—' || row.tests === PENDING_MARKER) continue;
    for (const {file, title} of parseReferences(row.tests, `row ${row.id}`)) {
      assert.ok(
        RUN_BY_NPM_TEST.some((pattern) => pattern.test(file)),
        `row ${row.id}: ${file} is not a file npm test runs`,
      );
      if (!sources.has(file)) {
        assert.ok(fs.existsSync(path.resolve(file)), `row ${row.id}: ${file} does not exist`);
        sources.set(file, fs.readFileSync(path.resolve(file), 'utf8'));
      }
      if (!declaresTest(sources.get(file)!, title)) missing.push(`row ${row.id}: ${file} › ${title}`);
    }
  }
  assert.deepEqual(missing, [], 'tests named in CONFORMANCE.md that do not exist or are not active');
  const inactive = [...sources].flatMap(([file, source]) => inactiveTestMarkers(source).map((m) => `${file}:${m}`));
  assert.deepEqual(inactive, [], 'files named in CONFORMANCE.md that skip tests (or run only some)');
});
