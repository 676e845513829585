/** Modules the plugins generate for the bundler (src/plugins/generated-module.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeGeneratedModule} from '../../src/plugins/generated-module';

test('a generated module is written with its folder, and rewritten only when its content changes', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'generated-')), 'a', 'b', 'module.js');
  writeGeneratedModule(file, 'export default 1;\n');
  assert.equal(fs.readFileSync(file, 'utf8'), 'export default 1;\n');
  const old = new Date('2020-01-01T00:00:00Z');
  fs.utimesSync(file, old, old);
  writeGeneratedModule(file, 'export default 1;\n');
  assert.equal(fs.statSync(file).mtimeMs, old.getTime(), 'same content: the file is left alone');
  writeGeneratedModule(file, 'export default 2;\n');
  assert.equal(fs.readFileSync(file, 'utf8'), 'export default 2;\n');
  assert.notEqual(fs.statSync(file).mtimeMs, old.getTime());
});
