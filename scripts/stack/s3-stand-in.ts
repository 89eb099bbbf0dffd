import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3Client, type S3StorageOptions } from '@registre/api';
import { repoRoot } from './repo-root';

export interface S3StandIn {
  endpoint: string;
  /** A fresh, empty bucket of the test's own: its store options and the S3_* variables naming it. */
  newBucket(): Promise<S3StorageOptions & { env: Record<string, string> }>;
  close(): Promise<void>;
}

const STARTUP_MS = 30_000;

/** s3rver on a free port, objects under S3_DIR; prints its port. */
const SERVER = `
import S3rver from 's3rver';
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.env.S3_DIR });
const { port } = await server.run();
console.log('listening ' + port);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

let buckets = 0;

/**
 * An S3-compatible server (the npm package `s3rver`, objects in a temporary folder) for the tests of
 * the object store. It runs in a process of its own, started here, so that what a test measures of
 * this process's memory is the client's alone, as in production. `{ unavailable }` when it cannot start.
 */
export async function startS3StandIn(): Promise<S3StandIn | { unavailable: string }> {
  const directory = await mkdtemp(join(tmpdir(), 'registre-s3-'));
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { cwd: repoRoot, env: { ...process.env, S3_DIR: directory }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const port = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (port === null) {
    child.kill('SIGKILL');
    await rm(directory, { recursive: true, force: true });
    return { unavailable: `the S3 stand-in (s3rver) did not start within ${STARTUP_MS / 1000} s: ${output.trim().slice(-500) || 'no output'}` };
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async newBucket() {
      buckets += 1;
      // s3rver checks signatures made with its own key pair.
      const options: S3StorageOptions = { endpoint, bucket: `test-${process.pid}-${buckets}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
      const client = s3Client(options);
      await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
      client.destroy();
      const env = {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: options.bucket,
        S3_REGION: options.region,
        S3_ACCESS_KEY_ID: options.accessKeyId,
        S3_SECRET_ACCESS_KEY: options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
      return { ...options, env };
    },
    async close() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
