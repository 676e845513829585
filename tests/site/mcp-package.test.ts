/**
 * The MCP package (packages/mcp) as a user gets it: bundled, `npm pack`ed, installed from the
 * tarball into an empty folder outside this repository (its dependencies from the registry,
 * none of this repository's node_modules in reach: src/tooling/mcp-package-install.ts), its
 * bin started over stdio as an assistant starts it, pointed at build/ served on 127.0.0.1 by the
 * site's static server (ETags and gzip, as GitHub Pages sends them), and driven by the MCP SDK's
 * Client:
 * - every tool answers over HTTP what the same bin answers from the build folder;
 * - the site going away mid-session: what was read still answers, the rest is a clear error;
 *   a new session then starts from the cache and says how old its data is;
 * - a damaged cache file is fetched again;
 * - a site publishing a data format the package does not read: a message saying to update;
 * - `--http`: the same answers over Streamable HTTP, an over-large request refused.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {createStaticServer} from '../../src/tooling/server/static-server';
import {installMcpPackage} from '../../src/tooling/mcp-package-install';
import {AGENTS_INDEX_FORMAT} from '../../src/agents/agents-index';
import {MAX_REQUEST_BYTES} from '../../src/mcp/http';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = path.join(repo, 'build');
const packageDir = path.join(repo, 'packages', 'mcp');
const {name: packageName} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
};
const versions = JSON.parse(fs.readFileSync(path.join(build, 'versions.json'), 'utf8')) as {
  newest: string;
  lines: Array<{id: string; path: string; packages: Record<string, string>}>;
};
const base = versions.lines[0].path;
const newest = versions.lines.find((line) => line.id === versions.newest)!;

/** One call of each tool, as an assistant would make them. */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['search', {query: 'watch query', limit: 5}],
  ['get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', member: 'connect'}],
  ['compare_symbol', {name: 'AbstractPowerSyncDatabase'}],
  ['resolve_release', {packageJson: JSON.stringify({dependencies: {'@powersync/web': '^1.31.0'}})}],
  ['upgrade_guide', {from: '@powersync/web@1.31.0'}],
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-package-'));
/** The package installed from its tarball: its bin and the project it is installed in. */
let installed = {bin: '', project: ''};

/** The site: build/ as a static host serves it; `down` refuses to exist, `format` serves another data format. */
const mode = {format: false};
const requests: Array<{url: string; status: number}> = [];
const staticSite = createStaticServer({root: build, baseUrl: base});
const serveStatic = staticSite.listeners('request')[0] as http.RequestListener;
const site = http.createServer((req, res) => {
  res.on('finish', () => requests.push({url: req.url ?? '', status: res.statusCode}));
  if (mode.format && req.url?.endsWith('agents-index.json')) {
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(JSON.stringify({format: 'powersync-agents-index@999', site: {}, sections: [], pages: []}));
    return;
  }
  serveStatic(req, res);
});
let port = 0;
const siteUrl = () => `http://127.0.0.1:${port}${base}`;
const listen = () => new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
async function siteGoesAway(): Promise<void> {
  const closed = new Promise<void>((resolve) => site.close(() => resolve()));
  site.closeAllConnections();
  await closed;
}

before(async () => {
  // Made before the build by `npm run clean-installs`; made here when its inputs changed since.
  installed = installMcpPackage(repo);
  await listen();
  port = (site.address() as AddressInfo).port;
});
/** Every server started, closed at the end whatever failed. */
const clients: Client[] = [];
after(async () => {
  await Promise.all(clients.map((client) => client.close()));
  if (site.listening) await siteGoesAway();
  fs.rmSync(work, {recursive: true, force: true});
});

