/**
 * API history: the declaration reader and the differ on fixture releases
 * (fixtures/history/v1 → v2), the run encoding, the dating of re-exported symbols, the badges.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {readReleaseApi} from '../../src/tooling/history/declarations';
import {declarationFiles, typesEntry} from '../../src/tooling/history/registry';
import {diffApis, ownApi, symbolEvents, type Change} from '../../src/history/events';
import {decodePackage, encodeHistory, own, type PackageReleases} from '../../src/history/runs';
import {SectionHistory} from '../../src/history/section-history';
import {FULL_CHANGE_ENTRIES, changesPage, plainDocText, releaseAnchor, sinceRelease} from '../../src/history/render';
import {historyBadges} from './fixtures/history-badges';
import {isMajorRelease} from '../../src/history/versions';
import {compareVersions, lowestAccepted} from '../../src/history/versions';
import type {ReleaseApi} from '../../src/history/model';
import {HISTORY_FILE, serializeHistory} from '../../src/history/file';
import {loadSectionHistory} from '../../src/generate/typedoc/history';
import type {ResolvedSdk} from '../../src/manifest/validate';
import {historySubset, packagesFor} from '../../src/history/subset';
import {
  groupChanges,
  pairFromSearch,
  searchNamesPair,
  searchOfPair,
} from '../../src/theme/ReleaseCompare/compare-model';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'history');

function filesOf(release: string): Map<string, string> {
  const root = path.join(fixtures, release);
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return files;
}

const apiOf = (release: string) => readReleaseApi(filesOf(release), 'lib/index.d.ts');
const summary = (changes: Change[]) =>
  changes.map((c) => `${c.kind} ${c.member ? `${c.name}.${c.member}` : c.name}`).sort();

test('reads exports through export-star chains, keeps re-exports from other packages apart', () => {
  const api = apiOf('v1');
  assert.deepEqual(Object.keys(api.symbols).sort(), ['Db', 'Kept', 'LEVEL', 'Moved', 'Old', 'open', 'parse', 'query']);
  assert.deepEqual(api.reexports, {'other-pkg': '*'});
  assert.equal(api.symbols.Db.kind, 'interface');
  assert.equal(api.symbols.LEVEL.decl, 'const LEVEL: 1 | 2');
  assert.equal(api.symbols.query.decl, 'function query(sql: string): Promise<unknown>;');
  // Private members are not API; static ones are keyed apart.
  assert.deepEqual(Object.keys(api.symbols.Kept.members).sort(), ['static create', 'x']);
});

test('the differ: added, removed, moved file, overload added, optional parameter, widened type, @deprecated', () => {
  const changes = diffApis(ownApi('fixture', apiOf('v1')), ownApi('fixture', apiOf('v2')));
  assert.deepEqual(summary(changes), [
    'added Db.dispose',
    'added added',
    'changed LEVEL', // 1 | 2 → 1 | 2 | 3
    'changed parse', // optional parameter added
    'changed query', // overload added
    'deprecated Db.close',
    'removed Old',
  ]);
  // Moved to another file, doc comments reworded, private fields renamed: no change.
  for (const quiet of ['Moved', 'open', 'Kept', 'Db.run'])
    assert.ok(!summary(changes).some((line) => line.endsWith(` ${quiet}`)), quiet);
  const query = changes.find((c) => c.name === 'query')!;
  assert.equal(query.before, 'function query(sql: string): Promise<unknown>;');
  assert.equal(
    query.after,
    'function query(sql: string): Promise<unknown>;\nfunction query(sql: string, parameters: unknown[]): Promise<unknown>;',
  );
  assert.equal(changes.find((c) => c.kind === 'changed' && c.name === 'LEVEL')!.after, 'const LEVEL: 1 | 2 | 3');
  assert.equal(changes.find((c) => c.kind === 'deprecated')!.message, 'Use {@link Db.dispose} instead.');
});

test('one deprecated overload of several does not deprecate the member', () => {
  const files = new Map([
    [
      'index.d.ts',
      'export declare class A {\n  /** @deprecated old form */\n  f(a: string): void;\n  f(a: number): void;\n}',
    ],
  ]);
  assert.equal(readReleaseApi(files, 'index.d.ts').symbols.A.members.f.deprecated, undefined);
});

const release = (version: string, extra = {}) => ({version, date: '2026-01-01', ...extra});

