/**
 * `npm run mcp`: the reference's MCP server (src/mcp), on stdio, or over Streamable HTTP with
 * `--http [--port 3001] [--host 127.0.0.1]`. Answers from the built site: every release line
 * under `build/` next to this repository, or the site given with `--site <dir or URL>`
 * (src/mcp/cli.ts, shared with the package in packages/mcp).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../src/sdk-manifest';
import {main} from '../src/mcp/cli';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {version} = JSON.parse(fs.readFileSync(path.join(siteRoot, 'package.json'), 'utf8')) as {version: string};

main({
  command: 'npm run mcp --',
  defaultSite: path.join(siteRoot, 'build'),
  version,
  manifest,
  formatAdvice: 'Rebuild the site with this version of the repository (npm run build).',
});
