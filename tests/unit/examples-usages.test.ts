/**
 * examples/usages.json (src/examples): what the build reads about the demos. It knows every
 * release the manifest documents, each link is pinned to a tag or commit and a line, and a
 * release it does not know is reported, not skipped.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import manifest from '../../src/sdk-manifest';
import {allLines, lineManifest} from '../../src/lines/lines';
import {
  EXCERPTS_PER_SYMBOL,
  excerptUrl,
  readUsagesFile,
  sectionKey,
  sectionUsages,
  staleSections,
  usageOf,
  type UsagesFile,
} from '../../src/examples/usages-file';
import {summarizeCallSites} from '../../src/examples/summarize';
import {memberDemosBox, symbolDemosBox} from '../../src/examples/demo-sections';
import {boxHtml} from '../../src/page-model/boxes';

/** The demos blocks as the page writes them (its section's body under `## In the demos`). */
const symbolDemosSection = (...args: Parameters<typeof symbolDemosBox>) => {
  const box = symbolDemosBox(...args);
  return box ? boxHtml(box) : '';
};
const memberDemosBlock = (...args: Parameters<typeof memberDemosBox>) => {
  const box = memberDemosBox(...args);
  return box ? boxHtml(box) : '';
};

const data = readUsagesFile(path.resolve('.'));

test('the committed usages know every release of every line the manifest documents', () => {
  assert.ok(data, 'examples/usages.json is missing: run npm run examples -- --repo <powersync-js>');
  const problems = allLines(manifest).flatMap(({id}) =>
    lineManifest(manifest, id).sdks.flatMap((sdk) => sectionUsages(data, id, sdk).problem ?? []),
  );
  assert.deepEqual(problems, []);
});

test('a release the file does not know is reported with the command that refreshes it', () => {
  const file: UsagesFile = {format: 2, repository: 'x/y', sections: {}};
  const section = {id: 'web-sdk', packageName: '@powersync/web', version: '9.9.9'};
  assert.equal(
    sectionUsages(file, 'current', section).problem,
    'examples/usages.json does not know @powersync/web 9.9.9 (line current): run npm run examples',
  );
  file.sections[sectionKey('current', 'web-sdk')] = {
    packageName: '@powersync/web',
    version: '1.0.0',
    ref: '@powersync/web@1.0.0',
    refKind: 'tag',
    refVersion: '1.0.0',
    demoCount: 1,
    packages: {},
  };
  // Read for an older release (a line moved by `npm run releases` without the SDK repository):
  // kept and marked stale, the page says "as of"; another package's entry is a problem.
  const older = sectionUsages(file, 'current', section);
  assert.equal(older.problem, undefined);
  assert.equal(older.staleFor, '9.9.9');
  assert.equal(older.usages, file.sections['current/web-sdk']);
  assert.deepEqual(staleSections(file, 'current', [section, {...section, id: 'node-sdk'}]), [
    'web-sdk: demos as of @powersync/web 1.0.0, not 9.9.9',
    'node-sdk: no demos read (@powersync/web 9.9.9)',
  ]);
  assert.deepEqual(staleSections(file, 'current', [{...section, version: '1.0.0'}]), []);
  assert.match(
    sectionUsages(file, 'current', {...section, packageName: '@powersync/node'}).problem ?? '',
    /has @powersync\/web 1\.0\.0 for @powersync\/node 9\.9\.9/,
  );
});

test('every demo link is pinned to the release tag or a commit, and to the line of the call', () => {
  let links = 0;
  for (const [key, usages] of Object.entries(data!.sections)) {
    if (usages.refKind === 'tag') assert.equal(usages.ref, `${usages.packageName}@${usages.version}`, key);
    else assert.match(usages.ref, /^[0-9a-f]{40}$/, key);
    for (const [symbol, usage] of Object.values(usages.packages).flatMap((keys) => Object.entries(keys))) {
      assert.ok(usage.excerpts.length >= 1 && usage.excerpts.length <= EXCERPTS_PER_SYMBOL, `${key} ${symbol}`);
      assert.ok(usage.demos >= 1 && usage.demos <= usage.files && usage.demos <= usages.demoCount, `${key} ${symbol}`);
      for (const excerpt of usage.excerpts) {
        const url = excerptUrl(data!.repository, usages.ref, excerpt);
        const pinned = new RegExp(
          `^https://github\\.com/powersync-ja/powersync-js/blob/(@powersync/[a-z-]+@\\d+\\.\\d+\\.\\d+|[0-9a-f]{40})/demos/[^#]+\\.(?:tsx?|jsx?|vue)#L(\\d+)$`,
        ).exec(url);
        assert.ok(pinned, url);
        assert.equal(Number(pinned[2]), excerpt.line);
        // The excerpt shows the line it links to.
        const lines = excerpt.code.split('\n').length;
        assert.ok(
          excerpt.from <= excerpt.line && excerpt.line < excerpt.from + lines,
          `${url}: ${excerpt.from}+${lines}`,
        );
        links += 1;
      }
    }
  }
  assert.ok(links > 500, `only ${links} links`);
});

