import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {cacheControlFor, candidateFiles} from './resolve-path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown twins of the pages (src/agents), as agents and browsers expect them (RFC 7763).
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.map']);

export interface StaticServerOptions {
  root: string;
  baseUrl: string;
  host?: string;
  port?: number;
}

/**
 * A small production-like static server for `build/`: clean URLs, the site's 404 page,
 * gzip where the client accepts it (compressed once, then kept in memory), ETags and
 * immutable caching of hashed assets. What a reader measures locally matches a static host.
 */
export function createStaticServer({root, baseUrl}: StaticServerOptions): http.Server {
  const compressed = new Map<string, Buffer>();

  const send = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) => {
    const ext = path.extname(file);
    const stat = fs.statSync(file);
    const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const relative = path.relative(root, file).split(path.sep).join('/');
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(relative) : 'no-store');
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    // gzip only, whatever else the client accepts, as GitHub Pages (the production host) sends.
    // Not brotli: at the quality that would pay off, it costs a hundred times gzip's CPU a file.
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let body: Buffer = fs.readFileSync(file);
    if (gzip) {
      const key = `${file}:${etag}`;
      let packed: Buffer | undefined = compressed.get(key);
      if (!packed) {
        packed = zlib.gzipSync(body, {level: 9});
        compressed.set(key, packed);
      }
      body = packed;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const pathname = url.split('?')[0];
    if (pathname === '/' && baseUrl !== '/') {
      res.writeHead(302, {Location: baseUrl}).end();
      return;
    }
    const candidates = candidateFiles(pathname, baseUrl) ?? [];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        send(req, res, file, 200);
        return;
      }
    }
    // As GitHub Pages does: the site's one 404.html answers every missing path, under any line.
    const notFound = path.join(root, '404.html');
    // A site without a 404 page (TypeDoc's HTML in the bench) gets a plain one.
    if (fs.existsSync(notFound)) send(req, res, notFound, 404);
    else
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'}).end('Not found');
  });
}
