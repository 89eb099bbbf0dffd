import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError, findPostgresTool, runTool, serverMajor } from './postgres-tools';

const run = promisify(execFile);

/** What a backup folder holds, written last (a folder without it is an unfinished backup). */
export interface BackupManifest {
  format: 1;
  created_at: string;
  database: { file: 'database.dump'; server_major: number; pg_dump_major: number; bytes: number; sha256: string };
  files: { file: 'files.tar'; count: number; bytes: number; sha256: string };
}

const MANIFEST = 'manifest.json';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Backs up the database (`pg_dump -Fc`, one consistent snapshot) and then the local file store
 * ($DATA_DIR/files as a tar), in that order: an order completed in the dump has its file in the tar
 * (files are stored before the order's completion commits). Writes `<outDir>/registre-backup-<UTC time>/`
 * with `database.dump`, `files.tar` and `manifest.json` (sizes and SHA-256 checked by the restore).
 */
export async function backup(options: { databaseUrl: string; dataDir: string; outDir: string; now?: Date }): Promise<{ dir: string; manifest: BackupManifest }> {
  const now = options.now ?? new Date();
  const dir = join(options.outDir, `registre-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  if (await exists(dir)) throw new BackupError(`${dir} exists already`);
  await mkdir(dir, { recursive: true });
  const major = await serverMajor(options.databaseUrl);
  const pgDump = await findPostgresTool('pg_dump', major);
  const dumpPath = join(dir, 'database.dump');
  await runTool(pgDump.path, ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpPath}`, `--dbname=${options.databaseUrl}`]);

  const filesDir = join(options.dataDir, 'files');
  const tarPath = join(dir, 'files.tar');
  if (await exists(filesDir)) await run('tar', ['-cf', tarPath, '-C', filesDir, '.']);
  else await run('tar', ['-cf', tarPath, '--files-from', '/dev/null']);

  const manifest: BackupManifest = {
    format: 1,
    created_at: now.toISOString(),
    database: { file: 'database.dump', server_major: major, pg_dump_major: pgDump.major, bytes: (await stat(dumpPath)).size, sha256: await sha256Of(dumpPath) },
    files: { file: 'files.tar', count: await countFiles(filesDir), bytes: (await stat(tarPath)).size, sha256: await sha256Of(tarPath) },
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

/** The manifest of a backup folder, each file's size and SHA-256 checked. */
async function checkedManifest(from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(from, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${from} has no ${MANIFEST}: not a backup, or an unfinished one`);
  })) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${from}: unknown backup format ${String(manifest.format)}`);
  for (const part of [manifest.database, manifest.files]) {
    const path = join(from, part.file);
    if ((await stat(path)).size !== part.bytes || (await sha256Of(path)) !== part.sha256) throw new BackupError(`${path} does not match the manifest (damaged or changed)`);
  }
  return manifest;
}

/** Creates the target database when missing; refuses one that holds tables already. */
async function emptyDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new BackupError('the target database URL names no database');
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const target = new pg.Client({ connectionString: databaseUrl });
  await target.connect();
  try {
    const { rows } = await target.query<{ count: string }>(`SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
    if (Number(rows[0]?.count) > 0) throw new BackupError(`the database ${name} is not empty: restore into a new one`);
  } finally {
    await target.end();
  }
}

/**
 * Restores a backup folder into a new (or empty) database and an empty data folder: checks the manifest,
 * refuses a target that holds anything, then `pg_restore` and the files' tar into `<dataDir>/files`.
 */
export async function restore(options: { from: string; databaseUrl: string; dataDir: string }): Promise<BackupManifest> {
  const manifest = await checkedManifest(options.from);
  const filesDir = join(options.dataDir, 'files');
  if ((await countFiles(filesDir)) > 0) throw new BackupError(`${filesDir} is not empty: restore into a new data folder`);
  await emptyDatabase(options.databaseUrl);
  const pgRestore = await findPostgresTool('pg_restore', manifest.database.pg_dump_major);
  await runTool(pgRestore.path, ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${options.databaseUrl}`, join(options.from, manifest.database.file)]);
  await mkdir(filesDir, { recursive: true });
  await run('tar', ['-xf', join(options.from, manifest.files.file), '-C', filesDir]);
  return manifest;
}
