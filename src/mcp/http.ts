/**
 * The MCP server over Streamable HTTP (`npm run mcp -- --http --port 3001`), for a team that
 * hosts the reference: stateless (a server and transport per request, no session kept), JSON
 * answers, read-only. POST {path} only; any other method or path is refused with its status.
 * A shared endpoint is open to anyone who reaches it, so each request's body is bounded and each
 * client address gets a bounded rate of requests: a flood costs it a 413 or a 429, not the host.
 */
import http from 'node:http';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

import {DEFAULT_HTTP_HOST, MCP_HTTP_PATH} from './about';

export {DEFAULT_HTTP_HOST, MCP_HTTP_PATH};

/** The largest request body read: resolve_release takes a whole lockfile (a large app's is a few MiB). */
export const MAX_REQUEST_BYTES = 8 * 1024 * 1024;
/** Requests one client address may make per window, and the window. */
export const RATE_LIMIT = 120;
export const RATE_WINDOW_MS = 60_000;

export interface HttpLimits {
  maxRequestBytes: number;
  rateLimit: number;
  rateWindowMs: number;
  now: () => number;
}

function refuse(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'content-type': 'application/json', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/** Requests per client address in the current fixed window. */
function rateLimiter(limits: HttpLimits): (client: string) => number | undefined {
  let windowStart = limits.now();
  let counts = new Map<string, number>();
  return (client) => {
    const now = limits.now();
    if (now - windowStart >= limits.rateWindowMs) {
      windowStart = now;
      counts = new Map();
    }
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    // Over the limit: the seconds until the window ends.
    return count > limits.rateLimit ? Math.ceil((windowStart + limits.rateWindowMs - now) / 1000) : undefined;
  };
}

class TooLarge extends Error {}

/** The request's body parsed as JSON, or TooLarge once more than `max` bytes came. */
function readBody(req: http.IncomingMessage, max: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        // Stop keeping it; the 413 is sent, then the connection closed (createHttpServer).
        req.removeAllListeners('data');
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

export function createHttpServer(createServer: () => McpServer, options: Partial<HttpLimits> = {}): http.Server {
  const limits: HttpLimits = {
    maxRequestBytes: MAX_REQUEST_BYTES,
    rateLimit: RATE_LIMIT,
    rateWindowMs: RATE_WINDOW_MS,
    now: Date.now,
    ...options,
  };
  const overRate = rateLimiter(limits);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_HTTP_PATH) return refuse(res, 404, `Not found: the MCP endpoint is POST ${MCP_HTTP_PATH}`);
    // Stateless: no session to stream to (GET) or to end (DELETE).
    if (req.method !== 'POST')
      return refuse(res, 405, 'Method not allowed: this server is stateless, use POST', {allow: 'POST'});
    const retryAfter = overRate(req.socket.remoteAddress ?? '');
    if (retryAfter !== undefined)
      return refuse(res, 429, `Too many requests: at most ${limits.rateLimit} a minute`, {
        'retry-after': String(retryAfter),
      });
    const tooLarge = `Request too large: at most ${limits.maxRequestBytes} bytes`;
    if (Number(req.headers['content-length'] ?? 0) > limits.maxRequestBytes)
      return refuse(res, 413, tooLarge, {connection: 'close'});
    readBody(req, limits.maxRequestBytes).then(
      (body) => {
        const server = createServer();
        const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
        res.on('close', () => {
          void transport.close();
          void server.close();
        });
        server
          .connect(transport)
          .then(() => transport.handleRequest(req, res, body))
          .catch((error: unknown) => {
            console.error(`[mcp] ${error instanceof Error ? error.message : String(error)}`);
            if (!res.headersSent) refuse(res, 500, 'Internal server error');
          });
      },
      (error: unknown) => {
        if (res.headersSent) return;
        if (error instanceof TooLarge) {
          res.on('finish', () => req.destroy());
          refuse(res, 413, tooLarge, {connection: 'close'});
        } else refuse(res, 400, 'Bad request: the body is not JSON');
      },
    );
  });
}
