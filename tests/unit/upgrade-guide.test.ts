/**
 * Upgrade guides (src/history/upgrade-guide.ts) and the release arithmetic of the MCP tools
 * (src/mcp/releases.ts, src/mcp/release-facts.ts) on a small made-up package history.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ReleaseApi, SymbolState} from '../../src/history/model';
import {SectionHistory} from '../../src/history/section-history';
import {guideGroups, replacementOf, UnknownReleaseError, upgradeGuide} from '../../src/history/upgrade-guide';
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
