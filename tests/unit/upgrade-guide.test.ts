/**
 * Upgrade guides (src/history/upgrade-guide.ts) and the release arithmetic of the MCP tools
 * (src/mcp/releases.ts, src/mcp/release-facts.ts) on a small made-up package history.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ReleaseApi, SymbolState} from '../../src/history/model';
import type {PackageReleases} from '../../src/history/runs';
import {SectionHistory} from '../../src/history/section-history';
import {guideGroups, replacementOf, UnknownReleaseError, upgradeGuide} from '../../src/history/upgrade-guide';
import {objectMembers} from '../../src/history/guide-members';
import {similarNames} from '../../src/history/guide-replacements';
import {releaseFacts} from '../../src/mcp/release-facts';
import {nearestLine, nearestVersions, newestMatching} from '../../src/mcp/releases';
import {differs} from '../../src/mcp/resolve-release';
import type {ReferenceLine} from '../../src/mcp/reference';

const symbol = (
  kind: string,
  decl: string,
  members: Record<string, string> = {},
  deprecated?: string,
): SymbolState => ({
  kind,
  decl,
  ...(deprecated !== undefined ? {deprecated} : {}),
  members: Object.fromEntries(Object.entries(members).map(([key, text]) => [key, {decl: text}])),
});
const api = (symbols: Record<string, SymbolState>): ReleaseApi => ({symbols, reexports: {}});

const PKG = '@x/sdk';
const history = new SectionHistory(
  {
    [PKG]: {
      releases: [
        {version: '1.0.0', date: '2026-01-01'},
        {version: '1.1.0', date: '2026-02-01'},
        {version: '2.0.0', date: '2026-03-01'},
      ],
      apis: [
        api({
          Old: symbol('class', 'class Old'),
          Db: symbol('interface', 'interface Db', {run: 'run(): void;', flags: 'flags: Flags;'}),
          Kept: symbol('function', 'function kept(): void;'),
        }),
        api({
          Old: symbol('class', 'class Old', {}, 'Use {@link New} instead.'),
          New: symbol('class', 'class New'),
          Temp: symbol('class', 'class Temp'),
          Db: symbol('interface', 'interface Db', {run: 'run(): void;', flags: 'flags: Flags;'}),
          Kept: symbol('function', 'function kept(): void;'),
        }),
        api({
          New: symbol('class', 'class New'),
          Db: symbol('interface', 'interface Db', {run: 'run(): void;', database: 'database: Flags;'}),
          Kept: symbol('function', 'function kept(strict?: boolean): void;'),
        }),
      ],
    },
  },
  PKG,
);

const entries = (version: string) =>
  upgradeGuide(history, '1.0.0', '2.0.0')
    .releases.find((r) => r.version === version)!
    .entries.map((e) => `${e.kind} ${e.member ? `${e.name}.${e.member}` : e.name}`)
    .sort();

test('an upgrade guide is the net difference, each change under the release that made it', () => {
  const guide = upgradeGuide(history, '1.0.0', '2.0.0');
  assert.deepEqual(
    guide.releases.map((r) => r.version),
    ['1.1.0', '2.0.0'],
  );
  assert.deepEqual(entries('1.1.0'), ['added New']);
  // Temp came and went in between: not a change an upgrade sees. Old's deprecation is subsumed by its removal.
  assert.deepEqual(entries('2.0.0'), ['changed Kept', 'removed Old', 'renamed Db.flags']);
});

test('a removed export carries the replacement its last @deprecated text named; a rename names the new member', () => {
  const release = upgradeGuide(history, '1.0.0', '2.0.0').releases.find((r) => r.version === '2.0.0')!;
  const removed = release.entries.find((e) => e.kind === 'removed')!;
  assert.equal(removed.replacement, 'New');
  assert.equal(removed.message, 'Use {@link New} instead.');
  const renamed = release.entries.find((e) => e.kind === 'renamed')!;
  assert.equal(renamed.renamedTo, 'database');
  const changed = release.entries.find((e) => e.kind === 'changed')!;
  assert.deepEqual(
    [changed.before, changed.after],
    ['function kept(): void;', 'function kept(strict?: boolean): void;'],
  );
  // What breaks comes before what is new.
  assert.deepEqual(
    guideGroups(release).map((g) => g.kind),
    ['removed', 'renamed', 'changed'],
  );
});

test('an unknown release, or a pair that goes backwards, is an UnknownReleaseError', () => {
  assert.throws(() => upgradeGuide(history, '1.0.5', '2.0.0'), UnknownReleaseError);
  assert.throws(() => upgradeGuide(history, '2.0.0', '1.0.0'), /not older than/);
});

test('replacementOf reads the first link of a @deprecated text', () => {
  assert.equal(replacementOf('Use {@link Table} instead'), 'Table');
  assert.equal(
    replacementOf('Use {@link AbstractPowerSyncDatabase#close} instead.'),
    'AbstractPowerSyncDatabase.close',
  );
  assert.equal(replacementOf('No longer used.'), undefined);
});

test('release facts: a member not yet there says when it came, one removed when it went', () => {
  const later = releaseFacts(history, '1.0.0', 'New');
  assert.equal(later.present, false);
  assert.match(later.lines[0], /^New is not exported by @x\/sdk 1\.0\.0: added in @x\/sdk 1\.1\.0: not in 1\.0\.0\.$/);
  const gone = releaseFacts(history, '2.0.0', 'old');
  assert.equal(gone.name, 'Old', 'matched ignoring case, answered with the declared case');
  assert.match(gone.lines[0], /removed in @x\/sdk 2\.0\.0: Use New instead/);
  const member = releaseFacts(history, '1.1.0', 'Db', 'DATABASE');
  assert.equal(member.present, false);
  assert.match(member.lines[0], /^Db\.database is not in @x\/sdk 1\.1\.0: added in @x\/sdk 2\.0\.0: not in 1\.1\.0\.$/);
  const there = releaseFacts(history, '1.1.0', 'Db', 'flags');
  assert.equal(there.present, true);
  assert.ok(there.lines.includes('flags: Flags;'));
});

test('nearest versions and the nearest line, counted in releases', () => {
  const known = ['1.0.0', '1.1.0', '1.2.0', '2.0.0', '2.1.0', '2.2.0', '2.3.0'];
  // By version, among its own major's releases when it has any.
  assert.deepEqual(nearestVersions(known, '2.0.5'), ['2.0.0', '2.1.0', '2.2.0', '2.3.0']);
  assert.deepEqual(nearestVersions(known, '1.1.5'), ['1.0.0', '1.1.0', '1.2.0']);
  assert.deepEqual(nearestVersions(known, '1.9'), ['1.0.0', '1.1.0', '1.2.0'], 'not the newest 2.x');
  assert.deepEqual(nearestVersions(known, '3.0.0'), ['2.1.0', '2.2.0', '2.3.0'], 'no 3.x: the nearest of all');
  const line = (id: string, version: string): ReferenceLine => ({
    id,
    label: id,
    packages: {[PKG]: version},
    site: () => {
      throw new Error('not opened');
    },
  });
  const lines = [line('current', '1.0.0'), line('v2', '2.3.0')];
  assert.equal(nearestLine(lines, known, PKG, '1.1.0')?.line.id, 'current');
  assert.equal(nearestLine(lines, known, PKG, '2.1.0')?.line.id, 'v2');
  // Three releases from each: the newer line, where an upgrade leads.
  assert.equal(nearestLine(lines, known, PKG, '2.0.0')?.line.id, 'v2');
  // Its own major's line, however many releases apart: 1.2.0 is one release from 2.0.0, four from 2.3.0.
  const three = [line('current', '1.0.0'), line('v2', '2.3.0'), line('v1', '1.2.0')];
  assert.equal(nearestLine(three, known, PKG, '2.0.0')?.line.id, 'v2');
  assert.equal(nearestLine(three, known, PKG, '1.1.0')?.line.id, 'v1', 'a tie: the newer of its major');
});

test('a partial version names the newest release it matches, as npm reads it', () => {
  const known = ['1.30.0', '1.31.0', '1.31.1', '1.32.0', '2.3.0', '2.3.1', '2.4.0'];
  assert.equal(newestMatching(known, '1.31'), '1.31.1');
  assert.equal(newestMatching(known, '1.31.x'), '1.31.1');
  assert.equal(newestMatching(known, '1'), '1.32.0');
  assert.equal(newestMatching(known, '2.x'), '2.4.0');
  assert.equal(newestMatching(known, '1.31.0'), undefined, 'an exact version is not partial');
  assert.equal(newestMatching(known, '^1.31.0'), undefined, 'a range is resolve_release’s');
  assert.equal(newestMatching(known, '1.33'), undefined);
  assert.deepEqual(nearestVersions(known, '1.33'), ['1.31.0', '1.31.1', '1.32.0'], 'three below, none above in 1.x');
});

test('how a release differs from its line reads from the older release to the newer', () => {
  // 1.0.0 → 1.1.0 adds New and Temp (and deprecates Old): seen from either side, they are additions.
  const older = differs(history, '1.1.0', '1.0.0');
  assert.match(older, /^1 release older; from 1\.0\.0 to 1\.1\.0: 2 added, /);
  assert.match(older, /upgrade_guide from "@x\/sdk@1\.0\.0" to "@x\/sdk@1\.1\.0"/);
  assert.doesNotMatch(older, /removed/);
  const newer = differs(history, '1.0.0', '1.1.0');
  assert.match(newer, /^1 release newer; from 1\.0\.0 to 1\.1\.0: 2 added, /);
});

test('a removed function without a replacement names the functions added beside it, as a hint; types get none', () => {
  const loggers = new SectionHistory(
    {
      [PKG]: {
        releases: [
          {version: '1.0.0', date: ''},
          {version: '2.0.0', date: ''},
        ],
        apis: [
          api({
            createBaseLogger: symbol('function', 'function createBaseLogger(): Logger;'),
            BaseConnectionOptions: symbol('interface', 'interface BaseConnectionOptions'),
          }),
          api({
            createConsoleLogger: symbol('function', 'function createConsoleLogger(options?: X): PowerSyncLogger;'),
            BaseCreateDiffTriggerOptions: symbol('interface', 'interface BaseCreateDiffTriggerOptions'),
          }),
        ],
      },
    },
    PKG,
  );
  const [release] = upgradeGuide(loggers, '1.0.0', '2.0.0').releases;
  const removed = Object.fromEntries(release.entries.filter((e) => e.kind === 'removed').map((e) => [e.name, e]));
  assert.deepEqual(removed.createBaseLogger.addedBeside, ['createConsoleLogger']);
  assert.equal(removed.BaseConnectionOptions.addedBeside, undefined);
});

/** A made-up history with what issue 52 found missing: a foreign re-export, a lost base, an alias turned interface. */
function issue52History() {
  const withBase = (state: SymbolState, inherited: Record<string, string>): SymbolState => ({...state, inherited});
  const common: PackageReleases = {
    releases: [
      {version: '1.0.0', date: '2026-01-01', reexports: {'js-logger': ['ILogger']}},
      {version: '2.0.0', date: '2026-03-01'},
    ],
    apis: [
      {
        reexports: {'js-logger': ['ILogger']},
        symbols: {
          Base: symbol('class', 'class Base', {waitForStatus: 'waitForStatus(): Promise<void>;'}),
          Impl: withBase(symbol('class', 'class Impl extends Base', {own: 'own(): void;'}), {waitForStatus: 'Base'}),
          Result: symbol(
            'type',
            'type Result = {\n    rowsAffected: number;\n    rows?: {\n        length: number;\n    };\n}',
          ),
          Options: symbol('interface', 'interface Options', {
            retryDelay: 'retryDelay?: number;',
          }),
          Extra: symbol('interface', 'interface Extra', {retryDelayMs: 'retryDelayMs?: number;'}),
          Kind: symbol('enum', 'enum Kind', {RUST: 'RUST = "rust"'}, 'Use {@link Kind.RUST}.'),
          LogLevel: symbol('variable', 'const LogLevel: {\n    TRACE: number;\n    DEBUG: number;\n}'),
          Flow: symbol('interface', 'interface Flow', {x: 'x: number;'}),
          Status: symbol('class', 'class Status', {flow: 'get flow(): Flow;'}),
        },
      },
      {
        reexports: {},
        symbols: {
          Impl: symbol('class', 'class Impl', {own: 'own(): void;'}),
          BaseResult: symbol('interface', 'interface BaseResult', {rowsAffected: 'rowsAffected?: number;'}),
          Result: withBase(symbol('interface', 'interface Result extends BaseResult', {rows: 'rows?: ResultSet;'}), {
            rowsAffected: 'BaseResult',
          }),
          Options: symbol('interface', 'interface Options', {}),
          Sync: symbol('interface', 'interface Sync', {retryDelayMs: 'retryDelayMs?: number;'}),
          LogLevels: symbol('variable', 'const LogLevels: {\n    readonly trace: 10;\n    readonly debug: 20;\n}'),
          Flow: symbol('interface', 'interface Flow', {x: 'x: number;'}, 'All fields are on {@link Status} directly.'),
          Status: symbol('class', 'class Status', {flow: 'get flow(): Flow;', x: 'x: number;'}),
        },
      },
    ],
  };
  // `Options.retryDelay` names Extra's member, which 2.0.0 has not; `Status.flow` names the deprecated Flow.
  common.apis[0].symbols.Options.members.retryDelay.deprecated = 'Use {@link Extra.retryDelayMs} instead.';
  common.apis[1].symbols.Status.members.flow.deprecated = 'All fields on {@link Flow} are on {@link Status} directly.';
  return new SectionHistory(
    {
      '@x/common': common,
      [PKG]: {
        releases: [
          {version: '1.0.0', date: '2026-01-01', deps: {'@x/common': '1.0.0'}, reexports: {'@x/common': '*'}},
          {version: '2.0.0', date: '2026-03-01', deps: {'@x/common': '2.0.0'}, reexports: {'@x/common': '*'}},
        ],
        apis: [
          {symbols: {}, reexports: {'@x/common': '*'}},
          {symbols: {}, reexports: {'@x/common': '*'}},
        ],
      },
    },
    PKG,
  );
}

