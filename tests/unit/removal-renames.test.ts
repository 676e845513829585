/**
 * The line switch's successors and "added in" (src/history/removal-renames.ts, the upgrade
 * guide's rename detection; SectionHistory.addedAfter) on the real history, each checked against
 * the declarations of the lines' own installs (lines/{id}/installs/web-sdk), not the history file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {HISTORY_FILE, readHistoryFile} from '../../src/history/file';
import {SectionHistory} from '../../src/history/section-history';
import {removalRenames} from '../../src/history/removal-renames';
import {upgradeGuide, insteadWords} from '../../src/history/upgrade-guide';

const web = SectionHistory.fromData(readHistoryFile(HISTORY_FILE)!, '@powersync/web');
/** Every declaration file text of the common package a line's Web SDK install resolves. */
function commonDeclarations(line: string): string {
  const root = path.resolve('lines', line, 'installs/web-sdk/node_modules/@powersync/common/lib');
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}))
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('.d.ts')) texts.push(fs.readFileSync(path.join(dir, entry.name), 'utf8'));
  };
  walk(root);
  return texts.join('\n');
}

test('PowerSyncConnectionOptions → SyncOptions: the member that took one takes the other, in the installs', () => {
  // The history's detection, as the upgrade guide and the line maps read it.
  const gone = web.removedBy('2.4.0').filter((symbol) => symbol.name === 'PowerSyncConnectionOptions');
  assert.equal(gone.length, 1);
  assert.deepEqual([...removalRenames(web, gone)], [['PowerSyncConnectionOptions', 'SyncOptions']]);
  const entry = upgradeGuide(web, '1.39.1', '2.4.0')
    .releases.flatMap((release) => release.entries)
    .find((e) => e.kind === 'removed' && e.name === 'PowerSyncConnectionOptions' && e.member === undefined);
  assert.equal(entry?.likelyRenamedTo, 'SyncOptions');
  assert.equal(entry?.renamePlaceOf, 'AbstractPowerSyncDatabase.connect');
  assert.match(insteadWords(entry!, '2.4.0').join(' '), /likely renamed to `SyncOptions` \(a guess/);
  // What the installs say: v1's connect took PowerSyncConnectionOptions, v2's takes SyncOptions,
  // and v2 has no PowerSyncConnectionOptions at all.
  const v1 = commonDeclarations('v1');
  const v2 = commonDeclarations('v2');
  assert.match(v1, /connect\(connector: PowerSyncBackendConnector, options\?: PowerSyncConnectionOptions\)/);
  assert.match(v2, /connect\(connector: PowerSyncBackendConnector, options\?: SyncOptions\)/);
  assert.doesNotMatch(v2, /\bPowerSyncConnectionOptions\b/);
  assert.match(v2, /export interface SyncOptions\b/);
});

test('SyncOptions is added after v1’s web 1.39.1, by 2.0.0: not in v1’s install, in v2’s', () => {
  const added = web.addedAfter('1.31.0').find((symbol) => symbol.name === 'SyncOptions');
  assert.deepEqual(added, {name: 'SyncOptions', from: '@powersync/common', addedIn: '2.0.0'});
  assert.equal(web.addedAfter('2.4.0').length, 0, 'nothing after the newest release');
  // 2.0.0 is the first release after 1.39.1, whose install lacks it; 2.4.0's has it.
  const versions = web.releases.map((release) => release.version);
  assert.equal(versions[versions.indexOf('1.39.1') + 1], '2.0.0');
  assert.doesNotMatch(commonDeclarations('v1'), /\b(interface|type) SyncOptions\b/);
  assert.match(commonDeclarations('v2'), /export interface SyncOptions\b/);
});
