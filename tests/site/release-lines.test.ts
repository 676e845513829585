/**
 * Issue #14, release lines: every line of src/sdk-manifest.ts is built as a site of its own at
 * `{base}{id}/` with its own sections, versions, search index and route table; `versions.json`
 * lists them; `{base}latest/…` leads to the newest line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../src/sdk-manifest';
import {readSiteSettings} from '../../src/site-settings';
import {allLines, lineManifest, newestLine} from '../../src/lines/lines';
import {linePath, versionsFile} from '../../src/lines/versions';
import {LATEST_FOLDER, listBuildFiles, listBuiltPages} from '../../src/tooling/build-output';
import {SEARCH_INDEX_FILE} from '../../src/plugins/search/constants';
import {mainScript} from '../../src/tooling/shipped-bundle';
import {readSerializedIndex} from '../../src/search/index-format';
import {loadHtml} from '../../src/tooling/load-html';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();
const lines = allLines(manifest).map((line) => ({
  ...line,
  path: linePath(manifest, line.id, baseUrl),
  dir: path.join(buildDir, line.id === allLines(manifest)[0].id ? '' : line.id),
  manifest: lineManifest(manifest, line.id),
}));
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Each line's sections as a reader's clean install resolves them (made once, shared with the fidelity check). */
async function cleanInstalledLines() {
  const installs = cleanInstallLines();
  await cleanInstalls(installs.flatMap((line) => line.installs));
  return new Map(installs.map((line) => [line.id, line.sdks()]));
}

test('versions.json lists every line, the default first and each further one named for its @powersync/common major', async () => {
  assert.deepEqual(JSON.parse(read(path.join(buildDir, 'versions.json'))), versionsFile(manifest, baseUrl));
  const listed = versionsFile(manifest, baseUrl).lines;
  assert.deepEqual(
    listed.map((l) => l.id),
    lines.map((l) => l.id),
  );
  assert.equal(listed[0].id, allLines(manifest)[0].id, 'the default line first');
  // Against a reader's clean install of each line's Web SDK (made apart, with npm's default peer
  // handling), not the manifest the lines were written from: the line's @powersync/common is the
  // one its Web SDK resolves, and a further line is named for that release's major, oldest first.
  const installed = await cleanInstalledLines();
  const majors: number[] = [];
  for (const line of listed) {
    const web = installed.get(line.id)?.find((sdk) => sdk.id === 'web-sdk');
    assert.ok(web, `${line.id}: no Web SDK section`);
    const common = web.dependencyVersions['@powersync/common'];
    assert.equal(line.packages['@powersync/common'], common, `${line.id}: the common its Web SDK resolves`);
    assert.equal(line.packages['@powersync/web'], web.version, `${line.id}: the Web SDK installed`);
    if (line.id === listed[0].id) continue;
    const major = Number(common.split('.')[0]);
    assert.equal(line.id, `v${major}`, `${line.id}: named for @powersync/common ${common}`);
    assert.equal(line.path, `${baseUrl}${line.id}/`);
    majors.push(major);
  }
  assert.deepEqual(
    majors,
    [...majors].sort((a, b) => a - b),
    'further lines oldest first (the newest is latest/)',
  );
});

