/** Modules the plugins generate for the bundler (src/plugins/generated-module.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeGeneratedModule} from '../../src/plugins/generated-module';

test('a generated module is written with its folder, and rewritten only when its content changes', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  t.after(() => fs.rmSync(root, {recursive: true, force: true}));
  const file = path.join(root, 'a', 'b', 'module.js');
  writeGeneratedModule(file, 'export default 1;\n');
  assert.equal(fs.readFileSync(file, 'utf8'), 'export default 1;\n');
  const old = new Date('2020-01-01T00:00:00Z');
  fs.utimesSync(file, old, old);
  writeGeneratedModule(file, 'export default 1;\n');
  assert.equal(fs.statSync(file).mtimeMs, old.getTime(), 'same content: the file is left alone');
  const before = fs.statSync(file).ino;
  writeGeneratedModule(file, 'export default 2;\n');
  assert.equal(fs.readFileSync(file, 'utf8'), 'export default 2;\n');
  assert.notEqual(fs.statSync(file).mtimeMs, old.getTime());
  // A new file renamed over the old one: a build reading it meanwhile sees either whole file.
  assert.notEqual(fs.statSync(file).ino, before, 'replaced by a rename, not rewritten in place');
  assert.deepEqual(fs.readdirSync(path.dirname(file)), ['module.js'], 'no temporary file left');
});