test('runs: decode(encode(x)) is x, and a release inserted mid-history encodes as if read in order', () => {
  const v1 = apiOf('v1');
  const v2 = apiOf('v2');
  const inOrder = {fixture: {releases: [release('1.0.0'), release('1.1.0'), release('2.0.0')], apis: [v1, v2, v1]}};
  const data = encodeHistory(inOrder);
  const decoded = decodePackage(data, 'fixture');
  assert.deepEqual(decoded.apis, inOrder.fixture.apis);
  // Known: 1.0.0 and 2.0.0; 1.1.0 read later and inserted.
  const partial = decodePackage(
    encodeHistory({fixture: {releases: [release('1.0.0'), release('2.0.0')], apis: [v1, v1]}}),
    'fixture',
  );
  const merged: PackageReleases = {
    releases: [partial.releases[0], release('1.1.0'), partial.releases[1]],
    apis: [partial.apis[0], v2, partial.apis[1]],
  };
  assert.deepEqual(encodeHistory({fixture: merged}), data);
  // A symbol named like an Object.prototype member is still a symbol.
  const odd: ReleaseApi = {symbols: {constructor: {kind: 'function', decl: 'x', members: {}}}, reexports: {}};
  const oddData = encodeHistory({p: {releases: [release('1.0.0')], apis: [odd]}});
  assert.equal(own(decodePackage(oddData, 'p').apis[0].symbols, 'constructor')?.decl, 'x');
});

test('events of a symbol and of a member, oldest first, with before and after', () => {
  const pkg: PackageReleases = {
    releases: [release('1.0.0'), release('2.0.0')],
    apis: [apiOf('v1'), apiOf('v2')],
  };
  assert.deepEqual(
    symbolEvents(pkg, 'query').map((e) => [e.kind, e.version]),
    [
      ['added', '1.0.0'],
      ['changed', '2.0.0'],
    ],
  );
  assert.deepEqual(
    symbolEvents(pkg, 'Db', 'close').map((e) => [e.kind, e.version, e.message]),
    [
      ['added', '1.0.0', undefined],
      ['deprecated', '2.0.0', 'Use {@link Db.dispose} instead.'],
    ],
  );
  assert.deepEqual(
    symbolEvents(pkg, 'Old').map((e) => [e.kind, e.version]),
    [
      ['added', '1.0.0'],
      ['removed', '2.0.0'],
    ],
  );
});

/** An SDK that re-exports the base package: 0.1.0 built on base 1.0.0, 0.2.0 and 0.3.0 on 2.0.0. */
function sdkFixture(): Record<string, PackageReleases> {
  const none: ReleaseApi = {symbols: {}, reexports: {'@powersync/base': '*'}};
  return {
    '@powersync/base': {releases: [release('1.0.0'), release('2.0.0')], apis: [apiOf('v1'), apiOf('v2')]},
    '@powersync/sdk': {
      releases: [
        release('0.1.0', {deps: {'@powersync/base': '1.0.0'}, reexports: {'@powersync/base': '*'}}),
        release('0.2.0', {deps: {'@powersync/base': '2.0.0'}, reexports: {'@powersync/base': '*'}}),
        release('0.3.0', {deps: {'@powersync/base': '2.0.0'}, reexports: {'@powersync/base': '*'}}),
      ],
      apis: [none, none, none],
    },
  };
}

test('a re-exported symbol is dated by the base release and by the first SDK release built on it', () => {
  const history = new SectionHistory(sdkFixture(), '@powersync/sdk');
  assert.deepEqual(
    history.eventsOf('@powersync/base', 'query').map((e) => [e.kind, e.version, e.sdkVersion]),
    [
      ['added', '1.0.0', '0.1.0'],
      ['changed', '2.0.0', '0.2.0'],
    ],
  );
  assert.deepEqual(
    history.eventsOf('@powersync/base', 'added').map((e) => [e.kind, e.version, e.sdkVersion]),
    [['added', '2.0.0', '0.2.0']],
  );
  const changes = history.changes();
  assert.deepEqual(
    changes.map((c) => c.release.version),
    ['0.3.0', '0.2.0', '0.1.0'],
  );
  assert.equal(changes[0].changes.length, 0, '0.3.0 changed nothing');
  assert.ok(summary(changes[1].changes).includes('removed Old'));
  assert.equal(changes[2].initial, 8);
  assert.deepEqual(summary(history.diff('0.1.0', '0.3.0')!), summary(changes[1].changes));
});

