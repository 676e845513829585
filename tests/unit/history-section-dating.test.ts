/**
 * A section dates a re-exported symbol by what its own releases showed
 * (src/history/section-history.ts): node 0.1.0 was built on common 1.25.0, so common's changes
 * before it are not node's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readReleaseApi} from '../../src/tooling/history/declarations';
import type {PackageReleases} from '../../src/history/runs';
import {SectionHistory} from '../../src/history/section-history';
import {historyBadges} from './fixtures/history-badges';
import type {ReleaseApi} from '../../src/history/model';

const read = (text: string) => readReleaseApi(new Map([['index.d.ts', text]]), 'index.d.ts');

/**
 * node's history in small: common 1.0.0 adds `Index.toJSON`, 1.1.0 changes its type, 1.2.0
 * deprecates it, 2.0.0 changes it again; node 0.1.0 is first built on 1.2.0, 0.2.0 on 2.0.0.
 */
function nodeFixture(): Record<string, PackageReleases> {
  const release = (version: string, extra = {}) => ({version, date: '2026-01-01', ...extra});
  const at = (type: string, deprecated?: string) =>
    read(
      `export declare class Index {\n  ${deprecated ? `/** @deprecated ${deprecated} */\n  ` : ''}toJSON(): ${type};\n}`,
    );
  const reexport: ReleaseApi = {symbols: {}, reexports: {'@powersync/common': '*'}};
  const on = (version: string, common: string) =>
    release(version, {deps: {'@powersync/common': common}, reexports: {'@powersync/common': '*'}});
  return {
    '@powersync/common': {
      releases: [release('1.0.0'), release('1.1.0'), release('1.2.0'), release('2.0.0')],
      apis: [at('string'), at('number'), at('number', 'use another'), at('boolean', 'use another')],
    },
    '@powersync/node': {releases: [on('0.1.0', '1.2.0'), on('0.2.0', '2.0.0')], apis: [reexport, reexport]},
  };
}

test("a re-exported symbol's changes before the section's first release are not the section's", () => {
  const history = new SectionHistory(nodeFixture(), '@powersync/node');
  const events = history.eventsOf('@powersync/common', 'Index', 'toJSON');
  assert.deepEqual(
    events.map((event) => `${event.kind} ${event.version} (node ${event.sdkVersion})`),
    [
      'added 1.0.0 (node 0.1.0)',
      // 1.1.0's change came before node: node 0.1.0's readers met 1.2.0's declaration, deprecated.
      'deprecated 1.2.0 (node 0.1.0)',
      'changed 2.0.0 (node 0.2.0)',
    ],
  );
  const badges = historyBadges(events, '@powersync/node', 'c.md', '0.2.0');
  assert.match(badges, /Changed in \[@powersync\/common 2\.0\.0 \(node 0\.2\.0\)\]/);
  assert.doesNotMatch(badges, /1\.1\.0/);
  assert.match(badges, /Deprecated since \[@powersync\/common 1\.2\.0 \(node 0\.1\.0\)\]/);
  // The declaring package's own section keeps every change.
  const common = new SectionHistory(nodeFixture(), '@powersync/common');
  assert.deepEqual(
    common.eventsOf('@powersync/common', 'Index', 'toJSON').map((event) => `${event.kind} ${event.version}`),
    ['added 1.0.0', 'changed 1.1.0', 'deprecated 1.2.0', 'changed 2.0.0'],
  );
  // A symbol removed before the section's first release was never the section's: no node release removed it.
  const fixture = nodeFixture();
  fixture['@powersync/common'].apis[2] = read('export declare class Other {}');
  fixture['@powersync/common'].apis[3] = fixture['@powersync/common'].apis[2];
  const gone = new SectionHistory(fixture, '@powersync/node').eventsOf('@powersync/common', 'Index');
  assert.deepEqual(
    gone.map((event) => `${event.kind} ${event.version} (node ${event.sdkVersion})`),
    ['added 1.0.0 (node undefined)'],
  );
});

test('a symbol of a package the history does not read is dated by when the section exported it', () => {
  // common 1.0.0 and 1.1.0 re-export js-logger's ILogger, 2.0.0 no longer; node 0.1.0 is built on
  // 1.1.0, 0.2.0 on 2.0.0. The history reads no js-logger: only the export has a history.
  const release = (version: string, extra = {}) => ({version, date: '2026-01-01', ...extra});
  const withLogger = {reexports: {'js-logger': ['ILogger']}};
  const none: ReleaseApi = {symbols: {}, reexports: {}};
  const on = (version: string, common: string) =>
    release(version, {deps: {'@powersync/common': common}, reexports: {'@powersync/common': '*'}});
  const packages: Record<string, PackageReleases> = {
    '@powersync/common': {
      releases: [release('1.0.0', withLogger), release('1.1.0', withLogger), release('2.0.0')],
      apis: [none, none, none],
    },
    '@powersync/node': {
      releases: [on('0.1.0', '1.1.0'), on('0.2.0', '2.0.0')],
      apis: [
        {symbols: {}, reexports: {'@powersync/common': '*'}},
        {symbols: {}, reexports: {'@powersync/common': '*'}},
      ],
    },
  };
  const history = new SectionHistory(packages, '@powersync/node');
  assert.equal(history.reads('js-logger'), false);
  assert.equal(history.reads('@powersync/common'), true);
  // What the declaring package's history says: nothing (it is not read).
  assert.deepEqual(history.eventsOf('js-logger', 'ILogger'), []);
  const events = history.exportEvents('ILogger');
  assert.deepEqual(
    events.map((event) => `${event.kind} ${event.from} ${event.version}`),
    ['added @powersync/node 0.1.0', 'removed @powersync/node 0.2.0'],
  );
  // On node 0.1.0's page: added then, and removed later.
  const badges = historyBadges(events, '@powersync/node', 'c.md', '0.1.0');
  assert.match(badges, /Added in \[@powersync\/node 0\.1\.0\]\(c\.md#v0-1-0\)/);
  assert.match(badges, /Later: removed in \[@powersync\/node 0\.2\.0\]/);
  assert.deepEqual(history.exportEvents('NoSuchName'), []);
  // What every view reads (badges, search marks, MCP): these for the unread package's symbol.
  assert.deepEqual(history.shownEvents('js-logger', 'ILogger'), events);
});
