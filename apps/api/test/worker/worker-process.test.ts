import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { loadConfig } from '../../src/config/load-config';
import { createPlatform, type Platform } from '../../src/platform';
import { statisticsRefreshQueue } from '../../src/modules/statistics';
import { startModules } from '../../src/modules/module-list';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const workerMain = join(repoRoot, 'apps/api/src/worker/main.ts');

interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let database: IsolatedDatabase;
let dataDir: string;
let holdFile: string;
let platform: Platform;
const started: WorkerProcess[] = [];

/** The worker as `npm run worker` runs it, in one node process (tsx as a loader, so a kill reaches the worker itself). */
function startWorkerProcess(): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', workerMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      WORKER_METRICS_PORT: '0',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      STATISTICS_REFRESH_TIMEOUT_SECONDS: '3',
      WORKER_SHUTDOWN_TIMEOUT_SECONDS: '20',
      WORKER_TEST_HOLD_FILE: holdFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const worker = { child, output: () => output, exited };
  started.push(worker);
  return worker;
}

const untilOutput = (worker: WorkerProcess, text: string) =>
  vi.waitFor(() => expect(worker.output()).toContain(text), { timeout: 30_000, interval: 100 });

const jobRow = async (id: string) => {
  const { rows } = await database.pool.query<{ state: string; retry_count: number }>('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [id]);
  return rows[0];
};

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-worker-'));
  holdFile = join(dataDir, 'hold');
  // The test's own sender; its maintenance is left idle so that only the worker can expire a job.
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_MAINTENANCE_INTERVAL_SECONDS: '3600' });
  platform = await createPlatform(config, { pool: database.pool });
  await startModules({ platform });
});

afterAll(async () => {
  for (const worker of started) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the worker process', () => {
  const refreshQueue = () => statisticsRefreshQueue(platform.config);

  it('refuses to start without DATABASE_URL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', workerMain], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', APP_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('DATABASE_URL');
  });

  it('killed (SIGKILL) in the middle of the statistics refresh, then restarted, completes the job', async () => {
    await writeFile(holdFile, 'hold');
    const first = startWorkerProcess();
    await untilOutput(first, 'worker started');
    const before = new Date();
    const id = await platform.queue.send(refreshQueue(), { reason: 'manual' });
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('active'), { timeout: 30_000, interval: 100 });

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect((await jobRow(id))?.state).toBe('active');

    await rm(holdFile);
    const second = startWorkerProcess();
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('completed'), { timeout: 45_000, interval: 200 });
    expect((await jobRow(id))?.retry_count).toBeGreaterThanOrEqual(1);
    const { rows } = await database.pool.query<{ computed: Date }>('SELECT max(computed_at) AS computed FROM site_statistics');
    expect(rows[0]?.computed.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(second.output()).toContain('statistics refreshed');

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('SIGTERM lets the running job finish, then exits cleanly', async () => {
    await writeFile(holdFile, 'hold');
    const worker = startWorkerProcess();
    await untilOutput(worker, 'worker started');
    const id = await platform.queue.send(refreshQueue(), { reason: 'manual' });
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('active'), { timeout: 30_000, interval: 100 });

    worker.child.kill('SIGTERM');
    await untilOutput(worker, 'worker stopping');
    expect(worker.child.exitCode).toBeNull();
    await rm(holdFile);

    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect((await jobRow(id))?.state).toBe('completed');
  });

  it('schedules the refresh on its cron, in Paris time', async () => {
    const { rows } = await database.pool.query<{ cron: string; options: { tz?: string } }>('SELECT cron, options FROM pgboss.schedule WHERE name = $1', [refreshQueue().name]);
    expect(rows).toEqual([expect.objectContaining({ cron: platform.config.STATISTICS_REFRESH_CRON, options: expect.objectContaining({ tz: 'Europe/Paris' }) })]);
  });
});
