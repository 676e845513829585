/**
 * The MCP server over Streamable HTTP (`npm run mcp -- --http --port 3001`), for a team that
 * hosts the reference: stateless (a server and transport per request, no session kept), JSON
 * answers, read-only. POST {path} only; any other method or path is refused with its status.
 */
import http from 'node:http';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

import {DEFAULT_HTTP_HOST, MCP_HTTP_PATH} from './about';

export {DEFAULT_HTTP_HOST, MCP_HTTP_PATH};

function refuse(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'content-type': 'application/json', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

export function createHttpServer(createServer: () => McpServer): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_HTTP_PATH) return refuse(res, 404, `Not found: the MCP endpoint is POST ${MCP_HTTP_PATH}`);
    // Stateless: no session to stream to (GET) or to end (DELETE).
    if (req.method !== 'POST')
      return refuse(res, 405, 'Method not allowed: this server is stateless, use POST', {allow: 'POST'});
    const server = createServer();
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
        console.error(`[mcp] ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) refuse(res, 500, 'Internal server error');
      });
  });
}
