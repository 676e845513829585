/**
 * What a line `npm run releases` adds starts with (src/releases/new-line-files.ts), the fidelity
 * check's known differences file (src/tooling/fidelity/known.ts), and the release tags fetched
 * for the demos when no copy of the SDK repository is given (src/releases/sdk-repo.ts), against
 * a local git repository and a port nothing listens on.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {carriedKnownDifferences, seededUsages} from '../../src/releases/new-line-files';
import {fetchSdkTags, linesWithTags} from '../../src/releases/sdk-repo';
import {knownFile, readKnownDifferences} from '../../src/tooling/fidelity/known';
import type {SectionUsages, UsagesFile} from '../../src/examples/usages-file';
import {WEB, writeSdkRepo} from './fixtures/releases-registry';

const entry = (packageName: string, version: string): SectionUsages => ({
  packageName,
  version,
  ref: `${packageName}@${version}`,
  refKind: 'tag',
  refVersion: version,
  demoCount: 1,
  packages: {},
});

test("an added line's known differences: the newest line's in the sections it has, each marked carried", () => {
  const known = [
    {where: 'web-sdk/classes/A#1', problem: 'p', reason: 'r'},
    {where: 'vue-sdk/functions/useQuery#1', problem: 'q', reason: 's'},
  ];
  assert.deepEqual(carriedKnownDifferences({id: 'v2', known}, ['web-sdk', 'react-sdk']), [
    {where: 'web-sdk/classes/A#1', problem: 'p', reason: 'r', carriedFrom: 'v2'},
  ]);
  assert.deepEqual(carriedKnownDifferences({id: 'v2', known: []}, ['web-sdk']), []);
});

test('a line without its known differences file is an error naming the file and what writes it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'known-'));
  try {
    assert.equal(knownFile({id: 'v3', isDefault: false}), 'tests/site/fidelity-known.v3.json');
    assert.equal(knownFile({id: 'current', isDefault: true}), 'tests/site/fidelity-known.json');
    assert.throws(
      () => readKnownDifferences(dir, {id: 'v3', isDefault: false}),
      /tests\/site\/fidelity-known\.v3\.json is missing: every release line has one \(`npm run releases` writes it/,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("an added line's demos without the SDK repository: the newest read of each section, kept stale", () => {
  const data: UsagesFile = {
    format: 2,
    repository: 'x/y',
    sections: {
      'current/web-sdk': entry('@powersync/web', '1.31.0'),
      'v2/web-sdk': entry('@powersync/web', '1.39.0'),
      'v2/react-sdk': entry('@powersync/react', '1.8.0'),
      // Another package under the same section id is never taken.
      'v1/node-sdk': entry('@powersync/other', '9.0.0'),
    },
  };
  const seeded = seededUsages(data, 'v3', [
    {id: 'web-sdk', packageName: '@powersync/web'},
    {id: 'node-sdk', packageName: '@powersync/node'},
  ]);
  assert.equal(seeded.sections['v3/web-sdk'], data.sections['v2/web-sdk']);
  assert.equal(seeded.sections['v3/node-sdk'], undefined, 'no line has its demos: it stays without');
  assert.equal(data.sections['v3/web-sdk'], undefined, 'the input is not changed');
  // Nothing to add (the line's demos were read): the same object.
  assert.equal(seededUsages(seeded, 'v3', [{id: 'web-sdk', packageName: '@powersync/web'}]), seeded);
});

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('release tags are fetched from a reachable repository, a missing one costs only itself; an unreachable one gives the reason', async (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-tags-'));
  t.after(() => fs.rmSync(root, {recursive: true, force: true}));
  const source = path.join(root, 'source');
  fs.mkdirSync(source);
  writeSdkRepo(source, ['1.0.0', '2.0.0']);

  const fetched = await fetchSdkTags(`file://${source}`, [`${WEB}@2.0.0`], path.join(root, 'a'));
  assert.ok('repo' in fetched, JSON.stringify(fetched));
  const file = execFileSync('git', ['-C', fetched.repo, 'show', `refs/tags/${WEB}@2.0.0:demos/app/db.ts`], {
    encoding: 'utf8',
  });
  assert.match(file, /sync\(\);/);

  // A tag the repository lacks costs only itself: the others come, tag by tag.
  const partly = await fetchSdkTags(`file://${source}`, [`${WEB}@2.0.0`, `${WEB}@3.0.0`], path.join(root, 'b'));
  assert.ok('repo' in partly, JSON.stringify(partly));
  assert.deepEqual(partly.missing, [`${WEB}@3.0.0`]);
  execFileSync('git', ['-C', partly.repo, 'rev-parse', '--verify', `refs/tags/${WEB}@2.0.0^{commit}`]);
  assert.deepEqual(
    linesWithTags(
      [
        {id: 'v2', tags: [`${WEB}@2.0.0`]},
        {id: 'v3', tags: [`${WEB}@3.0.0`]},
      ],
      (line) => line.tags,
      partly.missing,
    ).map((line) => line.id),
    ['v2'],
    'only the line that needs the missing tag keeps its demos as read',
  );

  // None of them there: the reason, and nothing left behind.
  const missing = await fetchSdkTags(`file://${source}`, [`${WEB}@3.0.0`, `${WEB}@4.0.0`], path.join(root, 'd'));
  assert.ok('problem' in missing);
  assert.match(
    missing.problem,
    /^could not fetch @powersync\/fixture-web@3\.0\.0, @powersync\/fixture-web@4\.0\.0 from file:/,
  );
  assert.ok(!fs.existsSync(path.join(root, 'd')), 'a failed fetch leaves nothing behind');

  const url = `http://127.0.0.1:${await closedPort()}/powersync-js.git`;
  const unreachable = await fetchSdkTags(url, [`${WEB}@2.0.0`], path.join(root, 'c'));
  assert.ok('problem' in unreachable);
  assert.match(
    unreachable.problem,
    new RegExp(`^could not fetch @powersync/fixture-web@2\\.0\\.0 from ${url} \\(\\d+\\.\\d s\\): .+`),
  );
});
