import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findSecrets} from '../../src/tooling/secrets/scan';

// Fixtures are assembled at run time so that this file itself holds no key-like string.
const fake = {
  algolia: 'a1b2c3d4'.repeat(4),
  aws: 'AKIA' + 'Q'.repeat(16),
  github: 'ghp_' + 'x1'.repeat(18),
  privateKey: '-----BEGIN ' + 'RSA PRIVATE KEY-----',
  assignment: `apiKey: '${'Zz9'.repeat(6)}'`,
};

test('key-like strings are found, with their line, and masked in the report', () => {
  const text = [`algolia ${fake.algolia}`, fake.aws, `token ${fake.github}`, fake.privateKey, fake.assignment].join(
    '\n',
  );
  const findings = findSecrets(text);
  assert.deepEqual(
    findings.map((f) => `${f.line} ${f.kind}`).sort(),
    [
      '1 Algolia-style API key',
      '2 AWS access key id',
      '3 GitHub token',
      '4 private key',
      '5 credential assignment',
    ].sort(),
  );
  assert.ok(
    findings.every((f) => /^.{4}….{2}$/.test(f.masked)),
    'reports show 4 + 2 characters only',
  );
});

test('hashes, placeholders and ordinary identifiers are not findings', () => {
  const text = [
    'commit 0123456789abcdef0123456789abcdef01234567', // 40 hex: a git hash, not a 32-hex key
    '"integrity": "sha512-AbCdEf0123456789+/AbCdEf0123456789AbCdEf=="',
    `apiKey: 'local-search-only'`,
    'const token = getToken();',
    'main.b4830194.js',
    // Compiled JSX of a signature with a property named token.
    'children:["token: ",(0,t.jsx)(n.span,{className:"token builtin",children:"string"})]',
  ].join('\n');
  assert.deepEqual(findSecrets(text), []);
});
