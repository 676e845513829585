/**
 * Issue #43: every line documented as its users install it. The type-for-type comparison with a
 * clean install is tests/site/fidelity.test.ts; here, what the built pages of each line say
 * about where their API comes from: the versions a section is read with, source lines at those
 * releases, every entry point, and one page for an interface merged with its constructor const.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines, lineManifest} from '../../src/lines/lines';
import {lineEnvironment} from '../../src/manifest/node-environment';
import {resolveManifest} from '../../src/manifest/validate';
import {SYMBOLS_FILE} from '../../src/generate/typedoc/paths';
import {SEARCH_INDEX_FILE} from '../../src/plugins/search/constants';
import {readSerializedIndex} from '../../src/search/index-format';
import {listBuiltPages} from '../../src/tooling/build-output';
import {readBuilt} from './build-files';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';
import {readSiteSettings} from '../../src/site-settings';

const {baseUrl} = readSiteSettings();
const lines = allLines(manifest).map(({id}) => {
  const folders = lineFolders(manifest, id);
  return {
    id,
    folders,
    buildDir: path.resolve('build', folders.buildFolder),
    base: folders.isDefault ? baseUrl : `${baseUrl}${id}/`,
    sdks: resolveManifest(lineManifest(manifest, id), lineEnvironment(path.resolve('.'), folders)),
  };
});
const v2 = lines.find((line) => line.id === 'v2')!;
const page = (line: (typeof lines)[number], route: string) =>
  loadHtml(fs.readFileSync(path.join(line.buildDir, `${route}.html`), 'utf8'));

test('each section is read with the @powersync/common its own install resolves, and its Changes page says which', async () => {
  // Against a reader's clean install of each section, made apart with npm's default peer
  // handling (src/tooling/fidelity/clean-install.ts), not the lockfiles the lines were read from.
  const readers = cleanInstallLines();
  await cleanInstalls(readers.flatMap((line) => line.installs));
  let pinned = 0;
  let peerOnly = 0;
  for (const reader of readers) {
    const line = lines.find((l) => l.id === reader.id)!;
    for (const sdk of reader.sdks()) {
      const where = `${line.id}/${sdk.id}`;
      const common = sdk.dependencyVersions['@powersync/common'];
      const ours = line.sdks.find((s) => s.id === sdk.id)!;
      assert.equal(ours.dependencyVersions['@powersync/common'], common, `${where}: a reader's install has ${common}`);
      // What the package itself declares: an exact dependency is what the section reads,
      // whatever the line's other sections get.
      const declared = JSON.parse(
        fs.readFileSync(
          path.join(
            reader.installs.find((i) => path.basename(i.dir) === sdk.id)!.dir,
            'node_modules',
            sdk.packageName,
            'package.json',
          ),
          'utf8',
        ),
      ) as {dependencies?: Record<string, string>; peerDependencies?: Record<string, string>};
      const dependency = declared.dependencies?.['@powersync/common'];
      if (dependency && /^\d+\.\d+\.\d+$/.test(dependency)) {
        assert.equal(common, dependency, `${where}: pinned by ${sdk.packageName} ${sdk.version}`);
        pinned += 1;
      } else if (!dependency && declared.peerDependencies?.['@powersync/common']) peerOnly += 1;
    }
  }
  // Both kinds are there for the checks above to mean something.
  assert.ok(pinned >= 5 && peerOnly >= 3, `${pinned} pinned and ${peerOnly} peer-only sections`);
  for (const line of lines)
    for (const sdk of line.sdks) {
      const $ = page(line, `${sdk.id}/changes`);
      const facts = $(`h2#v${sdk.version.replace(/\./g, '-')}`)
        .next('p')
        .text();
      assert.match(
        facts,
        new RegExp(
          `documented in this line as a clean install resolves it: .*@powersync/common ${sdk.dependencyVersions['@powersync/common']?.replace(/\./g, '\\.')}`,
        ),
        `${line.id}/${sdk.id}: ${facts}`,
      );
    }
});

test('every symbol page of a PowerSync declaration links its source at the release its section reads', () => {
  let checked = 0;
  const missing: string[] = [];
  const wrongTag: string[] = [];
  for (const line of lines)
    for (const sdk of line.sdks) {
      const versions: Record<string, string> = {...sdk.dependencyVersions, [sdk.packageName]: sdk.version};
      const records = JSON.parse(fs.readFileSync(path.resolve(line.folders.cacheDir, sdk.id, SYMBOLS_FILE), 'utf8'))
        .symbols as Array<{page: string; declaration: string}>;
      for (const record of records) {
        const declaring = /^(@powersync\/[^@]+)@/.exec(record.declaration)?.[1];
        if (!declaring) continue; // re-exported from another library (js-logger's interfaces)
        checked += 1;
        // The page's first "Defined in" paragraph is its symbol's (members' come after it).
        const html = readBuilt(path.join(line.buildDir, sdk.id, record.page.replace(/\.md$/, '.html')));
        const source = /<p>Defined in: <a href="([^"]*)"/.exec(html)?.[1];
        if (!source) missing.push(`${line.id}/${sdk.id}/${record.page}`);
        else if (!source.includes(`/blob/${declaring}@${versions[declaring]}/`))
          wrongTag.push(`${line.id}/${sdk.id}/${record.page}: ${source}`);
      }
    }
  assert.ok(checked > 2000, `only ${checked} pages checked`);
  assert.deepEqual(missing, [], 'symbol pages without "Defined in"');
  assert.deepEqual(wrongTag, [], 'source links at another release than the section reads');
});

test("every subpath with declarations is documented: Web 2.x's shared-memory-pool, Node's worker", () => {
  const $ = page(v2, 'web-sdk/classes/InMemoryWriteAheadLogPool');
  assert.equal(
    $('[data-import-line]').first().text(),
    "import InMemoryWriteAheadLogPool from '@powersync/web/extra/shared-memory-pool';",
  );
  const options = page(v2, 'web-sdk/interfaces/InMemoryWriteAheadLogPoolOptions');
  assert.equal(
    options('[data-import-line]').first().text(),
    "import type { InMemoryWriteAheadLogPoolOptions } from '@powersync/web/extra/shared-memory-pool';",
  );
  for (const line of lines) {
    const worker = page(line, 'node-sdk/functions/startPowerSyncWorker');
    assert.match(worker('[data-import-line]').first().text(), /from '@powersync\/node\/worker\.js';$/, line.id);
  }
});

test('an interface merged with its constructor const is one page: description, constructor, members, value import', () => {
  for (const sdk of ['web-sdk', 'node-sdk', 'react-native-sdk', 'capacitor-sdk']) {
    const $ = page(v2, `${sdk}/interfaces/PowerSyncDatabase`);
    const where = `v2/${sdk}`;
    assert.equal(
      $('[data-import-line]').first().text(),
      `import { PowerSyncDatabase } from '@powersync/${sdk.replace(/-sdk$/, '')}';`,
      where,
    );
    // The const's doc comment (Capacitor's is its own).
    if (sdk !== 'capacitor-sdk')
      assert.match($('article').text(), /A PowerSync database which provides SQLite functionality/, where);
    const constructor = $('h3#constructor').nextAll('pre.signature').first().text();
    assert.match(constructor, /^new PowerSyncDatabase\(options: \w+Options\): CommonPowerSyncDatabase;$/, where);
    assert.ok($('h3#connect').length === 1 && $('h3#watch').length === 1, `${where}: the members`);
    // The other kind's route, which v2 shipped, leads to this page.
    const moved = fs.readFileSync(path.join(v2.buildDir, sdk, 'variables/PowerSyncDatabase.html'), 'utf8');
    assert.match(
      moved,
      new RegExp(
        `location\\.replace\\("${v2.base}${sdk}/interfaces/PowerSyncDatabase"\\+location\\.search\\+location\\.hash\\)`,
      ),
    );
  }
  // One symbol for search and the sitemap: no page of the variable.
  const routes = listBuiltPages(v2.buildDir, {baseUrl: v2.base}).map((p) => p.route);
  assert.ok(!routes.some((route) => /variables\/PowerSyncDatabase$/.test(route)));
  assert.ok(!fs.readFileSync(path.join(v2.buildDir, 'sitemap.xml'), 'utf8').includes('variables/PowerSyncDatabase'));
  const records = readSerializedIndex(JSON.parse(fs.readFileSync(path.join(v2.buildDir, SEARCH_INDEX_FILE), 'utf8')));
  const urls = records.map((record) => record.url);
  assert.ok(!urls.some((url) => url.includes('variables/PowerSyncDatabase')));
  assert.ok(urls.some((url) => url.endsWith('web-sdk/interfaces/PowerSyncDatabase')));
});
