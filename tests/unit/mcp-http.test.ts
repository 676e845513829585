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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A POST on a connection of its own, closed after its answer: no request reuses a socket an
 * earlier one left (a pool's idle socket can be closed by the server as it is reused, and on a
 * starved host that once failed a request here with "fetch failed"). `body` as one string is
 * sent with its Content-Length; as parts, chunked, the parts written one by one. The server
 * closes the connection of a body it refuses while the parts may still be going out: once its
 * answer has come, the connection's end is no error.
 */
function post(body: string | string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const declared = typeof body === 'string' ? {'content-length': String(Buffer.byteLength(body))} : {};
    let answer: Answer | undefined;
    const req = http.request(url, {method: 'POST', agent: false, headers: {...headers, ...declared}}, (res) => {
      answer = {status: res.statusCode ?? 0, headers: res.headers, text: ''};
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer!.text += chunk));
      res.on('end', () => resolve(answer!));
      res.on('error', () => resolve(answer!));
    });
    req.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    for (const part of typeof body === 'string' ? [body] : body) req.write(part);
    req.end();
  });
}

test('a request within the limits is answered by the MCP server', async () => {
  clock += 60_000;
  const answer = await post(initialize);
  assert.equal(answer.status, 200, answer.text);
  assert.match(answer.text, /"protocolVersion"/);
});

test('a body over the size limit is refused with 413 and never reaches a server', async () => {
  clock += 60_000;
  made = 0;
  const big = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {pad: 'x'.repeat(2000)}});
  const declared = await post(big);
  assert.equal(declared.status, 413);
  assert.match(declared.text, /Request too large: at most 1000 bytes/);
  // Without a Content-Length (chunked): counted as it comes.
  const chunked = await post(Array.from({length: 4}, () => 'x'.repeat(500)));
  assert.equal(chunked.status, 413);
  assert.equal(made, 0);
});

test('a client over the rate limit gets 429 with Retry-After until the window ends', async () => {
  clock += 60_000;
  for (let i = 0; i < 3; i++) assert.equal((await post(initialize)).status, 200);
  clock += 15_000;
  const limited = await post(initialize);
  assert.equal(limited.status, 429);
  assert.equal(limited.headers['retry-after'], '45');
  clock += 45_000;
  assert.equal((await post(initialize)).status, 200);
});
