import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalFileStorage } from '../../src/platform';
import { describeFileStorageContract } from './file-storage-contract';

/** The storage contract on the local disk (`$DATA_DIR/files`); its own details are in src/platform/storage/local-file-storage.test.ts. */
describeFileStorageContract(
  'local disk',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'registre-storage-contract-'));
    return { storage: createLocalFileStorage(root), cleanup: () => rm(root, { recursive: true, force: true }) };
  },
  { observableAtomicity: true },
);
