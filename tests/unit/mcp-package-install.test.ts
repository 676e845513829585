/**
 * The MCP package's install is kept between runs only while its inputs are the same
 * (src/tooling/mcp-package-install.ts): a change to the server's code, the package's files or
 * the lockfile makes it again, so the site test never starts a stale bin.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mcpPackageKey} from '../../src/tooling/mcp-package-install';
import {scratchTree, writeFiles} from '../scratch-dir';

test('the key changes with the server code, the package files and the lockfile, not with tests or docs', () => {
  const repo = scratchTree('mcp-key', {
    'src/mcp/server.ts': 'export const a = 1;\n',
    'packages/mcp/src/cli.ts': 'import "../../../src/mcp/server";\n',
    'packages/mcp/package.json': '{"name": "p", "version": "1.0.0"}\n',
    'packages/mcp/build.ts': '// bundles\n',
    'packages/mcp/README.md': '# p\n',
    'package-lock.json': '{}\n',
    'tests/site/mcp-package.test.ts': '// a test\n',
    'docs/CONFORMANCE.md': '# conformance\n',
  });
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
    writeFiles(repo, {[file]: text});
    const after = mcpPackageKey(repo);
    assert.equal(after !== before, changesKey, `${file} ${changesKey ? 'changes' : 'leaves'} the key`);
    before = after;
  }
});
