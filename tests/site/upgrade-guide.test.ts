/**
 * The upgrade guide (src/history/upgrade-guide.ts: one model, shown by the Changes page and the
 * MCP tool `upgrade_guide`) against the TypeScript compiler over the two installs an upgrade goes
 * between, never against the history file the guide is made from: the default line's install of
 * the older release and the newest line's of the newer one (lines/{id}/installs/<section>/
 * node_modules; the releases come from the manifest, so a release move changes the pairs). For each pair:
 * - every export the compiler sees in the older install and not the newer is in the guide as
 *   removed or renamed, and so is every member lost by a class, interface or enum both have;
 * - every removal the guide lists is really absent from the newer install;
 * - every name the guide offers instead (a replacement, a rename, a member of the same name) is
 *   in the newer install, and not deprecated there unless the guide says so;
 * - no `@deprecated` note the guide quotes is cut off: none is a mere start of the note the
 *   declaration file writes (of the older install for a removal, the newer for a deprecation).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SectionHistory} from '../../src/history/section-history';
import {upgradeGuide, type GuideEntry} from '../../src/history/upgrade-guide';
import {HISTORY_FILE} from '../../src/history/file';
import type {ExportedSymbol} from '../../src/tooling/fidelity/export-surface';
import {newest, PAIRS, surfacesOf} from './upgrade-pairs';

const history = JSON.parse(fs.readFileSync(path.resolve(HISTORY_FILE), 'utf8'));

const versionIn = (dir: string, packageName: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', packageName, 'package.json'), 'utf8')).version as string;
/** The history keys statics `static create`; a reader (and the compiler's property list) calls it `create`. */
const plain = (member: string) => member.replace(/^static /, '');

/** `X` or `X.member` in an install: present, and whether it is deprecated there. */
function lookUp(surface: Map<string, ExportedSymbol>, name: string): {deprecated: boolean} | undefined {
  const [symbol, ...rest] = name.split('.');
  const found = surface.get(symbol);
  if (!found || rest.length === 0) return found;
  const deprecated = found.members.get(plain(rest.join('.')));
  return deprecated === undefined ? undefined : {deprecated: deprecated || found.deprecated};
}

/** A note as a reader reads it: links as their names (`#` as `.`), `@see` as its target, one space. */
const readable = (note: string) =>
  note
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*([^}]*))?\}/g, (_, target: string, label?: string) =>
      (label ?? target).trim(),
    )
    .replace(/@see\s+/g, '')
    .replace(/#/g, '.')
    .replace(/\s+/g, ' ')
    .trim();

/** The note the declaration file writes for `X` or `X.member`. */
function noteIn(surface: Map<string, ExportedSymbol>, name: string, member?: string): string | undefined {
  const found = surface.get(name);
  return member === undefined ? found?.note : found?.notes.get(plain(member));
}

/** Every name an entry offers instead of what it lists, and whether it says that name is deprecated. */
function offered(entry: GuideEntry): Array<{name: string; saysDeprecated: boolean}> {
  return [
    ...(entry.replacement ? [{name: entry.replacement, saysDeprecated: !!entry.replacementDeprecated}] : []),
    ...(entry.renamedTo ? [{name: `${entry.name}.${entry.renamedTo}`, saysDeprecated: false}] : []),
    ...(entry.likelyRenamedTo ? [{name: entry.likelyRenamedTo, saysDeprecated: false}] : []),
    ...(entry.sameNamedMembers ?? []).map((name) => ({name, saysDeprecated: false})),
    ...(entry.addedBeside ?? []).map((name) => ({name, saysDeprecated: false})),
  ];
}

for (const pair of PAIRS) {
  test(`upgrade guide ${pair.packageName} ${pair.from} → ${pair.to} against the compiler over both installs`, () => {
    assert.notEqual(pair.from.split('.')[0], pair.to.split('.')[0], 'an upgrade across a major');
    assert.equal(
      versionIn(pair.oldInstall, pair.packageName),
      pair.from,
      'the default line installs the older release',
    );
    assert.equal(versionIn(pair.newInstall, pair.packageName), pair.to, `the ${newest} line installs the newer`);
    const {before, after} = surfacesOf(pair);
    const guide = upgradeGuide(SectionHistory.fromData(history, pair.packageName), pair.from, pair.to);
    const entries = guide.releases.flatMap((release) => release.entries);
    const listedGone = new Set(
      entries
        .filter((entry) => entry.kind === 'removed' || entry.kind === 'renamed')
        .map((entry) => (entry.member === undefined ? entry.name : `${entry.name}.${plain(entry.member)}`)),
    );
    const problems: string[] = [];

    // What the compiler sees go is in the guide (members a type has through `Required` or `Omit`
    // included: the history's reader compiles with TypeScript's lib, src/tooling/history/reader-lib.ts).
    for (const [name, symbol] of before) {
      const now = after.get(name);
      if (!now) {
        if (!listedGone.has(name)) problems.push(`${name}: gone from ${pair.to}, not in the guide as removed`);
        continue;
      }
      for (const member of symbol.members.keys())
        if (!now.members.has(member) && !listedGone.has(`${name}.${member}`))
          problems.push(`${name}.${member}: gone from ${pair.to}, not in the guide as removed`);
    }
    // What the guide says went is gone.
    for (const entry of entries) {
      if (entry.kind !== 'removed' && entry.kind !== 'renamed') continue;
      const key = entry.member === undefined ? entry.name : `${entry.name}.${plain(entry.member)}`;
      if (lookUp(after, key)) problems.push(`${key}: listed as ${entry.kind}, but ${pair.to} has it`);
    }
    // What the guide offers instead is there, and not deprecated unless it says so.
    for (const entry of entries)
      for (const {name, saysDeprecated} of offered(entry)) {
        const found = lookUp(after, name);
        const where = `${entry.name}${entry.member ? `.${entry.member}` : ''} (${entry.kind})`;
        if (!found) problems.push(`${where}: offers ${name}, which ${pair.to} does not have`);
        else if (found.deprecated && !saysDeprecated)
          problems.push(`${where}: offers ${name}, deprecated in ${pair.to}, without saying so`);
      }

    // What the guide quotes is the whole note.
    let quoted = 0;
    for (const entry of entries) {
      if (!entry.message || (entry.kind !== 'removed' && entry.kind !== 'deprecated')) continue;
      const note = noteIn(entry.kind === 'removed' ? before : after, entry.name, entry.member);
      if (note === undefined) continue;
      quoted++;
      // A removal may quote the note of a later release than `from` (the last before it went):
      // only a quote that stops short of the note it is a start of is wrong.
      const [said, written] = [readable(entry.message), readable(note)];
      if (said !== written && written.startsWith(said))
        problems.push(
          `${entry.name}${entry.member ? `.${entry.member}` : ''}: quotes "${said}", cut off from "${written}"`,
        );
    }
    assert.ok(quoted > 0, 'some quoted notes were checked');

    const checked = before.size + [...before.values()].reduce((sum, symbol) => sum + symbol.members.size, 0);
    assert.deepEqual(
      problems,
      [],
      `${problems.length} of ${checked} exports and members of ${pair.from} (and ${entries.length} guide entries) disagree`,
    );
  });
}
