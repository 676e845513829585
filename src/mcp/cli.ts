/**
 * Starting the MCP server from a command line: `npm run mcp` (scripts/mcp.ts, this repository's
 * build/ by default) and the package's bin (packages/mcp, the published site by default) share
 * it. `--site` takes a URL (read over HTTP(S) through the disk cache) or a folder (a build);
 * `--http` serves Streamable HTTP instead of stdio. stdout belongs to the protocol: everything
 * else goes to stderr.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createHttpServer} from './http';
import {DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, MCP_HTTP_PATH} from './about';
import {loadReference, type ReferenceSection} from './reference';
import {SERVER_NAME, createReferenceServer} from './server';
import {defaultCacheDir, folderFiles, remoteFiles, type SiteFiles} from './site-files';

export interface CliSetup {
  /** How the command is run, for messages (`npm run mcp --`, `npx powersync-js-reference-mcp`). */
  command: string;
  /** The site without `--site`: a folder or a URL. */
  defaultSite: string;
  version: string;
  manifest: {shared: {packageName: string}; sdks: ReferenceSection[]};
  /** What to tell a reader of a data format this server does not read. */
  formatAdvice: string;
}

export class UsageError extends Error {}

export function option(argv: readonly string[], flag: string, usage: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at < 0) return undefined;
  const value = argv[at + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${flag} needs a value: ${usage} ${flag} <value>`);
  return value;
}

const isUrl = (site: string) => /^https?:\/\//i.test(site);

/** The files of `site`: a URL through the cache (`--cache-dir`, else the user's cache), or a folder. */
export function siteFiles(site: string, argv: readonly string[], setup: CliSetup): SiteFiles {
  if (!isUrl(site)) return folderFiles(path.resolve(site));
  const cacheDir = option(argv, '--cache-dir', setup.command) ?? defaultCacheDir();
  return remoteFiles({site, cacheDir: path.resolve(cacheDir), formatAdvice: setup.formatAdvice});
}

export async function runCli(argv: readonly string[], setup: CliSetup): Promise<void> {
  const site = option(argv, '--site', setup.command) ?? setup.defaultSite;
  const files = siteFiles(site, argv, setup);
  const reference = await loadReference(files, setup.manifest);
  if (!argv.includes('--http')) {
    await createReferenceServer(reference, setup.version).connect(new StdioServerTransport());
    return;
  }
  const port = Number(option(argv, '--port', setup.command) ?? DEFAULT_HTTP_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a port number (got ${port})`);
  const host = option(argv, '--host', setup.command) ?? DEFAULT_HTTP_HOST;
  const server = createHttpServer(() => createReferenceServer(reference, setup.version));
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    console.error(`${SERVER_NAME} MCP server: http://${host}:${bound}${MCP_HTTP_PATH} (data: ${files.where})`);
  });
}

/** Runs the command, and on failure says why on stderr and exits 1. */
export function main(setup: CliSetup): void {
  runCli(process.argv.slice(2), setup).catch((error: unknown) => {
    console.error(`${SERVER_NAME} MCP server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
