import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { StoredFileNotFoundError, type FileStorage, type StoredFileInfo } from './file-storage';
import { storageKey, type StorageKey } from './storage-key';

export interface S3StorageOptions {
  /** Unset: Amazon S3 itself; otherwise the provider's endpoint (https://s3.fr-par.scw.cloud, https://s3.gra.io.cloud.ovh.net…). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, local stand-ins). */
  forcePathStyle: boolean;
}

/** S3's smallest part (5 MiB): a streamed write holds at most PART_SIZE × PARTS_IN_FLIGHT bytes at once. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** A missing object: `NoSuchKey` for GetObject, a bare 404 (`NotFound`) for HeadObject. */
const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload, in aws-chunked
    // encoding) is refused by several S3-compatible providers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files on S3-compatible object storage, one object per key in one bucket. An object appears whole
 * when its PutObject (bytes) or its multipart upload (a stream, read part by part, never whole in
 * memory) completes: readers see the old object or the new one. A failed streamed write aborts its
 * multipart upload and leaves the previous object.
 */
export function createS3FileStorage(options: S3StorageOptions, client: S3Client = s3Client(options)): FileStorage {
  const Bucket = options.bucket;

  const getObject = async (key: StorageKey) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: storageKey(key) }));
    } catch (error) {
      if (isMissing(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  };

  return {
    async put(key, content) {
      const Key = storageKey(key);
      if (content instanceof Readable) {
        // The SDK reads the source part by part; an error of the source (or of S3) aborts the multipart upload.
        const upload = new Upload({ client, params: { Bucket, Key, Body: content }, partSize: PART_SIZE, queueSize: PARTS_IN_FLIGHT, leavePartsOnError: false });
        let sourceError: unknown = null;
        content.once('error', (error) => (sourceError = error));
        try {
          await upload.done();
        } catch (error) {
          // When the abort fails too (a server without AbortMultipartUpload), the SDK throws the abort's error:
          // the caller is told of the source's. Parts left over are removed by the bucket's lifecycle rule (docs/operations.md).
          throw sourceError ?? error;
        }
        return;
      }
      await client.send(new PutObjectCommand({ Bucket, Key, Body: content, ContentLength: content.byteLength }));
    },
    async get(key) {
      const object = await getObject(key);
      return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    },
    async createReadStream(key) {
      const object = await getObject(key);
      // In Node the body is the HTTP response itself (an IncomingMessage with the SDK's helpers): a Readable.
      return object.Body as Readable;
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: storageKey(key) }));
    },
    async stat(key): Promise<StoredFileInfo | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: storageKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
