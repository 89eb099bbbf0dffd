import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

export interface ProcessSpec {
  /** Short name (`api-1`), also the log file's. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Standard output and error appended to this file. */
  logFile: string;
}

export interface ManagedProcess {
  readonly spec: ProcessSpec;
  /** The running child's id (changes on restart). */
  pid(): number | undefined;
  alive(): boolean;
  /** Everything the current child wrote so far. */
  output(): string;
  /** Starts the child (again, after a stop). */
  start(): void;
  /** SIGTERM (or `signal`), waits for the exit; SIGKILL after `timeoutMs`. Resolves the exit code. */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<number | null>;
}

/** A child process the cluster starts, restarts and stops, its output kept in memory and in its log file. */
export function managedProcess(spec: ProcessSpec): ManagedProcess {
  const log = createWriteStream(spec.logFile, { flags: 'a' });
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  let output = '';
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    spec,
    pid: () => child?.pid,
    alive: running,
    output: () => output,
    start() {
      if (running()) throw new Error(`${spec.name} is already running`);
      output = '';
      // A process group of its own: Ctrl-C in the terminal reaches the cluster script alone, which stops the processes in order.
      const started = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      child = started;
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
        // Only the recent output is needed in memory (readiness lines, errors): the log file has it all.
        if (output.length > 200_000) output = output.slice(-100_000);
        log.write(chunk);
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      started.once('error', (error) => keep(Buffer.from(`${spec.name} could not start: ${error.message}\n`)));
    },
    async stop({ signal = 'SIGTERM', timeoutMs = 60_000 } = {}) {
      if (!child || !running()) return child?.exitCode ?? null;
      const current = child;
      current.kill(signal);
      const killed = await Promise.race([exited, delay(timeoutMs).then(() => 'timeout' as const)]);
      if (killed !== 'timeout') return killed;
      current.kill('SIGKILL');
      return exited;
    },
  };
}

/** Polls `check` until it resolves true; throws with `what` and the process's last output after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, options: { timeoutMs: number; process?: ManagedProcess }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.process && !options.process.alive()) throw new Error(`${options.process.spec.name} exited before ${what}:\n${options.process.output().slice(-2000)}`);
    if (await check().catch(() => false)) return;
    await delay(200);
  }
  throw new Error(`${what}: not within ${options.timeoutMs / 1000} s${options.process ? `\n${options.process.output().slice(-2000)}` : ''}`);
}

/** True when `url` answers 200. */
export async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.body?.cancel();
  return response.status === 200;
}
