/**
 * Issue 52, point 5: each release line's sections, the default line's too, installed as a
 * reader's `npm install` lays out the `@powersync/*` packages, peers included. The lines' own
 * installs (`lines/{id}/installs/{section}/node_modules`, from the committed lockfiles, `npm run
 * install:lines`) against the fidelity check's clean installs, made apart with npm's default
 * peer handling (src/tooling/fidelity/clean-install.ts): every `@powersync/*` package at the same
 * place and version. React Native 2.1.0 has `@powersync/common` 2.0.0 at the top (the peer of
 * `@powersync/shared-internals` 1.1.1, which the re-exported hooks resolve) and its own 2.1.0
 * nested; the default line's React 1.8.2 beside Web 1.31.0 has its peer 1.57.3 at the top and
 * the Web SDK's 1.45.0 nested; a `legacy-peer-deps` install has only the pinned release, at the top.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';
import {scopeLayout} from '../../src/tooling/fidelity/scope-layout';
import {scopeSplits, splitSentence} from '../../src/manifest/scope-splits';

const lines = cleanInstallLines();
await cleanInstalls(lines.flatMap((line) => line.installs));

test("each line section's @powersync/* packages sit where a reader's clean install puts them", () => {
  const differing: string[] = [];
  let compared = 0;
  for (const line of lines) {
    for (const install of line.installs) {
      const section = path.basename(install.dir);
      const ours = scopeLayout(path.resolve(line.installDirOf(section)));
      const readers = scopeLayout(install.dir);
      assert.ok(Object.keys(ours).length > 0, `${line.id}/${section}: not installed (npm run install:lines)`);
      compared += Object.keys(readers).length;
      for (const location of new Set([...Object.keys(ours), ...Object.keys(readers)]))
        if (ours[location] !== readers[location])
          differing.push(
            `${line.id}/${section} ${location}: ${ours[location] ?? '-'}, a reader's ${readers[location] ?? '-'}`,
          );
    }
  }
  assert.ok(compared > 40, `only ${compared} placements compared`);
  assert.deepEqual(differing, []);
});

test("where a reader's install holds two releases of a package, the Changes page says whose declarations read which", () => {
  let splitSections = 0;
  for (const line of lines)
    for (const sdk of line.sdks()) {
      // From the clean install made apart, not the tree that generated the page.
      const splits = scopeSplits(sdk.scopeResolutions ?? []);
      const page = fs.readFileSync(path.resolve(line.referenceDir, sdk.id, 'changes.md'), 'utf8');
      const facts = page.split(/\n## /).find((release) => release.startsWith(`${sdk.packageName} ${sdk.version} `));
      assert.ok(facts, `${line.id}/${sdk.id}: no entry for ${sdk.version}`);
      for (const split of splits) {
        assert.ok(
          facts.includes(splitSentence(split, sdk)),
          `${line.id}/${sdk.id}: the Changes page does not say ${splitSentence(split, sdk)}`,
        );
        // The facts name every release of the package: "@powersync/common 2.1.0 and 2.0.0".
        const said: string = /clean install resolves it: (.*)\./.exec(facts)?.[1] ?? '';
        const named = new RegExp(`${split.packageName.replace(/[./]/g, '\\$&')} ((?:[\\d.]+)(?: and [\\d.]+)*)`).exec(
          said,
        );
        assert.deepEqual(
          named?.[1]?.split(' and ').sort(),
          split.releases.map((release) => release.version).sort(),
          `${line.id}/${sdk.id}: "${said}" does not name every release of ${split.packageName}`,
        );
      }
      if (!splits.length)
        assert.doesNotMatch(facts, /This install holds/, `${line.id}/${sdk.id}: a split the install does not have`);
      splitSections += splits.length ? 1 : 0;
    }
  // v2: React Native, Capacitor and TanStack; the default line: React, Vue and Attachments.
  assert.ok(splitSections >= 6, `only ${splitSections} sections with two releases of a package`);
});