test('issue 52: what an upgrade loses or changes that no declaration diff shows, and replacements the target has', () => {
  const guide = upgradeGuide(issue52History(), '1.0.0', '2.0.0');
  const all = guide.releases.flatMap((release) => release.entries);
  const find = (kind: string, name: string, member?: string) =>
    all.find((entry) => entry.kind === kind && entry.name === name && entry.member === member);
  // A re-export from a package the history does not read leaves with it.
  assert.equal(find('removed', 'ILogger')?.from, 'js-logger');
  // A member lost with its base.
  assert.equal(find('removed', 'Impl', 'waitForStatus')?.inheritedFrom, 'Base');
  // A member of a type alias's text, declared now with another type; one inherited from another type now.
  const rows = find('moved', 'Result', 'rows');
  assert.equal(rows?.typeChanged, true);
  assert.match(rows?.before ?? '', /length: number/);
  assert.equal(rows?.after, 'rows?: ResultSet;');
  const affected = find('changed', 'Result', 'rowsAffected');
  assert.deepEqual(
    [affected?.before, affected?.after, affected?.inheritedFrom],
    ['rowsAffected: number;', 'rowsAffected?: number;', 'BaseResult'],
  );
  // A named replacement the target lacks: said so, with its members of that name.
  const delay = find('removed', 'Options', 'retryDelay');
  assert.equal(delay?.replacement, undefined);
  assert.equal(delay?.namedAbsent, 'Extra.retryDelayMs');
  assert.equal(delay?.namedAbsentRemovedIn, '2.0.0');
  assert.deepEqual(delay?.sameNamedMembers, ['Sync.retryDelayMs']);
  // A replacement removed in the same upgrade is never offered.
  const kind = find('removed', 'Kind');
  assert.equal(kind?.replacement, undefined);
  assert.equal(kind?.namedAbsent, 'Kind.RUST');
  // A deprecated name is passed over for the current one its note names.
  assert.equal(find('deprecated', 'Status', 'flow')?.replacement, 'Status');
  // A likely rename, kept as a removal with the guess.
  assert.equal(find('removed', 'LogLevel')?.likelyRenamedTo, 'LogLevels');
  assert.ok(find('added', 'LogLevels'));
});

test('likely renames need a similar name, the same kind and the same shape', () => {
  assert.ok(similarNames('LogLevel', 'LogLevels'));
  assert.ok(similarNames('SyncStatusOptions', 'SyncStatusOption'));
  assert.ok(!similarNames('Table', 'TableV2Options'));
  assert.ok(!similarNames('Row', 'Rows'), 'too short to tell');
  assert.deepEqual(
    objectMembers('type R = Partial<{\n    a: number;\n    b?: {\n        c: string;\n    };\n}>;'),
    new Map([
      ['a', 'a: number;'],
      ['b', 'b?: {\n        c: string;\n    };'],
    ]),
  );
});
