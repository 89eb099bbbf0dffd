import { afterAll, describe, it } from 'vitest';
import { createS3FileStorage, s3Client } from '../../src/platform';
import { startS3StandIn } from '../../../../scripts/stack/s3-stand-in';
import { describeFileStorageContract } from './file-storage-contract';

/** The storage contract on S3-compatible object storage: the real AWS SDK against s3rver, started in this process. */
const standIn = await startS3StandIn();
afterAll(async () => {
  if (!('unavailable' in standIn)) await standIn.close();
});

if ('unavailable' in standIn) {
  describe('S3 object storage', () => {
    it.skip(`skipped: ${standIn.unavailable}`, () => undefined);
  });
} else {
  describeFileStorageContract(
    'S3 object storage',
    async () => {
      const bucket = await standIn.newBucket();
      const client = s3Client(bucket);
      return { storage: createS3FileStorage(bucket, client), cleanup: async () => client.destroy() };
    },
    { observableAtomicity: false },
  );
}
