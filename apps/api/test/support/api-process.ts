import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const ENTRIES = {
  /** `npm run worker` */
  worker: join(repoRoot, 'apps/api/src/worker/main.ts'),
  /** The API alone, as in production. */
  api: join(repoRoot, 'apps/api/src/main.ts'),
};

export interface ApiProcess {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  exited: Promise<unknown>;
  /** True while the process runs. */
  alive(): boolean;
}

const started: ChildProcess[] = [];

/** The worker or the API in a process of its own, as production runs them, with the given settings. */
export function startApiProcess(entry: keyof typeof ENTRIES, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
    cwd: repoRoot,
    // Processes of many test files run at once: /metrics on any free port (logged as `metrics listening`).
    env: { ...process.env, APP_ENV: 'test', LOG_LEVEL: 'info', METRICS_PORT: '0', WORKER_METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.push(child);
  return {
    child,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Kills what the test file started and left running (afterAll). */
export function killStartedProcesses(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Settings of the order tests' processes: fast polling and retries, four orders at a time, no cap or rate limit in the way. */
export function orderProcessSettings(dataDir: string, queueSchema: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    JOB_QUEUE_SCHEMA: queueSchema,
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
    ORDER_JOB_RETRY_DELAY_SECONDS: '1',
    ORDER_JOB_TIMEOUT_SECONDS: '8',
    ORDER_WORKER_CONCURRENCY: '4',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    BILLING_DAILY_CAP_PER_KIND: '100000',
  };
}
