/**
 * The MCP package's install is kept between runs only while its inputs are the same
 * (src/tooling/mcp-package-install.ts): a change to the server's code, the package's files or
 * the lockfile makes it again, so the site test never starts a stale bin.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {mcpPackageKey} from '../../src/tooling/mcp-package-install';

function repoWith(files: Record<string, string>): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-key-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    fs.writeFileSync(path.join(repo, file), text);
  }
  return repo;
}

test('the key changes with the server code, the package files and the lockfile, not with tests or docs', () => {
  const repo = repoWith({
    'src/mcp/server.ts': 'export const a = 1;\n',
    'packages/mcp/src/cli.ts': 'import "../../../src/mcp/server";\n',
    'packages/mcp/package.json': '{"name": "p", "version": "1.0.0"}\n',
    'packages/mcp/build.ts': '// bundles\n',
    'packages/mcp/README.md': '# p\n',
    'package-lock.json': '{}\n',
    'tests/site/mcp-package.test.ts': '// a test\n',
    'docs/CONFORMANCE.md': '# conformance\n',
  });
  try {
    const first = mcpPackageKey(repo);
    assert.equal(mcpPackageKey(repo), first, 'the same inputs, the same key');
    const changes: Array<[string, string, boolean]> = [
      ['tests/site/mcp-package.test.ts', '// another test\n', false],
      ['docs/CONFORMANCE.md', '# changed\n', false],
      ['src/mcp/server.ts', 'export const a = 2;\n', true],
      ['src/mcp/new-tool.ts', 'export {};\n', true],
      ['packages/mcp/src/cli.ts', '// changed\n', true],
      ['packages/mcp/package.json', '{"name": "p", "version": "1.0.1"}\n', true],
      ['packages/mcp/README.md', '# p, changed\n', true],
      ['package-lock.json', '{"lockfileVersion": 3}\n', true],
    ];
    let before = first;
    for (const [file, text, changesKey] of changes) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
      fs.writeFileSync(path.join(repo, file), text);
      const after = mcpPackageKey(repo);
      assert.equal(after !== before, changesKey, `${file} ${changesKey ? 'changes' : 'leaves'} the key`);
      before = after;
    }
  } finally {
    fs.rmSync(repo, {recursive: true, force: true});
  }
});
