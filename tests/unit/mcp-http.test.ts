/**
 * The MCP server's Streamable HTTP endpoint (src/mcp/http.ts) and its limits: a body over the
 * size limit is refused with 413 before any server is made for it (said by its Content-Length,
 * or counted as it streams), a client over the rate limit gets 429 with Retry-After, and a
 * request within both is answered by the MCP server.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {createHttpServer} from '../../src/mcp/http';

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'test', version: '1'}},
});
const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};

let made = 0;
let clock = 0;
const server = createHttpServer(
  () => {
    made += 1;
    return new McpServer({name: 'test', version: '1'});
  },
  {maxRequestBytes: 1000, rateLimit: 3, rateWindowMs: 60_000, now: () => clock},
);
let url = '';
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
});
after(() => server.close());

test('a request within the limits is answered by the MCP server', async () => {
  clock += 60_000;
  const response = await fetch(url, {method: 'POST', headers, body: initialize});
  assert.equal(response.status, 200, await response.clone().text());
  assert.match(await response.text(), /"protocolVersion"/);
});

test('a body over the size limit is refused with 413 and never reaches a server', async () => {
  clock += 60_000;
  made = 0;
  const big = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {pad: 'x'.repeat(2000)}});
  const declared = await fetch(url, {method: 'POST', headers, body: big});
  assert.equal(declared.status, 413);
  assert.match(await declared.text(), /Request too large: at most 1000 bytes/);
  // Without a Content-Length (chunked): counted as it comes.
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(url, {method: 'POST', headers}, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    for (let i = 0; i < 4; i++) req.write('x'.repeat(500));
    req.end();
  });
  assert.equal(status, 413);
  assert.equal(made, 0);
});

test('a client over the rate limit gets 429 with Retry-After until the window ends', async () => {
  clock += 60_000;
  for (let i = 0; i < 3; i++) {
    const response = await fetch(url, {method: 'POST', headers, body: initialize});
    assert.equal(response.status, 200);
  }
  clock += 15_000;
  const limited = await fetch(url, {method: 'POST', headers, body: initialize});
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '45');
  clock += 45_000;
  assert.equal((await fetch(url, {method: 'POST', headers, body: initialize})).status, 200);
});
