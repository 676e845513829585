/**
 * No credentials in the repository (tracked files) or in the built site. The hosted search
 * key is read from the environment at build time only (src/plugins/search/settings.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {findSecrets} from '../../src/tooling/secrets/scan';
import {listBuildFiles} from '../../src/tooling/build-output';
import {readBuilt} from './build-files';

const BINARY = /\.(?:png|jpe?g|gif|ico|webp|woff2?|ttf|gz|br|zip)$/i;

function scan(files: string[], read: (file: string) => string): string[] {
  const report: string[] = [];
  for (const file of files) {
    if (BINARY.test(file)) continue;
    for (const finding of findSecrets(read(file))) {
      report.push(`${file}:${finding.line} ${finding.kind} ${finding.masked}`);
    }
  }
  return report;
}

test('no key-like string in the tracked files of the repository', () => {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {encoding: 'utf8'}).trim();
  const files = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
  assert.ok(files.length > 50);
  assert.deepEqual(
    scan(
      files.filter((f) => fs.existsSync(path.join(root, f))),
      (file) => fs.readFileSync(path.join(root, file), 'utf8'),
    ),
    [],
  );
});

test('no key-like string in the built site', () => {
  const buildDir = path.resolve('build');
  const files = listBuildFiles(buildDir);
  assert.ok(files.length > 800, 'run `npm run build` first');
  if (process.env.ALGOLIA_API_KEY) {
    // A hosted-search build carries the public search-only key by design; it must be that key only.
    const key = process.env.ALGOLIA_API_KEY;
    const leaked = scan(files, (file) => readBuilt(path.join(buildDir, file))).filter(
      (line) => !line.endsWith(` ${key.slice(0, 4)}…${key.slice(-2)}`),
    );
    assert.deepEqual(leaked, []);
    return;
  }
  assert.deepEqual(
    scan(files, (file) => readBuilt(path.join(buildDir, file))),
    [],
  );
});