test('badges name the base release and the SDK release, link the Changes page, and escape nothing twice', () => {
  const history = new SectionHistory(sdkFixture(), '@powersync/sdk');
  const badges = historyBadges(history.eventsOf('@powersync/base', 'Db', 'close'), '@powersync/sdk', '../changes.md');
  assert.match(badges, /Added in \[@powersync\/base 1\.0\.0 \(sdk 0\.1\.0\)\]\(\.\.\/changes\.md#v0-1-0\)/);
  assert.match(badges, /Deprecated since \[@powersync\/base 2\.0\.0 \(sdk 0\.2\.0\)\]\(\.\.\/changes\.md#v0-2-0\)/);
  assert.doesNotMatch(badges, /Removed/);
  assert.equal(historyBadges([], '@powersync/sdk', 'changes.md'), '', 'unknown to the history: no badge');
  assert.equal(releaseAnchor('1.31.0'), 'v1-31-0');
  assert.equal(plainDocText('Use {@link Table} or {@link Db.dispose | dispose()}.'), 'Use Table or dispose().');
});

test("a page's badges are of the declaration its release has, not a later one of the same name", () => {
  // Declared in 0.1.0, gone in 0.5.1, declared again in 0.8.0 (Capacitor's CapacitorSQLiteAdapter members).
  const event = (kind: 'added' | 'removed', version: string) => ({
    kind,
    version,
    from: '@powersync/x',
    sdkVersion: version,
  });
  const events = [event('added', '0.1.0'), event('removed', '0.5.1'), event('added', '0.8.0')];
  const on = (version?: string) => historyBadges(events, '@powersync/x', 'c.md', version);
  assert.match(on('0.2.0'), /Added in \[@powersync\/x 0\.1\.0\]/);
  // After the page's release: worded and styled as later, not as the page's own history.
  assert.match(on('0.2.0'), /api-history__badge--later">Later: removed in \[@powersync\/x 0\.5\.1\]/);
  assert.doesNotMatch(on('0.2.0'), /Removed in/);
  assert.match(on('0.6.0'), /api-history__badge--removed">Removed in \[@powersync\/x 0\.5\.1\]/);
  assert.doesNotMatch(on('0.2.0'), /0\.8\.0/);
  assert.match(on('0.8.2'), /Added in \[@powersync\/x 0\.8\.0\]/);
  assert.doesNotMatch(on('0.8.2'), /Removed|0\.1\.0/);
  // No release given (a page of no particular release): the last declaration, as before.
  assert.match(on(undefined), /Added in \[@powersync\/x 0\.8\.0\]/);
  // Added only after the page's release: nothing to say of the member it shows.
  assert.equal(historyBadges([event('added', '0.8.0')], '@powersync/x', 'c.md', '0.2.0'), '');
  // "since" (the page model's) is the release the "Added in" badge links, of the same declaration.
  assert.equal(sinceRelease(events, '0.2.0'), '0.1.0');
  assert.equal(sinceRelease(events, '0.8.2'), '0.8.0');
  assert.equal(sinceRelease([event('added', '0.8.0')], '0.2.0'), null);
  // A re-export no release of the section shipped yet: no section release to name.
  assert.equal(sinceRelease([{kind: 'added', version: '1.0.0', from: '@powersync/common'}], '0.2.0'), null);
});

test('events after the release a page documents read "Later:" and link to a line that documents them', () => {
  const at = (kind: 'added' | 'changed' | 'deprecated' | 'removed', version: string, sdkVersion?: string) => ({
    kind,
    version,
    from: '@powersync/common',
    ...(sdkVersion ? {sdkVersion} : {}),
  });
  // Re-exported from common: 1.57.0 came with no release of the section (it pins 1.54.0), 2.0.0 with 0.20.0.
  const events = [at('added', '1.47.0', '0.17.1'), at('changed', '1.57.0'), at('removed', '2.0.0', '0.20.0')];
  const context = {
    installed: {'@powersync/common': '1.54.0'},
    laterLink: (event: {sdkVersion?: string}) =>
      event.sdkVersion ? `pathname://../../v2/node-sdk/changes#v0-20-0` : undefined,
  };
  const badges = historyBadges(events, '@powersync/node', 'c.md', '0.18.8', context);
  assert.match(badges, /Added in \[@powersync\/common 1\.47\.0 \(node 0\.17\.1\)\]\(c\.md#v0-17-1\)/);
  assert.match(badges, /--later">Later: changed in @powersync\/common 1\.57\.0</);
  assert.match(
    badges,
    /--later">Later: removed in \[@powersync\/common 2\.0\.0 \(node 0\.20\.0\)\]\(pathname:\/\/\.\.\/\.\.\/v2\/node-sdk\/changes#v0-20-0\)/,
  );
  assert.doesNotMatch(badges, /"api-history__badge api-history__badge--(changed|removed)"/);
  // A page of a release that has them all: its own history, no "Later".
  const newer = historyBadges(
    [at('added', '1.47.0', '0.17.1'), at('changed', '1.57.0', '0.19.0')],
    '@powersync/node',
    'c.md',
    '0.19.0',
    {
      installed: {'@powersync/common': '1.57.3'},
    },
  );
  assert.match(newer, /--changed">Changed in/);
  assert.doesNotMatch(newer, /Later/);
});

test('the Changes page lists each release newest first, with before/after as text and links to pages', () => {
  const history = new SectionHistory(sdkFixture(), '@powersync/sdk');
  const page = changesPage({
    sectionLabel: 'SDK',
    packageName: '@powersync/sdk',
    releases: history.changes(),
    pageOf: (name) => (name === 'Db' ? {page: 'interfaces/Db.md', anchors: ['close', 'dispose']} : undefined),
    lines: [
      {label: 'Line A', version: '0.1.0', changesUrl: 'pathname:///a/sdk/changes', current: false},
      {label: 'Line B', version: '0.3.0', changesUrl: 'pathname:///sdk/changes', current: true},
    ],
  });
  assert.ok(page.indexOf('{#v0-3-0}') < page.indexOf('{#v0-2-0}'));
  assert.match(page, /\[`Db\.dispose`\]\(interfaces\/Db\.md#dispose\) member \(from @powersync\/base\)/);
  assert.match(
    page,
    /`Db\.close` member|\[`Db\.close`\]\(interfaces\/Db\.md#close\) member \(from @powersync\/base\): Use Db\.dispose instead\./,
  );
  assert.match(page, /Promise&lt;unknown&gt;;&#10;function query\(sql: string, parameters: unknown\[\]\)/);
  assert.match(page, /documented in \[Line A\]\(pathname:\/\/\/a\/sdk\/changes\)/);
  assert.match(page, /\*\*Line B\*\* \(this one\)/);
  // A removed symbol has no page to link to in this line.
  assert.match(page, /- `Old` class \(from @powersync\/base\)/);
});

test('the Changes page names the line its links to a release go to, under the release this line documents', () => {
  const history = new SectionHistory(sdkFixture(), '@powersync/sdk');
  const input = {
    sectionLabel: 'SDK',
    packageName: '@powersync/sdk',
    releases: history.changes(),
    pageOf: () => undefined,
    lines: [
      {label: 'Line A', version: '0.1.0', changesUrl: 'pathname:///a/sdk/changes', current: false},
      {label: 'Line B', version: '0.3.0', changesUrl: 'pathname:///sdk/changes', current: true},
    ],
  };
  const elsewhere = [
    {
      packageName: '@powersync/base',
      version: '1.57.3',
      label: 'Line A',
      url: 'pathname://../a/web',
      documented: '1.45.0',
    },
  ];
  const page = changesPage({...input, elsewhere});
  const releases = page.split(/\n## /);
  const sentence =
    'Links to declarations of @powersync/base 1.57.3 go to [Line A](pathname://../a/web), the release line that documents that release; this line documents 1.45.0.';
  assert.ok(releases.find((r) => r.startsWith('@powersync/sdk 0.3.0 '))?.includes(sentence));
  assert.equal(page.split(sentence).length, 2, 'once, under the release this line documents');
  assert.doesNotMatch(changesPage(input), /Links to declarations/);
});

test('past the entry budget, older releases keep their anchor and facts, with counts and a link that shows them', () => {
  const change = (name: string, kind: Change['kind']): Change =>
    ({kind, name, from: '@x/pkg', symbolKind: 'class'}) as Change;
  const release = (version: string, changes: Change[]) => ({release: {version, date: ''}, changes});
  const many = (prefix: string, count: number) =>
    Array.from({length: count}, (_, i) => change(`${prefix}${i}`, 'added'));
  const page = changesPage({
    sectionLabel: 'X',
    packageName: '@x/pkg',
    releases: [
      release('2.2.0', many('A', FULL_CHANGE_ENTRIES + 5)),
      release('2.1.0', [change('B', 'added')]),
      release('2.0.0', [change('C', 'removed'), change('D', 'added')]),
      release('1.0.0', []),
    ],
    pageOf: () => undefined,
    lines: [],
    selfUrl: 'pathname://changes',
  });
  // The newest release is listed whatever its size; every older one that passes the budget is counted.
  assert.match(page, /`A0` class/);
  assert.match(
    page,
    /## @x\/pkg 2\.1\.0 \{#v2-1-0\}\n\n\.\n\n1 change \(1 added\): \[show them\]\(pathname:\/\/changes\?from=2\.0\.0&to=2\.1\.0#compare\)\./,
  );
  // A new major is listed in full past the budget: the release a reader upgrading across it reads.
  assert.match(page, /\{#v2-0-0\}[^]*\*\*Removed\*\* \(1\)\n\n- `C` class/);
  assert.doesNotMatch(page, /from=1\.0\.0&to=2\.0\.0/);
  assert.doesNotMatch(page, /`B` class/);
  // Readers are not told the maintainers' command.
  assert.doesNotMatch(page, /npm run/);
  assert.match(page, /\{#v1-0-0\}\n\n\.\n\nNo change to the exported API\./);
});

test('a new major release: 1.0.0 and later majors, not a 0.x minor', () => {
  assert.equal(isMajorRelease('2.0.0', '1.39.1'), true);
  assert.equal(isMajorRelease('1.0.0', '0.15.2'), true);
  assert.equal(isMajorRelease('0.16.0', '0.15.2'), false);
  assert.equal(isMajorRelease('1.40.0', '1.39.1'), false);
});

test('"Changed in" names and links every release that changed it, however many', () => {
  const events = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'].map((version, i) => ({
    kind: i === 0 ? ('added' as const) : ('changed' as const),
    version,
    from: '@x/pkg',
    sdkVersion: version,
  }));
  const badges = historyBadges(events, '@x/pkg', 'c.md');
  assert.match(
    badges,
    /Changed in \[@x\/pkg 1\.1\.0\]\(c\.md#v1-1-0\), \[@x\/pkg 1\.2\.0\]\(c\.md#v1-2-0\), \[@x\/pkg 1\.3\.0\]\(c\.md#v1-3-0\) and \[@x\/pkg 1\.4\.0\]\(c\.md#v1-4-0\)/,
  );
  assert.doesNotMatch(badges, /earlier/);
});

test('versions: semver order and the lowest version a range accepts', () => {
  assert.deepEqual(['1.10.0', '1.9.2', '2.0.0', '1.9.10'].sort(compareVersions), [
    '1.9.2',
    '1.9.10',
    '1.10.0',
    '2.0.0',
  ]);
  assert.equal(lowestAccepted('^1.45.0'), '1.45.0');
  assert.equal(lowestAccepted('workspace:*'), undefined);
});

test('tarballs: declarations and package.json by path inside the package, long names included', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-tar-'));
  const deep = path.join(dir, 'package', 'lib', 'a'.repeat(60), 'b'.repeat(60));
  fs.mkdirSync(deep, {recursive: true});
  fs.writeFileSync(path.join(deep, 'index.d.ts'), 'export declare const deep: 1;');
  fs.writeFileSync(path.join(dir, 'package', 'package.json'), '{"types": "./lib/index"}');
  fs.writeFileSync(path.join(dir, 'package', 'lib', 'index.d.ts'), 'export {};');
  fs.writeFileSync(path.join(dir, 'package', 'lib', 'index.js'), 'export {};');
  execFileSync('tar', ['--format=pax', '-cf', path.join(dir, 'p.tar'), '-C', dir, 'package']);
  const files = declarationFiles(fs.readFileSync(path.join(dir, 'p.tar')));
  assert.deepEqual([...files.keys()].sort(), [
    `lib/${'a'.repeat(60)}/${'b'.repeat(60)}/index.d.ts`,
    'lib/index.d.ts',
    'package.json',
  ]);
  assert.equal(
    typesEntry({version: '1.0.0', types: './lib/index', dist: {tarball: ''}}, files),
    'lib/index.d.ts',
    '`types` without extension',
  );
  assert.ok(zlib.gzipSync(fs.readFileSync(path.join(dir, 'p.tar'))).length > 0);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a section the committed history does not know at its version stops generation, naming both', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-site-'));
  const sdk = {id: 'x-sdk', packageName: '@x/pkg', version: '1.1.0'} as ResolvedSdk;
  assert.throws(() => loadSectionHistory(siteDir, sdk), /history\/api-history\.json is missing: run `npm run history`/);
  fs.mkdirSync(path.join(siteDir, 'history'));
  fs.writeFileSync(
    path.join(siteDir, HISTORY_FILE),
    serializeHistory(encodeHistory({'@x/pkg': {releases: [release('1.0.0')], apis: [apiOf('v1')]}})),
  );
  assert.throws(() => loadSectionHistory(siteDir, sdk), /does not know @x\/pkg 1\.1\.0: run `npm run history`/);
  assert.equal(loadSectionHistory(siteDir, {...sdk, version: '1.0.0'}).releases.length, 1);
  fs.rmSync(siteDir, {recursive: true, force: true});
});

test('a section subset keeps its package and what it re-exports from, with only their texts', () => {
  const data = encodeHistory(sdkFixture());
  const unrelated = encodeHistory({
    ...sdkFixture(),
    '@powersync/other': {
      releases: [release('9.0.0')],
      apis: [{symbols: {Z: {kind: 'class', decl: 'class Z', members: {}}}, reexports: {}}],
    },
  });
  assert.deepEqual(packagesFor(unrelated, '@powersync/sdk'), ['@powersync/base', '@powersync/sdk']);
  const subset = historySubset(unrelated, '@powersync/sdk');
  assert.deepEqual(subset, data);
  assert.ok(!subset.texts.includes('class Z'));
  assert.deepEqual(
    summary(SectionHistory.fromData(subset, '@powersync/sdk').diff('0.1.0', '0.2.0')!),
    summary(new SectionHistory(sdkFixture(), '@powersync/sdk').diff('0.1.0', '0.2.0')!),
  );
});

test('the compare form: the pair in the URL, `to` the newest when left out, an unknown release said, never replaced', () => {
  const page = {sdk: 'x-sdk', packageName: '@x/pkg', releases: ['2.0.0', '1.1.0', '1.0.0'], documented: '1.1.0'};
  const pair = (from: string, to: string) => ({pair: {from, to}, problems: []});
  assert.deepEqual(pairFromSearch('', page), pair('1.0.0', '1.1.0'));
  assert.deepEqual(pairFromSearch('?from=1.0.0&to=2.0.0', page), pair('1.0.0', '2.0.0'));
  assert.deepEqual(pairFromSearch('?from=1.0.0', page), pair('1.0.0', '2.0.0'), 'no `to`: the newest');
  assert.deepEqual(pairFromSearch('?from=9.9.9&to=abc', page).problems, [
    '"9.9.9" (from) is not a release of @x/pkg',
    '"abc" (to) is not a release of @x/pkg',
  ]);
  assert.deepEqual(pairFromSearch('', {...page, documented: '1.0.0'}), pair('1.0.0', '1.0.0'), 'oldest');
  assert.equal(searchOfPair({from: '1.0.0', to: '2.0.0'}), '?from=1.0.0&to=2.0.0');
  assert.equal(searchNamesPair('?from=1&to=2'), true);
  assert.equal(searchNamesPair('?from=1'), true);
  assert.equal(searchNamesPair('?q=1'), false);
  const groups = groupChanges(diffApis(ownApi('fixture', apiOf('v1')), ownApi('fixture', apiOf('v2'))));
  assert.deepEqual(
    groups.map((group) => [group.title, group.changes.length]),
    [
      ['Added', 2],
      ['Changed', 3],
      ['Deprecated', 1],
      ['Removed', 1],
    ],
  );
});

/** Three releases of a package whose members move to a base and back, and one that is removed. */
function movingFixture(): PackageReleases {
  const common = new Map([
    ['package.json', '{"name":"@powersync/common","types":"lib/index.d.ts"}'],
    [
      'lib/index.d.ts',
      'export declare class Remote { constructor(url: string); get(path: string): Promise<unknown>; }',
    ],
  ]);
  const read = (text: string) =>
    readReleaseApi(new Map([['index.d.ts', text]]), 'index.d.ts', new Map([['@powersync/common', common]]));
  const v1 = read(`import {Remote} from '@powersync/common';
export declare class Resolved { readonly columns: string[]; }
export declare class Table { readonly name: string; readonly columns: string[]; gone(): void; }
export declare class WebRemote extends Remote { constructor(url: string); get(path: string): Promise<unknown>; }
export interface Options { a: string; b: number; }
export declare class Runner { run(): void; }
export declare class Job extends Runner {}`);
  const v2 = read(`import {Remote} from '@powersync/common';
export declare class Resolved { readonly name: string; readonly columns: string[]; private secret; }
export declare class Table extends Resolved {}
export declare class WebRemote extends Remote {}
interface Base { a: string }
export type Options = Base & { b: number };
export declare class Runner { run(): void; }
export declare class Job extends Runner { run(): void; }`);
  const v3 = read(`import {Remote} from '@powersync/common';
export declare class Resolved { readonly columns: string[]; }
export declare class Table extends Resolved { readonly name: string; }
export declare class WebRemote extends Remote {}
export type Options = { a: string };
export declare class Runner { run(): void; }
export declare class Job extends Runner { run(): void; }`);
  const encoded = encodeHistory({
    '@powersync/x': {releases: [release('1.0.0'), release('2.0.0'), release('3.0.0')], apis: [v1, v2, v3]},
  });
  return decodePackage(encoded, '@powersync/x');
}

test('a class that becomes a const of a constructor type keeps its constructor: "moved", not removed', () => {
  const read = (text: string) => readReleaseApi(new Map([['index.d.ts', text]]), 'index.d.ts');
  const before = read('export declare class Db { constructor(options: string); close(): void; }');
  const after = read(`export interface DbConstructor<O> { new (options: O): Db; }
export declare const Db: DbConstructor<string>;
export interface Db { close(): void; }
export declare const Plain: {version: string};`);
  assert.deepEqual(after.symbols.Db.inherited, {constructor: 'DbConstructor'});
  assert.equal(after.symbols.Plain.inherited, undefined, 'a const that is not a constructor has no constructor');
  const changes = diffApis(ownApi('@powersync/x', before), ownApi('@powersync/x', after))
    .filter((change) => change.member)
    .map(
      (change) =>
        `${change.kind} ${change.name}.${change.member}${change.base ? ` ${change.direction} ${change.base}` : ''}`,
    );
  assert.deepEqual(changes, ['moved Db.constructor out DbConstructor']);
});

test('a member that moves to a base, another package\'s included, or back is "moved", not removed or added', () => {
  const pkg = movingFixture();
  // The reader: members had without being declared, with the type that declares them.
  assert.deepEqual(pkg.apis[1].symbols.Table.inherited, {columns: 'Resolved', name: 'Resolved'});
  assert.deepEqual(pkg.apis[1].symbols.WebRemote.inherited, {constructor: 'Remote', get: 'Remote'});
  assert.deepEqual(pkg.apis[1].symbols.Options.inherited, {a: 'Base', b: 'Options'});
  assert.equal(pkg.apis[1].symbols.Resolved.inherited, undefined, 'private members are not API');
  // A class built from a mixin: the members of every part, each named after its class.
  const mixin = readReleaseApi(
    new Map([
      [
        'index.d.ts',
        `declare class Pool { constructor(name: string); protected readMutex: unknown; close(): void; }
declare const Adapter_base: (new (...args: any[]) => { get(): void; close(): void }) & typeof Pool;
export declare class Adapter extends Adapter_base {}`,
      ],
    ]),
    'index.d.ts',
  );
  assert.deepEqual(mixin.symbols.Adapter.inherited, {close: 'Pool', constructor: 'Pool', get: '', readMutex: 'Pool'});
  const moves = (a: number, b: number) =>
    diffApis(ownApi('@powersync/x', pkg.apis[a]), ownApi('@powersync/x', pkg.apis[b]))
      .filter((change) => change.member)
      .map(
        (change) =>
          `${change.kind} ${change.name}.${change.member}${change.base ? ` ${change.direction} ${change.base}` : ''}`,
      )
      .sort();
  assert.deepEqual(moves(0, 1), [
    'added Resolved.name',
    'moved Job.run in Runner',
    'moved Options.a out Base',
    'moved Options.b out Options',
    'moved Table.columns out Resolved',
    'moved Table.name out Resolved',
    'moved WebRemote.constructor out Remote',
    'moved WebRemote.get out Remote',
    'removed Table.gone',
  ]);
  assert.deepEqual(moves(1, 2), ['moved Table.name in Resolved', 'removed Resolved.name']);
  // The member's own events: the page of 1.0.0 shows `Table.name` and must not say it was removed.
  assert.deepEqual(
    symbolEvents(pkg, 'Table', 'name').map((event) => `${event.kind} ${event.version}`),
    ['added 1.0.0', 'moved 2.0.0', 'moved 3.0.0'],
  );
  // Badges date a member from when readers could call it: inherited first, declared later
  // (Job.run), or gone while only inherited (Options.b, from the alias's object type in 2.0.0).
  const events = (symbol: string, member: string) =>
    symbolEvents(pkg, symbol, member).map((event) => `${event.kind} ${event.version}`);
  assert.deepEqual(events('Job', 'run'), ['added 1.0.0', 'moved 2.0.0']);
  assert.deepEqual(events('Options', 'b'), ['added 1.0.0', 'moved 2.0.0', 'removed 3.0.0']);
  const badges = historyBadges(
    symbolEvents(pkg, 'Table', 'name').map((event) => ({...event, from: '@powersync/x', sdkVersion: event.version})),
    '@powersync/x',
    'changes.md',
    '1.0.0',
  );
  assert.match(badges, /Added in/);
  assert.doesNotMatch(badges, /Removed/);
  // The Changes page says where a moved member comes from, linked when the type has a page.
  const page = changesPage({
    sectionLabel: 'X',
    packageName: '@powersync/x',
    releases: new SectionHistory({'@powersync/x': pkg}, '@powersync/x').changes(),
    pageOf: (name) => (name === 'Resolved' || name === 'Table' ? {page: `classes/${name}.md`, anchors: []} : undefined),
    lines: [],
  });
  assert.match(page, /\*\*Moved\*\* \(7\)/);
  assert.match(
    page,
    /- \[`Table\.name`\]\(classes\/Table\.md\) member: now comes from \[`Resolved`\]\(classes\/Resolved\.md\)/,
  );
  assert.match(page, /- `WebRemote\.get` member: now comes from `Remote`/);
  assert.match(page, /- `Options\.b` member: now declared in the type alias/);
  assert.match(
    page,
    /- \[`Table\.name`\]\(classes\/Table\.md\) member: now declared here \(it came from \[`Resolved`\]\(classes\/Resolved\.md\) before\)/,
  );
  assert.match(page, /\*\*Removed\*\* \(1\)\n\n- \[`Table\.gone`\]/);
});

test("what a type has through the lib's utility types is inherited; the lib's own members are not", () => {
  // web's WebStreamingSyncImplementationOptions has retryDelayMs only through
  // `Required<AdditionalConnectionOptions>`; react-native's HookWatchOptions, through `Omit`.
  const api = readReleaseApi(
    new Map([
      [
        'index.d.ts',
        `interface Connection { retryDelayMs?: number; readonly throttleMs: number; close(): void; }
export interface Required1 extends Required<Connection> { own: string; }
export interface Omitted extends Omit<Connection, 'close'> {}
export type Picked = Pick<Connection, 'retryDelayMs'> & Partial<{ extra: number }>;
export declare class Failure extends Error { code: number; }
export interface Rows extends Iterable<number> { length: number; }`,
      ],
    ]),
    'index.d.ts',
  );
  const inherited = (name: string) => api.symbols[name].inherited;
  assert.deepEqual(inherited('Required1'), {close: 'Connection', retryDelayMs: 'Connection', throttleMs: 'Connection'});
  assert.deepEqual(inherited('Omitted'), {retryDelayMs: 'Connection', throttleMs: 'Connection'});
  assert.deepEqual(inherited('Picked'), {extra: 'Picked', retryDelayMs: 'Connection'});
  // `message` and `[Symbol.iterator]` are the lib's, whatever TypeScript the reader runs.
  assert.equal(inherited('Failure'), undefined);
  assert.equal(inherited('Rows'), undefined);
});

test('a @deprecated note cut mid-sentence by a @see is read whole, the @see as a link', () => {
  const text = [
    'export interface CrudEntry {',
    '  /**',
    '   * The hash code for this object.',
    '   * @deprecated This should not be necessary in the JS SDK.',
    '   * Use the  @see CrudEntry#equals method instead.',
    '   * TODO remove in the next major release.',
    '   */',
    '  hashCode(): string;',
    '  /**',
    '   * @deprecated Use {@link CrudEntry.equals}.',
    '   * @see CrudEntry#equals',
    '   */',
    '  other(): string;',
    '}',
  ].join('\n');
  const {members} = readReleaseApi(new Map([['index.d.ts', text]]), 'index.d.ts').symbols.CrudEntry;
  assert.equal(
    members.hashCode.deprecated,
    'This should not be necessary in the JS SDK.\nUse the {@link CrudEntry#equals} method instead.\nTODO remove in the next major release.',
  );
  // A note that ends its sentence does not take the @see after it.
  assert.equal(members.other.deprecated, 'Use {@link CrudEntry.equals}.');
});
