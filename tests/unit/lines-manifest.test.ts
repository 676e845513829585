/** Release lines in the manifest: each line's own manifest, validation, versions.json, `latest` pages. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {SdkManifest} from '../../src/manifest/types';
import {allLines, lineManifest, lineProblems, newestLine} from '../../src/lines/lines';
import {activeLine} from '../../src/lines/active';
import {lineShell, releaseLineInfo, versionsFile} from '../../src/lines/versions';
import {announcementContent} from '../../src/lines/announcement';
import {latestFiles, latestRedirectPage} from '../../src/lines/latest';
import {pageRoute} from '../../src/tooling/build-output';
import {linesShowing} from '../../src/generate/typedoc/lines-showing';
import {lineBuildCache} from '../../src/lines/build-cache';
import realManifest from '../../src/sdk-manifest';
import {scratchDir} from '../scratch-dir';

const fixture = (): SdkManifest => ({
  sourceRepository: 'o/r',
  shared: {packageName: '@p/common', version: '1.0.0', repoDirectory: 'packages/common'},
  logoSdk: 'rn-sdk',
  sdks: [
    {
      id: 'node-sdk',
      label: 'Node',
      packageName: '@p/node',
      version: '0.1.0',
      repoDirectory: 'packages/node',
      excludedEntryPoints: [{subpath: './worker.js', reason: 'a worker'}],
    },
    {id: 'rn-sdk', label: 'RN', packageName: '@p/rn', version: '1.0.0', repoDirectory: 'packages/rn'},
    {id: 'web-sdk', label: 'Web', packageName: '@p/web', version: '1.0.0', repoDirectory: 'packages/web'},
  ],
  defaultLine: {id: 'current', label: '1.0'},
  lines: [
    {
      id: 'v1',
      label: '1.x',
      sharedVersion: '1.9.0',
      sdks: {'node-sdk': {version: '0.9.0'}, 'web-sdk': {version: '1.9.0'}},
    },
    {
      id: 'v2',
      label: '2.x',
      sharedVersion: '2.0.0',
      sdks: {'node-sdk': {version: '1.0.0', excludedEntryPoints: []}, 'rn-sdk': {version: '2.0.0'}},
    },
  ],
});

test('a line manifest has only its sections, at its versions, on its shared version', () => {
  const v1 = lineManifest(fixture(), 'v1');
  assert.deepEqual(
    v1.sdks.map((s) => [s.id, s.version]),
    [
      ['node-sdk', '0.9.0'],
      ['web-sdk', '1.9.0'],
    ],
  );
  assert.equal(v1.shared.version, '1.9.0');
  // The default's exclusions are kept unless the line sets its own; the logo falls back to a section it has.
  assert.deepEqual(v1.sdks[0].excludedEntryPoints, [{subpath: './worker.js', reason: 'a worker'}]);
  assert.equal(v1.logoSdk, 'node-sdk');
  const v2 = lineManifest(fixture(), 'v2');
  assert.deepEqual(v2.sdks[0].excludedEntryPoints, []);
  assert.equal(v2.logoSdk, 'rn-sdk');
  assert.deepEqual(lineManifest(fixture(), 'current').sdks, fixture().sdks);
  assert.throws(
    () => lineManifest(fixture(), 'v9'),
    /release line "v9" is not in src\/sdk-manifest\.ts \(lines: current, v1, v2\)/,
  );
});

test('line order: the default first, the newest last', () => {
  assert.deepEqual(
    allLines(fixture()).map((l) => l.id),
    ['current', 'v1', 'v2'],
  );
  assert.equal(newestLine(fixture()).id, 'v2');
  assert.equal(newestLine({...fixture(), lines: []}).id, 'current');
});

test('bad lines are named: duplicate ids, reserved ids, unknown sections, inexact versions', () => {
  const bad = fixture();
  bad.lines!.push({id: 'v1', label: 'again', sharedVersion: '1.9.0', sdks: {'web-sdk': {version: '1.9.0'}}});
  bad.lines!.push({
    id: 'web-sdk',
    label: 'clash',
    sharedVersion: '^2',
    sdks: {'vue-sdk': {version: '1.0.0'}, 'rn-sdk': {version: 'latest'}},
  });
  bad.lines!.push({id: 'latest', label: ' ', sharedVersion: '2.0.0', sdks: {}});
  assert.deepEqual(lineProblems(bad), [
    'line "v1": the id is used by another line; line ids must be unique',
    'line "web-sdk": the id is taken by a page of the site; choose another',
    'line "web-sdk": sharedVersion "^2" is not an exact version like 1.2.3',
    'line "web-sdk": "vue-sdk" is not a section id of the manifest (node-sdk, rn-sdk, web-sdk)',
    'line "web-sdk": "rn-sdk": version "latest" is not an exact version like 1.2.3',
    'line "latest": the id is taken by a page of the site; choose another',
    'line "latest": label is empty',
    'line "latest": lists no section',
  ]);
  assert.deepEqual(lineProblems(fixture()), []);
  assert.deepEqual(lineProblems(realManifest), []);
});

test('RELEASE_LINE picks the line, its folders and manifest; unset is the default line', () => {
  const dflt = activeLine({}, fixture());
  assert.deepEqual(
    [dflt.id, dflt.isDefault, dflt.installDirOf('node-sdk'), dflt.referenceDir],
    // Every section of every line is an npm project of its own, the default line's too.
    ['current', true, path.join('lines', 'current', 'installs', 'node-sdk'), 'reference'],
  );
  const v2 = activeLine({RELEASE_LINE: 'v2'}, fixture());
  assert.deepEqual(
    [v2.id, v2.isDefault, v2.installDirOf('node-sdk'), v2.referenceDir, v2.label],
    ['v2', false, path.join('lines', 'v2', 'installs', 'node-sdk'), path.join('lines', 'v2', 'reference'), '2.x'],
  );
  assert.equal(v2.manifest.shared.version, '2.0.0');
  assert.throws(() => activeLine({RELEASE_LINE: 'nope'}, fixture()), /release line "nope"/);
});

test('versions.json lists every line with its path and every package version; pages know their line and the newest', () => {
  const file = versionsFile(fixture(), '/base/');
  assert.equal(file.newest, 'v2');
  assert.equal(file.default, 'current');
  assert.deepEqual(
    file.lines.map((l) => [l.id, l.label, l.path]),
    [
      ['current', '1.0', '/base/'],
      ['v1', '1.x', '/base/v1/'],
      ['v2', '2.x', '/base/v2/'],
    ],
  );
  assert.deepEqual(file.lines[1].packages, {'@p/common': '1.9.0', '@p/node': '0.9.0', '@p/web': '1.9.0'});
  assert.deepEqual(releaseLineInfo(fixture(), 'v1', '/base/'), {
    id: 'v1',
    label: '1.x',
    path: '/base/v1/',
    siteBase: '/base/',
    newest: {id: 'v2', label: '2.x', path: '/base/v2/'},
    // Every line, for the dropdown's static HTML (issue #54 item 10).
    lines: [
      {id: 'current', label: '1.0', path: '/base/'},
      {id: 'v1', label: '1.x', path: '/base/v1/'},
      {id: 'v2', label: '2.x', path: '/base/v2/'},
    ],
  });
  assert.equal(releaseLineInfo({...fixture(), lines: []}, 'current', '/base/'), undefined);
});

test('the not-found page’s shell for a line, from versions.json: the line as its own pages know it, and its announcement', () => {
  const file = versionsFile(fixture(), '/base/');
  assert.deepEqual(lineShell(file, 'v1', '/base/'), {
    info: releaseLineInfo(fixture(), 'v1', '/base/'),
    announcement: {packageName: '@p/common', version: '1.9.0'},
  });
  assert.equal(
    announcementContent(lineShell(file, 'v1', '/base/')!.announcement!),
    announcementContent(lineManifest(fixture(), 'v1').shared),
  );
  assert.equal(lineShell(file, 'nope', '/base/'), undefined);
});

test('latest/: one redirect page per page of the newest line, keeping query and hash', () => {
  assert.deepEqual(latestFiles('index.html'), ['latest.html', 'latest/index.html']);
  assert.deepEqual(latestFiles('web-sdk/classes/X.html'), ['latest/web-sdk/classes/X.html']);
  // The redirect targets: the newest line's page routes (scripts/build.ts reads them with listBuiltPages).
  assert.equal(pageRoute('/base/v2/', 'web-sdk/classes/X.html'), '/base/v2/web-sdk/classes/X');
  assert.equal(pageRoute('/base/v2/', 'index.html'), '/base/v2/');
  const page = latestRedirectPage('/base/v2/web-sdk', '2.x <new>');
  assert.match(page, /location\.replace\("\/base\/v2\/web-sdk"\+location\.search\+location\.hash\)/);
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/base\/v2\/web-sdk">/);
  assert.match(page, /2\.x &lt;new&gt;/);
  assert.match(latestRedirectPage('/b/</script>', 'x'), /"\/b\/\\u003c\/script>"/);
});

test('a line build is current only under the key it was built with, and not once a rebuild starts', () => {
  const dir = scratchDir('line-cache');
  const first = lineBuildCache(dir, 'key-1');
  assert.equal(first.isCurrent(), false);
  fs.mkdirSync(first.siteDir, {recursive: true});
  fs.writeFileSync(path.join(first.siteDir, 'index.html'), 'v2 page');
  first.markCurrent();
  assert.equal(lineBuildCache(dir, 'key-1').isCurrent(), true);
  assert.equal(lineBuildCache(dir, 'key-2').isCurrent(), false);
  first.invalidate();
  assert.equal(lineBuildCache(dir, 'key-1').isCurrent(), false);
  first.markCurrent();
  fs.rmSync(path.join(first.siteDir, 'index.html'));
  assert.equal(lineBuildCache(dir, 'key-1').isCurrent(), false, 'a key without its site is not current');
});

test('fidelity names well-known-symbol members the same in every program', async () => {
  const {memberName} = await import('../../src/tooling/fidelity/compiler-types');
  assert.equal(memberName('__@iterator@991'), '[Symbol.iterator]');
  assert.equal(memberName('__@asyncIterator@17574'), '[Symbol.asyncIterator]');
  assert.equal(memberName('watch'), 'watch');
});

test('SITE_LINES builds only the lines it names (the default line always); an unknown id is named', async () => {
  const {configuredManifest} = await import('../../src/lines/active');
  assert.deepEqual(
    configuredManifest({}, fixture()).lines!.map((l) => l.id),
    ['v1', 'v2'],
  );
  assert.deepEqual(configuredManifest({SITE_LINES: 'current'}, fixture()).lines, []);
  assert.deepEqual(
    configuredManifest({SITE_LINES: 'current,v2'}, fixture()).lines!.map((l) => l.id),
    ['v2'],
  );
  assert.throws(() => configuredManifest({SITE_LINES: 'v3'}, fixture()), /SITE_LINES: no release line v3/);
});

test('SITE_SECTIONS builds only the sections it names, in every line; the logo falls back to the first', async () => {
  const {configuredManifest, lineManifest} = {
    ...(await import('../../src/lines/active')),
    ...(await import('../../src/lines/lines')),
  };
  const one = configuredManifest({SITE_SECTIONS: 'web-sdk'}, fixture());
  assert.deepEqual(
    one.sdks.map((s) => s.id),
    ['web-sdk'],
  );
  assert.equal(one.logoSdk, 'web-sdk');
  assert.deepEqual(
    lineManifest(one, 'v1').sdks.map((s) => s.id),
    ['web-sdk'],
  );
  const two = configuredManifest({SITE_SECTIONS: 'rn-sdk, node-sdk', SITE_LINES: 'current'}, fixture());
  assert.deepEqual(
    two.sdks.map((s) => s.id),
    ['node-sdk', 'rn-sdk'],
  );
  assert.equal(two.logoSdk, 'rn-sdk');
  assert.deepEqual(two.lines, []);
  assert.throws(
    () => configuredManifest({SITE_SECTIONS: 'web-sdk,x-sdk'}, fixture()),
    /SITE_SECTIONS: no SDK section x-sdk/,
  );
});

test("a line's Changes page names the version each line documents, from the whole manifest", () => {
  const full = fixture();
  const sdk = lineManifest(full, 'v2').sdks.find((entry) => entry.id === 'rn-sdk')!;
  const previous = process.env.RELEASE_LINE;
  process.env.RELEASE_LINE = 'v2';
  try {
    const lines = linesShowing(sdk as never, full);
    const byLabel = Object.fromEntries(
      lines.map((line) => [line.label, {version: line.version, current: line.current}]),
    );
    assert.deepEqual(byLabel, {
      [allLines(full)[0].label]: {version: full.sdks.find((entry) => entry.id === 'rn-sdk')!.version, current: false},
      [full.lines!.find((line) => line.id === 'v2')!.label]: {
        version: full.lines!.find((line) => line.id === 'v2')!.sdks['rn-sdk']!.version,
        current: true,
      },
    });
  } finally {
    if (previous === undefined) delete process.env.RELEASE_LINE;
    else process.env.RELEASE_LINE = previous;
  }
});
