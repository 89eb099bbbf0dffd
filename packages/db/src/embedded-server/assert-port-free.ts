import net from 'node:net';

/**
 * Resolves when nothing listens on 127.0.0.1:`port`, else rejects with a one-line
 * message saying what to do. (A server on 0.0.0.0 or a dual-stack [::] also makes
 * this bind fail, so those are caught too.)
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        reject(
          new Error(
            `Port ${port} is already in use: set EMBEDDED_PG_PORT to a free port or stop the process using it`,
          ),
        );
      } else {
        reject(error);
      }
    });
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve()));
  });
}
