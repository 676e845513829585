/**
 * The MCP server's data access (src/mcp/site-files.ts) against a published site: a small fixture
 * served by a local HTTP server that honours If-None-Match, as a static host does. What a tool
 * reads is fetched once, kept on disk with its ETag, revalidated with a 304 by the next process,
 * answered from the cache (saying how old) when the site is gone, refetched when the cache is
 * damaged; a format this server does not read is refused with the advice given.
 */
import {after, before, beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {AGENTS_INDEX_FORMAT} from '../../src/agents/agents-index';
import {HISTORY_FORMAT} from '../../src/history/model';
import {
  DataFormatError,
  FileNotLoaded,
  SiteUnavailableError,
  readAgentsIndexFile,
  readHistoryData,
  readThrough,
  remoteFiles,
  siteCacheDir,
} from '../../src/mcp/site-files';
import {scratchDir} from '../scratch-dir';

const site: Record<string, string> = {};
function resetSite() {
  for (const key of Object.keys(site)) delete site[key];
  Object.assign(site, {
    'versions.json': JSON.stringify({newest: 'current', default: 'current', lines: []}),
    'agents-index.json': JSON.stringify({
      format: AGENTS_INDEX_FORMAT,
      site: {url: 'x', baseUrl: '/'},
      sections: [],
      pages: [],
    }),
    'web-sdk/api-history.json': JSON.stringify({format: HISTORY_FORMAT, texts: [], packages: {}}),
    'web-sdk/classes/Table.md': '# Table\n',
    'web-sdk/classes/Column.md': '# Column\n',
  });
}

/** Each request the site answered: path, the If-None-Match it was sent, the status. */
let requests: Array<{path: string; ifNoneMatch?: string; status: number}> = [];
const etagOf = (body: string) => `"${crypto.createHash('sha1').update(body).digest('hex')}"`;
/** Requests to drop without an answer, the connection closed, as a host closing an idle kept-alive one. */
let dropped = 0;
const server = http.createServer((req, res) => {
  const file = decodeURIComponent(new URL(req.url!, 'http://x').pathname).replace(/^\/site\//, '');
  if (dropped > 0) {
    dropped -= 1;
    requests.push({path: file, status: 0});
    req.socket.destroy();
    return;
  }
  const body = site[file];
  const ifNoneMatch = req.headers['if-none-match'];
  const status = body === undefined ? 404 : ifNoneMatch === etagOf(body) ? 304 : 200;
  requests.push({path: file, ...(ifNoneMatch ? {ifNoneMatch} : {}), status});
  res.writeHead(status, body === undefined ? {} : {etag: etagOf(body)});
  res.end(status === 200 ? body : undefined);
});
// A suite of its own: hooks at a file's top level are the root's, and `npm run test:unit` loads
// every file into one process, so they would run around every unit test (a cache folder each).
describe('remote site files', () => {
  let root = '';
  let cacheDir = '';
  let clock = Date.parse('2026-12-02T12:00:00Z');
  const open = () =>
    remoteFiles({site: root, cacheDir, formatAdvice: 'Update the package.', now: () => clock, timeoutMs: 5_000});

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site/`;
  });
  after(() => server.close());
  beforeEach(() => {
    resetSite();
    requests = [];
    dropped = 0;
    cacheDir = scratchDir('mcp-site-files');
  });

  test('a read fetches only the file it needs, once a process, and keeps it on disk with its ETag', async () => {
    const files = open();
    assert.throws(() => files.read('web-sdk/classes/Table.md'), FileNotLoaded);
    const text = await readThrough(files, () => files.read('web-sdk/classes/Table.md'));
    assert.equal(text, '# Table\n');
    await readThrough(files, () => files.read('web-sdk/classes/Table.md'));
    assert.deepEqual(requests, [{path: 'web-sdk/classes/Table.md', status: 200}]);
    assert.equal(files.bytesFetched, Buffer.byteLength('# Table\n'));
    const meta = JSON.parse(
      fs.readFileSync(path.join(siteCacheDir(cacheDir, root), 'files/web-sdk/classes/Table.md.meta.json'), 'utf8'),
    ) as {etag: string};
    assert.equal(meta.etag, etagOf('# Table\n'));
  });

  test('a file the site does not have reads as undefined, not as an error', async () => {
    const files = open();
    assert.equal(await readThrough(files, () => files.read('v2/line-map.json')), undefined);
  });

  test('the next process revalidates its cache with If-None-Match: a 304 costs no body', async () => {
    const first = open();
    await readThrough(first, () => first.read('web-sdk/classes/Table.md'));
    requests = [];
    const second = open();
    assert.equal(await readThrough(second, () => second.read('web-sdk/classes/Table.md')), '# Table\n');
    assert.deepEqual(requests, [{path: 'web-sdk/classes/Table.md', ifNoneMatch: etagOf('# Table\n'), status: 304}]);
    assert.equal(second.bytesFetched, 0);
    assert.deepEqual(second.takeNotes(), []);
  });

  test('a file changed on the site is fetched anew', async () => {
    const first = open();
    await readThrough(first, () => first.read('web-sdk/classes/Table.md'));
    site['web-sdk/classes/Table.md'] = '# Table v2\n';
    const second = open();
    assert.equal(await readThrough(second, () => second.read('web-sdk/classes/Table.md')), '# Table v2\n');
    assert.equal(requests.at(-1)!.status, 200);
  });

  test('with the site gone, cached files answer and say how old they are; others are a clear error', async () => {
    const first = open();
    await readThrough(first, () => first.read('web-sdk/classes/Table.md'));
    clock += 3 * 60 * 60_000;
    const gone = remoteFiles({
      site: root,
      cacheDir,
      formatAdvice: '',
      now: () => clock,
      fetch: () => Promise.reject(Object.assign(new TypeError('fetch failed'), {cause: {code: 'ECONNREFUSED'}})),
    });
    assert.equal(await readThrough(gone, () => gone.read('web-sdk/classes/Table.md')), '# Table\n');
    const notes = gone.takeNotes();
    assert.equal(notes.length, 1);
    assert.match(
      notes[0],
      /could not be read \(ECONNREFUSED\): this answer uses its data cached 3 hours ago \(2026-12-02T12:00:00Z\)/,
    );
    assert.deepEqual(gone.takeNotes(), [], 'a note is said once');
    await assert.rejects(
      readThrough(gone, () => gone.read('web-sdk/classes/Column.md')),
      (error: unknown) =>
        error instanceof SiteUnavailableError &&
        /could not be read \(ECONNREFUSED\), and web-sdk\/classes\/Column\.md is not in the cache/.test(error.message),
    );
  });

  test('a server error counts as the site unreachable: the cached copy answers', async () => {
    const first = open();
    await readThrough(first, () => first.read('web-sdk/classes/Table.md'));
    const failing = remoteFiles({
      site: root,
      cacheDir,
      formatAdvice: '',
      now: () => clock,
      fetch: () => Promise.resolve(new Response('down', {status: 503})),
    });
    assert.equal(await readThrough(failing, () => failing.read('web-sdk/classes/Table.md')), '# Table\n');
    assert.match(failing.takeNotes()[0], /HTTP 503/);
  });

  test('a damaged cached body is detected and fetched again, never answered from', async () => {
    const first = open();
    await readThrough(first, () => first.read('web-sdk/classes/Table.md'));
    const body = path.join(siteCacheDir(cacheDir, root), 'files/web-sdk/classes/Table.md');
    fs.writeFileSync(body, '# Tab');
    requests = [];
    const second = open();
    assert.equal(await readThrough(second, () => second.read('web-sdk/classes/Table.md')), '# Table\n');
    assert.deepEqual(
      requests,
      [{path: 'web-sdk/classes/Table.md', status: 200}],
      'no If-None-Match for a damaged copy',
    );
    assert.equal(fs.readFileSync(body, 'utf8'), '# Table\n');
  });

  test('a data format this server does not read is refused with the advice, for each kind of file', async () => {
    site['agents-index.json'] = JSON.stringify({format: 'powersync-agents-index@9', site: {}, sections: [], pages: []});
    site['web-sdk/api-history.json'] = JSON.stringify({format: HISTORY_FORMAT + 1, texts: [], packages: {}});
    const files = open();
    await assert.rejects(
      readThrough(files, () => readAgentsIndexFile(files, 'agents-index.json')),
      (error: unknown) =>
        error instanceof DataFormatError &&
        error.message.includes(
          `agents-index.json in format "powersync-agents-index@9"; this server reads format "${AGENTS_INDEX_FORMAT}". Update the package.`,
        ),
    );
    await assert.rejects(
      readThrough(files, () => readHistoryData(files, 'web-sdk/api-history.json')),
      (error: unknown) =>
        error instanceof DataFormatError &&
        /format 5; this server reads format 4\. Update the package\./.test(error.message),
    );
    site['agents-index.json'] = '<html>not json';
    const other = remoteFiles({
      site: root,
      cacheDir: scratchDir('mcp-site-files'),
      formatAdvice: '',
    });
    await assert.rejects(
      readThrough(other, () => readAgentsIndexFile(other, 'agents-index.json')),
      DataFormatError,
    );
  });

  test('readThrough loads each file a run reads, one after another, and runs it again', async () => {
    const files = open();
    const both = await readThrough(files, () => [
      files.read('web-sdk/classes/Table.md'),
      files.read('web-sdk/classes/Column.md'),
    ]);
    assert.deepEqual(both, ['# Table\n', '# Column\n']);
    assert.deepEqual(
      requests.map((r) => r.path),
      ['web-sdk/classes/Table.md', 'web-sdk/classes/Column.md'],
    );
  });

  test('a request whose connection the host closed is sent once more, and only once', async () => {
    dropped = 1;
    const files = open();
    assert.equal(await readThrough(files, () => files.read('web-sdk/classes/Table.md')), '# Table\n');
    assert.deepEqual(
      requests.map((r) => r.status),
      [0, 200],
    );
    requests = [];
    dropped = 2;
    const again = open();
    await assert.rejects(
      readThrough(again, () => again.read('web-sdk/classes/Column.md')),
      (error: Error) => error instanceof SiteUnavailableError && /UND_ERR_SOCKET|ECONNRESET/.test(error.message),
    );
    assert.equal(requests.length, 2);
  });
});
