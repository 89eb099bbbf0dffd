import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface CutProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped or unreachable PostgreSQL would. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to `host:port` that a test can cut and restore (a database outage seen from a process). */
export async function startCutProxy(host: string, port: number): Promise<CutProxy> {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(port, host);
    const pair = [client, upstream];
    const end = () => {
      for (const socket of pair) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