/** The installed bin as an assistant starts it, with its own cache folder; its stderr kept. */
async function start(args: string[]): Promise<{client: Client; stderr: () => string}> {
  const client = new Client({name: 'package-test', version: '1.0.0'});
  const transport = new StdioClientTransport({
    command: installed.bin,
    args,
    cwd: installed.project,
    env: {PATH: process.env.PATH ?? '', HOME: work},
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await client.connect(transport);
  clients.push(client);
  return {client, stderr: () => stderr};
}
const cache = path.join(work, 'cache');
const overHttp = () => start(['--site', siteUrl(), '--cache-dir', cache]);

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return {text, isError: result.isError === true};
}

let session: Client;
const answers = new Map<string, string>();

test('installed from its tarball, every tool answers over HTTP what it answers from the build folder', async () => {
  const folder = await start(['--site', build]);
  const fromFolder = new Map<string, string>();
  for (const [name, args] of CALLS) {
    const {text, isError} = await call(folder.client, name, args);
    assert.equal(isError, false, `${name} from the folder: ${text}`);
    fromFolder.set(name, text);
  }
  await folder.client.close();

  session = (await overHttp()).client;
  assert.match(session.getInstructions() ?? '', new RegExp(`newest line, ${versions.newest}\\.`));
  for (const [name, args] of CALLS) {
    const {text, isError} = await call(session, name, args);
    assert.equal(isError, false, `${name} over HTTP: ${text}`);
    assert.equal(text, fromFolder.get(name), `${name}: the same answer over HTTP as from the folder`);
    answers.set(name, text);
  }
  // What the answers say, checked against versions.json rather than against themselves.
  assert.match(
    answers.get('get_symbol')!,
    new RegExp(`^Section: web-sdk \\(@powersync/web ${newest.packages['@powersync/web']}\\)$`, 'm'),
  );
  assert.match(
    answers.get('upgrade_guide')!,
    new RegExp(`^# Upgrade guide: @powersync/web 1\\.31\\.0 → ${newest.packages['@powersync/web']}`, 'm'),
  );
  // Only what the answers read: no page of the site, no twin but the ones asked for.
  assert.ok(
    requests.every((r) => /\.(json|md)$/.test(r.url.split('?')[0])),
    requests.map((r) => r.url).join(', '),
  );
  const twins = requests.filter((r) => r.url.endsWith('.md'));
  assert.ok(twins.length <= 6, `twins fetched: ${twins.map((r) => r.url).join(', ')}`);
});

test('the site going away mid-session: what was read answers, the rest is a clear error', async () => {
  await siteGoesAway();
  const again = await call(session, 'get_symbol', CALLS[1][1]);
  assert.equal(again.text, answers.get('get_symbol'));
  const unread = await call(session, 'get_symbol', {section: 'node-sdk', name: 'PowerSyncDatabase'});
  assert.equal(unread.isError, true, unread.text);
  assert.match(
    unread.text,
    new RegExp(
      `could not be read \\([^)]+\\), and ${newest.path.slice(base.length)}node-sdk/(?:classes|interfaces)/PowerSyncDatabase\\.md is not in the cache`,
    ),
  );
  await session.close();
});

test('a new session with the site away starts from the cache and says how old its data is', async () => {
  const {client} = await overHttp();
  const cached = await call(client, 'get_symbol', CALLS[1][1]);
  assert.equal(cached.isError, false, cached.text);
  assert.match(
    cached.text,
    // How old depends on how long the earlier tests took (a slow host: minutes); that it is said is the point.
    /could not be read \([^)]+\): this answer uses its data cached (?:less than a minute|\d+ minutes?) ago \(\d{4}-\d\d-\d\dT/,
  );
  assert.ok(cached.text.endsWith(answers.get('get_symbol')!), 'then the answer it gave with the site up');
  // A page whose twin no answer has read yet.
  const unread = await call(client, 'get_symbol', {section: 'node-sdk', name: 'Table'});
  assert.equal(unread.isError, true, unread.text);
  assert.match(unread.text, /is not in the cache/);
  await client.close();
});

test('a damaged cache file is detected and fetched again', async () => {
  await listen();
  const twin = `${newest.path.slice(base.length)}web-sdk/classes/PowerSyncDatabase.md`;
  const [siteDir] = fs.readdirSync(cache);
  const cachedTwin = path.join(cache, siteDir, 'files', twin);
  // Whichever twin get_symbol read (PowerSyncDatabase is a class or an interface by line).
  const file = fs.existsSync(cachedTwin) ? cachedTwin : cachedTwin.replace('/classes/', '/interfaces/');
  const good = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, good.slice(0, 100));
  requests.length = 0;
  const {client} = await overHttp();
  const {text, isError} = await call(client, 'get_symbol', CALLS[1][1]);
  assert.equal(isError, false, text);
  assert.equal(text, answers.get('get_symbol'));
  const refetched = requests.find((r) => r.url === `${base}${path.relative(path.join(cache, siteDir, 'files'), file)}`);
  assert.equal(refetched?.status, 200, 'fetched whole, not revalidated with the damaged copy’s ETag');
  assert.equal(fs.readFileSync(file, 'utf8'), good);
  await client.close();
});

test('a site publishing a data format the package does not read: it says to update the package', async () => {
  mode.format = true;
  try {
    // As an assistant starts it: the process ends at once, its stderr says why and what to do.
    const run = await new Promise<{code: number | null; stderr: string}>((resolve) => {
      const child = spawn(installed.bin, ['--site', siteUrl(), '--cache-dir', path.join(work, 'cache-format')], {
        env: {PATH: process.env.PATH ?? '', HOME: work},
        stdio: ['pipe', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({code, stderr}));
    });
    assert.equal(run.code, 1, run.stderr);
    assert.match(
      run.stderr,
      new RegExp(
        `agents-index\\.json in format "powersync-agents-index@999"; this server reads format "${AGENTS_INDEX_FORMAT}"\\. ` +
          `Update the package: npx -y ${packageName}@latest`,
      ),
    );
  } finally {
    mode.format = false;
  }
});

// The timeout bounds a server that would wait for the declared body instead of refusing it.
test('with --http it answers over Streamable HTTP and refuses an over-large request', {timeout: 60_000}, async () => {
  const child = spawn(installed.bin, ['--http', '--port', '0', '--site', siteUrl(), '--cache-dir', cache], {
    env: {PATH: process.env.PATH ?? '', HOME: work},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`the HTTP server exited (${code}): ${err}`)));
    });
    const client = new Client({name: 'package-test-http', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    clients.push(client);
    const {text, isError} = await call(client, 'get_symbol', CALLS[1][1]);
    assert.equal(isError, false, text);
    assert.equal(text, answers.get('get_symbol'));
    // The body is declared, not sent: the refusal comes on the headers, and a client still
    // sending megabytes when the server closes would see a reset instead, depending on timing.
    const big = await new Promise<{status: number; text: string}>((resolve, reject) => {
      const req = http.request(endpoint, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'content-length': String(MAX_REQUEST_BYTES + 1)},
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({status: res.statusCode ?? 0, text}));
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    assert.equal(big.status, 413);
    assert.match(big.text, /Request too large/);
  } finally {
    child.kill();
  }
});
