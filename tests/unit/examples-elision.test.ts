/** Demo excerpts cut inside an expression are marked (src/examples/elision.ts; issue 54 item 8). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {elisionOf, markElisions} from '../../src/examples/elision';

test('an excerpt that opens a call it does not close is marked after', () => {
  const code = `const {data} = useQuery(\n  'SELECT * FROM lists',\n  [],`;
  assert.deepEqual(elisionOf(code), {before: false, after: true});
  assert.equal(markElisions(code), `${code}\n// …`);
});

test('an excerpt that closes what it did not open is marked before', () => {
  const code = `    await tx.execute(sql);\n  });\n}`;
  assert.deepEqual(elisionOf(code), {before: true, after: false});
  assert.equal(markElisions(code), `// …\n${code}`);
});

test('both ends, and a whole statement not at all', () => {
  assert.deepEqual(elisionOf(`  }\n  db.watch(query, {\n    onResult() {`), {before: true, after: true});
  const whole = `const db = new PowerSyncDatabase({\n  schema,\n  database: {dbFilename: 'x.db'}\n});`;
  assert.deepEqual(elisionOf(whole), {before: false, after: false});
  assert.equal(markElisions(whole), whole);
});

test('brackets in strings, template literals and comments do not count', () => {
  const code = `const a = ')'; // (\nconst b = \`\${x} {\`; /* [ */\nconst c = "(";`;
  assert.deepEqual(elisionOf(code), {before: false, after: false});
});
