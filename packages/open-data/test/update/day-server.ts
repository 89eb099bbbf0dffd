import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { UpdateSource } from '../../src/update/update-sources';
import { updateSourcesFromEnv } from '../../src/update/update-sources';

/** The day files of test/fixtures/update (small files in the sources' real formats), by source. */
export const DAY_FILES: Record<string, string> = {
  'sirene-ul': 'sirene-ul-day.csv',
  'sirene-etab': 'sirene-etab-day.csv',
  rne: 'rne-day.jsonl',
  bodacc: 'bodacc-day.json',
};

export const dayFixture = (name: string) => fileURLToPath(new URL(`../fixtures/update/${name}`, import.meta.url));

/**
 * A local HTTP server standing for the sources' addresses: `/<day>/<file>` answers the fixture with its
 * Content-Length, `/<day>/<file>.sha256` its SHA-256 as `sha256sum` writes it. `damage` names files served altered
 * (one byte changed) while their checksum stays the fixture's.
 */
export class DayServer {
  readonly damaged = new Set<string>();
  readonly requests: string[] = [];
  private constructor(
    private readonly server: Server,
    readonly base: string,
  ) {}

  static async start(day: string): Promise<DayServer> {
    let self: DayServer | null = null;
    const server = createServer((request, response) => {
      const url = request.url ?? '/';
      self?.requests.push(url);
      const match = /^\/(\d{4}-\d{2}-\d{2})\/([a-z-]+\.(?:csv|jsonl|json))(\.sha256)?$/.exec(url);
      if (!match || match[1] !== day) {
        response.writeHead(404).end();
        return;
      }
      const [, , name = '', sum] = match;
      readFile(dayFixture(name))
        .then((bytes) => {
          if (sum) {
            response.writeHead(200, { 'content-type': 'text/plain' }).end(`${createHash('sha256').update(bytes).digest('hex')}  ${name}\n`);
            return;
          }
          const body = self?.damaged.has(name) ? Buffer.concat([bytes.subarray(0, -2), Buffer.from('X\n')]) : bytes;
          response.writeHead(200, { 'content-length': body.length }).end(body);
        })
        .catch(() => response.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    self = new DayServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return self;
  }

  /** The four sources pointed at this server, with their checksums. */
  sources(): UpdateSource[] {
    const env: Record<string, string> = {};
    const variables: Record<string, string> = { 'sirene-ul': 'SIRENE_UL', 'sirene-etab': 'SIRENE_ETAB', rne: 'RNE', bodacc: 'BODACC' };
    for (const [source, file] of Object.entries(DAY_FILES)) {
      env[`DATA_UPDATE_${variables[source]}_URL`] = `${this.base}/{date}/${file}`;
      env[`DATA_UPDATE_${variables[source]}_SHA256_URL`] = `${this.base}/{date}/${file}.sha256`;
    }
    return updateSourcesFromEnv(env);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
