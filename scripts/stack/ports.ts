import { createServer } from 'node:net';

/** Resolves true when nothing listens on host:port (we could bind it ourselves). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system considers free right now (tests start their servers on these). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class PortInUseError extends Error {
  constructor(what: string, port: number, variable: string) {
    super(`Port ${port} is already in use, so the ${what} cannot start. Stop the program using it or set ${variable} to a free port.`);
    this.name = 'PortInUseError';
  }
}

export async function assertPortFree(what: string, port: number, variable: string): Promise<void> {
  if (!(await isPortFree(port))) throw new PortInUseError(what, port, variable);
}
