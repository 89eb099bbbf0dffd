export { createMemoryPlatform, createPlatform, type Platform, type PlatformOptions } from './create-platform';
export { systemClock, type Clock } from './clock';
export { createReadiness, type Readiness } from './readiness';
export { createReplicaReadPool, type ReadReplicaStatus, type ReplicaReadPool, type ReplicaReadPoolOptions } from './replica-read-pool';
export { onShutdownSignal, type ShutdownSignal } from './shutdown-signals';
export { createTestClock, type TestClock } from './test-clock';
export type { FileStorage, StoredFileInfo } from './storage/file-storage';
export { StoredFileNotFoundError } from './storage/file-storage';
export { InvalidStorageKeyError, isStorageKey, newStorageKey, storageKey, type StorageKey } from './storage/storage-key';
export { createLocalFileStorage } from './storage/local-file-storage';
export { createS3FileStorage, s3Client, type S3StorageOptions } from './storage/s3-file-storage';
export { storageFromConfig } from './storage/storage-from-config';
export {
  DEAD_LETTER_QUEUE,
  type JobQueue,
  type JobQueueDefinition,
  type QueuedJob,
  type ScheduleOptions,
  type SendJobOptions,
  type WorkOptions,
} from './queue/job-queue';
export { JobRefusedError, UnknownQueueError } from './queue/pg-boss-queue';
export { guardJobEndRecordings } from './queue/completion-rejection-guard';
export { defineJob, retriedQueue, type JobDefinition } from './queue/job-definition';
export { mailDeliveryJob, mailDeliveryQueue } from './mail-delivery';
export { holdWhileTestFileExists } from './test-hold';
export { createRedisConnection, type RedisConnection, type RedisConnectionOptions } from './shared-state/redis-connection';
export { sharedStateHealth, type SharedStateHealth } from './shared-state/shared-state-health';
export { createMetrics, type Metrics, type PaymentOutcome, type QueueSize } from './metrics/metrics';
export { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
