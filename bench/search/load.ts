import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latencies in ms by kind of request. */
  latencies: Map<string, number[]>;
  statuses: Map<number, number>;
}

/**
 * Runs `concurrency` keep-alive clients that go through `schedule` in turn for `seconds`, and
 * records each answer's latency (first byte to end of body) by kind.
 */
export async function runLoad(baseUrl: string, schedule: Array<{ kind: string; url: string }>, concurrency: number, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  let cursor = 0;
  let requests = 0;
  const started = performance.now();
  const once = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(`${baseUrl}${url}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  const client = async () => {
    while (performance.now() < until) {
      const item = schedule[cursor++ % schedule.length]!;
      const t0 = performance.now();
      const status = await once(item.url);
      const ms = performance.now() - t0;
      requests++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      let list = latencies.get(item.kind);
      if (!list) latencies.set(item.kind, (list = []));
      list.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return { requests, seconds: elapsed, perSecond: requests / elapsed, latencies, statuses };
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