test('excerpts come from different demos first; counts are files and demos', () => {
  const text = ['a', '', 'db.watch(x)', 'c', '', 'e'].join('\n');
  const sites = [
    {key: 'Db.watch', packageName: '@powersync/x', path: 'demos/one/a.ts', line: 3},
    {key: 'Db.watch', packageName: '@powersync/x', path: 'demos/one/a.ts', line: 5},
    {key: 'Db.watch', packageName: '@powersync/x', path: 'demos/one/b.ts', line: 3},
    {key: 'Db.watch', packageName: '@powersync/x', path: 'demos/two/c.ts', line: 3},
  ];
  const usage = summarizeCallSites(
    sites.map((site) => ({...site, declarationFile: 'x.d.ts'})),
    () => text,
  )['@powersync/x']['Db.watch'];
  assert.equal(usage.files, 3);
  assert.equal(usage.demos, 2);
  assert.deepEqual(
    usage.excerpts.map((e) => `${e.path}:${e.line}`),
    ['demos/one/a.ts:3', 'demos/two/c.ts:3', 'demos/one/b.ts:3'],
  );
  // Blank lines at either end are left out.
  assert.deepEqual(usage.excerpts[0], {path: 'demos/one/a.ts', line: 3, from: 3, code: 'db.watch(x)\nc'});
  const usages = {
    packageName: '@powersync/x',
    version: '1.0.0',
    ref: 'f'.repeat(40),
    refKind: 'commit' as const,
    refVersion: '1.0.0',
    demoCount: 4,
    packages: {'@powersync/x': {'Db.watch': usage}},
  };
  const section = symbolDemosSection(usage, usages, 'powersync-ja/powersync-js');
  assert.match(section, /^<div class="in-the-demos-section" data-demos="2">\n\nUsed in /);
  assert.match(section, /Used in 3 files of 4 demos at commit \[`ffffffffff`\]/);
  assert.match(section, /where @powersync\/x is 1\.0\.0 \(the repository has no tag of it\)/);
  // A commit whose package.json is an older release says so, and is not "the newest before" the release.
  const older = symbolDemosSection(usage, {...usages, version: '1.2.0'}, 'powersync-ja/powersync-js');
  assert.match(
    older,
    /Used in 3 files of 4 demos as of @powersync\/x 1\.0\.0 \(commit \[`ffffffffff`\]\([^)]+\)\), the newest copy available; they may differ from 1\.2\.0\./,
  );
  assert.doesNotMatch(older, /newest before/);
  // Usages read for an older release than the page documents say which.
  assert.match(
    symbolDemosSection(usage, usages, 'powersync-ja/powersync-js', '1.0.1'),
    /\(the repository has no tag of it\) \(demos as of @powersync\/x 1\.0\.0, not read again for 1\.0\.1\)\./,
  );
  assert.match(
    memberDemosBlock(usage, usages, 'powersync-ja/powersync-js', '1.0.1'),
    /Demos read at commit [^\n]+ \(demos as of @powersync\/x 1\.0\.0, not read again for 1\.0\.1\)\./,
  );
  assert.doesNotMatch(section, /demos as of/);
  assert.match(
    section,
    /\[`demos\/one\/a\.ts:3`\]\(https:\/\/github\.com\/powersync-ja\/powersync-js\/blob\/f{40}\/demos\/one\/a\.ts#L3\)/,
  );
  assert.match(
    memberDemosBlock(usage, usages, 'powersync-ja/powersync-js'),
    /^<details class="in-the-demos" data-demos="2">\n<summary>In the demos: used in 3 files of 4 demos<\/summary>/,
  );
  assert.equal(symbolDemosSection(undefined, usages, 'x/y'), '');
});

test('same-named declarations of two packages are never pooled', () => {
  const site = (packageName: string, path: string) => ({
    key: 'useQuery',
    packageName,
    path,
    line: 1,
    declarationFile: 'x',
  });
  const packages = summarizeCallSites(
    [
      site('@powersync/react', 'demos/a/x.tsx'),
      site('@powersync/react', 'demos/b/y.tsx'),
      site('@powersync/tanstack-react-query', 'demos/c/z.tsx'),
    ],
    () => 'useQuery()',
  );
  assert.equal(packages['@powersync/react'].useQuery.files, 2);
  assert.equal(packages['@powersync/tanstack-react-query'].useQuery.files, 1);
  assert.deepEqual(
    packages['@powersync/tanstack-react-query'].useQuery.excerpts.map((excerpt) => excerpt.path),
    ['demos/c/z.tsx'],
  );
  const usages = {
    packageName: '@powersync/tanstack-react-query',
    version: '1.0.0',
    ref: 'r',
    refKind: 'tag' as const,
    refVersion: '1.0.0',
    demoCount: 3,
    packages,
  };
  assert.equal(usageOf(usages, '@powersync/tanstack-react-query', 'useQuery')?.files, 1);
  assert.equal(usageOf(usages, undefined, 'useQuery'), undefined);
});

test('a usages file of another shape is refused with the command that refreshes it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usages-'));
  try {
    fs.mkdirSync(path.join(dir, 'examples'));
    const write = (data: unknown) => fs.writeFileSync(path.join(dir, 'examples', 'usages.json'), JSON.stringify(data));
    write({format: 1, repository: 'x/y', sections: {}});
    assert.throws(() => readUsagesFile(dir), /has format 1, this build reads 2: run npm run examples/);
    write({format: 2, repository: 'x/y', sections: {'current/web-sdk': {symbols: {}}}});
    assert.throws(() => readUsagesFile(dir), /current\/web-sdk lack packages or refVersion/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
