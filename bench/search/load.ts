import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latencies in ms by kind of request (request sent to end of body). */
  latencies: Map<string, number[]>;
  /** Times to first byte in ms by kind of request (request sent to response headers). */
  firstByte: Map<string, number[]>;
  statuses: Map<number, number>;
}

/**
 * Runs `concurrency` keep-alive clients that go through `schedule` in turn for `seconds`, and
 * records each answer's latency and time to first byte by kind. With `once`, each entry of the
 * schedule is requested at most once (uncached reads of distinct pages), ending early when all are; with `stop`, the
 * clients end once it returns true (a load that runs as long as some other work).
 */
export async function runLoad(
  baseUrl: string,
  schedule: Array<{ kind: string; url: string }>,
  concurrency: number,
  seconds: number,
  options: { once?: boolean; stop?: () => boolean } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = new Map<string, number[]>();
  const firstByte = new Map<string, number[]>();
  const record = (map: Map<string, number[]>, kind: string, ms: number) => {
    let list = map.get(kind);
    if (!list) map.set(kind, (list = []));
    list.push(ms);
  };
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  let cursor = 0;
  let requests = 0;
  const started = performance.now();
  const get = (url: string, onFirstByte: () => void) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(`${baseUrl}${url}`, { agent }, (response) => {
        onFirstByte();
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  const client = async () => {
    while (performance.now() < until && !(options.once && cursor >= schedule.length) && !options.stop?.()) {
      const item = schedule[cursor++ % schedule.length]!;
      const t0 = performance.now();
      const status = await get(item.url, () => record(firstByte, item.kind, performance.now() - t0));
      record(latencies, item.kind, performance.now() - t0);
      requests++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return { requests, seconds: elapsed, perSecond: requests / elapsed, latencies, firstByte, statuses };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summary(values: number[]): { count: number; p50: number; p95: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
}
