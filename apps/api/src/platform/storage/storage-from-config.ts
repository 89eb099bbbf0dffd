import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/env-schema';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The configured store: S3-compatible object storage when S3_BUCKET is set (load-config checks its companions), `$DATA_DIR/files` otherwise. */
export function storageFromConfig(config: AppConfig): FileStorage {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT } = config;
  if (S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3FileStorage({
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalFileStorage(join(resolve(config.DATA_DIR), 'files'));
}
