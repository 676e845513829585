/**
 * `npm run mcp`: the reference's MCP server (src/mcp), on stdio, or over Streamable HTTP with
 * `--http [--port 3001] [--host 127.0.0.1]`. Answers from the built site: every release line
 * under `build/` next to this repository (or the folder given with `--site <dir>`), and the
 * API history (history/api-history.json). stdout belongs to the protocol: everything else
 * goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import manifest from '../src/sdk-manifest';
import {HISTORY_FILE, readHistoryFile} from '../src/history/file';
import {createHttpServer} from '../src/mcp/http';
import {DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, MCP_HTTP_PATH} from '../src/mcp/about';
import {openReference} from '../src/mcp/reference';
import {createReferenceServer} from '../src/mcp/server';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(argv: readonly string[], flag: string, example: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at < 0) return undefined;
  const value = argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value: npm run mcp -- ${flag} ${example}`);
  return value;
}

async function main() {
  const argv = process.argv.slice(2);
  const site = option(argv, '--site', 'path/to/build');
  const reference = openReference(
    site ? path.resolve(site) : path.join(siteRoot, 'build'),
    readHistoryFile(path.join(siteRoot, HISTORY_FILE)),
    manifest,
  );
  const {version} = JSON.parse(fs.readFileSync(path.join(siteRoot, 'package.json'), 'utf8')) as {version: string};
  if (!argv.includes('--http')) {
    await createReferenceServer(reference, version).connect(new StdioServerTransport());
    return;
  }
  const port = Number(option(argv, '--port', String(DEFAULT_HTTP_PORT)) ?? DEFAULT_HTTP_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number (got ${port})`);
  const host = option(argv, '--host', DEFAULT_HTTP_HOST) ?? DEFAULT_HTTP_HOST;
  const server = createHttpServer(() => createReferenceServer(reference, version));
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    console.error(`powersync-js-reference MCP server: http://${host}:${bound}${MCP_HTTP_PATH}`);
  });
}

main().catch((error: unknown) => {
  console.error(`powersync-js-reference MCP server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