for (const line of lines) {
  test(`line ${line.id}: its own sections at its own versions, at ${line.path}`, () => {
    const sections = fs
      .readdirSync(line.dir, {withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('-sdk.html'))
      .map((entry) => entry.name.replace(/\.html$/, ''))
      .sort();
    assert.deepEqual(sections, line.manifest.sdks.map((sdk) => sdk.id).sort());
    // The landing page's table names each package at the line's version.
    const landing = read(path.join(line.dir, 'index.html'));
    for (const pkg of [line.manifest.shared, ...line.manifest.sdks]) {
      assert.ok(
        landing.includes(`<code>${pkg.packageName}</code></td><td>${pkg.version}<`),
        `${pkg.packageName} ${pkg.version}`,
      );
    }
    // Links stay inside the line: every internal page link of the landing page starts with its path
    // (The release-line dropdown and banner, `data-line`, link to other lines on purpose.)
    const hrefs = [...landing.matchAll(/<a [^>]*href="?(\/[^"\s>#]*)[^>]*>/g)]
      .filter((m) => !m[0].includes('data-line='))
      .map((m) => m[1]);
    assert.ok(hrefs.length > 10);
    const other = hrefs.filter(
      (href) =>
        !href.startsWith(line.path) || lines.some((l) => l.path.length > line.path.length && href.startsWith(l.path)),
    );
    assert.deepEqual(other, []);
  });

  test(`line ${line.id}: its Changes pages say which release each line documents`, () => {
    // Each release heading is followed by its facts; "documented in …" goes with the release the
    // line named there documents (every line's Changes page shows every line's).
    for (const sdk of line.manifest.sdks) {
      const page = read(path.join(line.dir, sdk.id, 'changes.md'));
      for (const other of lines) {
        const version = other.manifest.sdks.find((entry) => entry.id === sdk.id)?.version;
        if (!version) continue;
        const said = other.id === line.id ? 'documented in this line' : `documented in [${other.label}]`;
        const heading = `\n## ${sdk.packageName} ${version}\n`;
        const at = page.indexOf(heading);
        assert.ok(at >= 0, `${sdk.id}: no heading for ${version}`);
        const facts = page.slice(at + heading.length, page.indexOf('\n\n', at + heading.length + 1));
        assert.ok(facts.includes(said), `${line.id} ${sdk.id} ${version}: "${said}" missing in:\n${facts}`);
        assert.equal(page.split(said).length - 1, 1, `${line.id} ${sdk.id}: "${said}" under more than one release`);
      }
    }
  });

  test(`line ${line.id}: its search index has its own pages only`, () => {
    const records = readSerializedIndex(JSON.parse(read(path.join(line.dir, SEARCH_INDEX_FILE))));
    assert.ok(records.length > 1000);
    const outside = records.filter(
      (r) =>
        !r.url.startsWith(line.path) || lines.some((l) => l.path.length > line.path.length && r.url.startsWith(l.path)),
    );
    assert.deepEqual(outside.slice(0, 3), []);
    const sdks = new Set(records.map((r) => r.sdk).filter(Boolean));
    assert.deepEqual([...sdks].sort(), line.manifest.sdks.map((sdk) => sdk.id).sort());
  });

  test(`line ${line.id}: its bundles name no route of another line (a line adds nothing to another's pages)`, () => {
    const main = mainScript(line.dir).source;
    for (const other of lines.filter((l) => l.id !== line.id)) {
      // The default line's routes are `{base}web-sdk/…`; another line's are `{base}{id}/web-sdk/…`.
      const sample = `${other.path}${other.manifest.sdks[0].id}`;
      assert.ok(!main.includes(`"${sample}`), `${line.id}'s main bundle has ${sample}`);
    }
    assert.ok(main.includes(`"${line.path}${line.manifest.sdks[0].id}`), 'the check above can see a route');
  });
}

test('without JavaScript, the release-line dropdown of every line lists every line, its own marked current', () => {
  // Issue #54 item 10: the static HTML listed only the page's line and the newest; the rest came
  // with the maps, on a reader's first hover or focus, which a reader without script never makes.
  const ids = versionsFile(manifest, baseUrl).lines.map((l) => l.id);
  for (const line of lines) {
    for (const file of ['index.html', 'web-sdk/classes/Table.html', 'search.html']) {
      const $ = loadHtml(read(path.join(line.dir, file)));
      const dropdown = $('nav.navbar .dropdown').filter(
        (_, d) => $(d).find('[aria-label^="Release line:"]').length > 0,
      );
      assert.equal(dropdown.length, 1, `${line.id} ${file}: one release-line dropdown`);
      const links = dropdown.find('a[data-line]');
      assert.deepEqual(links.map((_, a) => $(a).attr('data-line')).get(), ids, `${line.id} ${file}: the lines listed`);
      assert.deepEqual(
        links
          .filter((_, a) => $(a).attr('aria-current') === 'page')
          .map((_, a) => $(a).attr('data-line'))
          .get(),
        [line.id],
      );
      // Each other line's link leads to a page of that line that exists: its main page until the maps load.
      for (const other of lines.filter((l) => l.id !== line.id))
        assert.equal(
          links.filter(`[data-line="${other.id}"]`).attr('href'),
          other.path,
          `${line.id} ${file} → ${other.id}`,
        );
    }
  }
});

test('the search page of every line has one main landmark, around its title and search form', () => {
  // Issue #54 item 11 (Lighthouse: "Document does not have a main landmark"): the theme's page
  // had a <main> only around results, which the static page never has.
  for (const line of lines) {
    const $ = loadHtml(read(path.join(line.dir, 'search.html')));
    const main = $('main, [role="main"]');
    assert.equal(main.length, 1, `${line.id}: ${main.length} main landmarks`);
    assert.equal(main.find('h1').length, 1, `${line.id}: the title is in the main landmark`);
    assert.equal(main.find('input[type="search"]').length, 1, `${line.id}: the search form is in the main landmark`);
    assert.equal(main.parents('header, nav, aside, footer, [role]').length, 0, `${line.id}: main is top level`);
  }
});

test('source links of every line point at the release tags its clean install resolves', async () => {
  const installed = await cleanInstalledLines();
  for (const line of lines) {
    const web = installed.get(line.id)!.find((sdk) => sdk.id === 'web-sdk')!;
    const page = read(path.join(line.dir, 'web-sdk', 'classes', 'Table.html'));
    const tags = new Set(
      [...page.matchAll(/github\.com\/powersync-ja\/powersync-js\/blob\/(@powersync\/[^/@]+@[^/]+)\//g)].map((m) =>
        decodeURIComponent(m[1]),
      ),
    );
    assert.ok(tags.size > 0, `${line.id}: the page has source links`);
    const expected = [
      `@powersync/common@${web.dependencyVersions['@powersync/common']}`,
      `@powersync/web@${web.version}`,
    ];
    for (const tag of tags)
      assert.ok(expected.includes(tag), `${line.id}: ${tag} is not one of ${expected.join(', ')}`);
  }
});

test(`${baseUrl}latest/… has a page for every page of the newest line, leading to it with the query and hash`, () => {
  const newest = lines.find((l) => l.id === newestLine(manifest).id)!;
  const pages = listBuiltPages(newest.dir, {baseUrl: newest.path}).filter((p) => p.file !== '404.html');
  const latest = listBuildFiles(path.join(buildDir, LATEST_FOLDER));
  assert.equal(latest.length, pages.length);
  for (const page of pages.filter((_, i) => i % 50 === 0)) {
    const file = page.file === 'index.html' ? 'index.html' : page.file;
    const html = read(path.join(buildDir, LATEST_FOLDER, file));
    assert.ok(
      html.includes(`location.replace(${JSON.stringify(page.route)}+location.search+location.hash)`),
      page.file,
    );
  }
  assert.ok(fs.existsSync(path.join(buildDir, `${LATEST_FOLDER}.html`)));
});

// Moved from the browser (tests/e2e/release-lines.spec.ts loaded latest/web-sdk/classes/Table
// with a query and a hash, and latest, and waited for the newest line's page): what a latest/
// page does is the one line of script above, run before anything else, and a refresh without
// scripts. The newest line's page it leads to has the heading of the hash and names its line.
// Under latest/, a path the newest line lacks is the not-found page's (tests/e2e/wayfinding.spec.ts
// › latest/ takes an older line’s route to the same symbol in the newest line, query and hash kept).
test(`${baseUrl}latest/web-sdk/classes/Table and ${baseUrl}latest lead to the newest line's pages, keeping the query and hash`, () => {
  const newest = lines.find((l) => l.id === newestLine(manifest).id)!;
  const leads = (file: string, to: string) => {
    const $ = loadHtml(read(path.join(buildDir, file)));
    // The redirect is the head's first script, before any other content of the page.
    assert.equal($('head script').length, 1, file);
    assert.equal(
      $('head script').first().html(),
      `location.replace(${JSON.stringify(to)}+location.search+location.hash)`,
      file,
    );
    assert.equal($('meta[http-equiv="refresh"]').attr('content'), `0; url=${to}`, file);
  };
  leads(path.join(LATEST_FOLDER, 'web-sdk/classes/Table.html'), `${newest.path}web-sdk/classes/Table`);
  leads(`${LATEST_FOLDER}.html`, newest.path);
  const target = loadHtml(read(path.join(newest.dir, 'web-sdk/classes/Table.html')));
  assert.equal(target('#insertonly').length, 1, 'the hash is a heading there');
  assert.equal(target('nav.navbar button[aria-label^="Release line:"]').first().text(), newest.label);
});

test('a member keyed by Symbol.iterator is titled and declared [Symbol.iterator], not [iterator] (2.x QueryResult)', () => {
  const v2 = lines.find((l) => l.id === 'v2');
  assert.ok(v2, 'the 2.x line, whose QueryResult is iterable');
  const text = read(path.join(v2.dir, 'web-sdk', 'interfaces', 'QueryResult.md'));
  assert.match(text, /^### \\\[Symbol\.iterator\\\]\(\)/m);
  assert.match(text, /^\[Symbol\.iterator\]\(\): /m);
  assert.doesNotMatch(text, /\[iterator\]/);
});
