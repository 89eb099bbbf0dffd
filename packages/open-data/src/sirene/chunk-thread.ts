import { parentPort, workerData } from 'node:worker_threads';
import { ChunkMapper } from './chunk-mapper';
import { SIRENE_ROW_KINDS, type SireneRowKindName } from './sirene-row-kinds';
import { SortedKeys } from './sorted-keys';

/** What a chunk worker is started with (chunk-runner.ts). */
export interface ChunkThreadData {
  kind: SireneRowKindName;
  header: string[];
  /** The parent keys (sorted), shared with the other threads; null when not checked. */
  parentKeys: SharedArrayBuffer | null;
}

/** Messages: in `{ id, bytes }`, out `{ id, result }` or `{ id, error }`. */
const data = workerData as ChunkThreadData;
const mapper = new ChunkMapper(SIRENE_ROW_KINDS[data.kind], data.header, data.parentKeys === null ? null : new SortedKeys(new Uint32Array(data.parentKeys)));
const port = parentPort;
port?.on('message', (message: { id: number; bytes: Uint8Array }) => {
  try {
    const result = mapper.mapChunk(message.bytes);
    // Moved, not copied: each of these views has an ArrayBuffer of its own (chunk-mapper.ts).
    const moved = [result.copy, result.keys, result.lines, result.ends].map((view) => view.buffer as ArrayBuffer);
    port.postMessage({ id: message.id, result }, moved);
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
