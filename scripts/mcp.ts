/**
 * `npm run mcp`: the reference's MCP server on stdio (src/mcp). Answers from the built site:
 * `build/` next to this repository, or the folder given with `--site <dir>`.
 * stdout belongs to the protocol: everything else goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createReferenceServer} from '../src/mcp/server';
import {openBuiltSite} from '../src/mcp/site';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function siteDir(argv: readonly string[]): string {
  const flag = argv.indexOf('--site');
  if (flag < 0) return path.join(siteRoot, 'build');
  const dir = argv[flag + 1];
  if (!dir) throw new Error('--site needs a folder: npm run mcp -- --site path/to/build');
  return path.resolve(dir);
}

async function main() {
  const site = openBuiltSite(siteDir(process.argv.slice(2)));
  const {version} = JSON.parse(fs.readFileSync(path.join(siteRoot, 'package.json'), 'utf8')) as {version: string};
  await createReferenceServer(site, version).connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  console.error(`powersync-js-reference MCP server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
