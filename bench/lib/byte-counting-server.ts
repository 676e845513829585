import type {AddressInfo} from 'node:net';
import {createStaticServer} from '../../src/tooling/server/static-server';

export interface CountingServer {
  origin: string;
  /** Every byte written to every connection so far (headers and bodies, as sent on the wire). */
  bytesSent(): number;
  close(): Promise<void>;
}

/**
 * The site's own static server (src/tooling/server/static-server.ts) for a benchmark: gzip only (the
 * figures are "bytes transferred (gzip)", and both sites must be served alike), on 127.0.0.1,
 * counting what it sends. Counting at the socket catches every request, including those a
 * search Web Worker makes, which the page's DevTools network domain does not see.
 */
export async function startCountingServer(root: string, baseUrl: string, port: number): Promise<CountingServer> {
  const server = createStaticServer({root, baseUrl});
  let closedBytes = 0;
  const open = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      open.delete(socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use: set BENCH_PORT_OURS / BENCH_PORT_BASELINE`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const {port: actual} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    bytesSent: () => closedBytes + [...open].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
