import { parentPort, workerData } from 'node:worker_threads';
import { FileSetBytes } from '../io/file-set-bytes';
import { RNE_WORKER_AHEAD, RNE_WORKER_BATCH, type RneOutcome, type RneWorkerMessage, parseRneRecords } from './parsed-rne-records';

/** Reads and parses the files given (`{ files }`), posting outcomes by batches; each `'next'` received lets it go one further. */
const port = parentPort;
const { files } = workerData as { files: string[] };
let acknowledged = 0;
let sent = 0;
let resume: (() => void) | null = null;
port?.on('message', () => {
  acknowledged++;
  resume?.();
  resume = null;
});

async function run(): Promise<void> {
  if (!port) return;
  const bytes = await FileSetBytes.of(files);
  const post = (message: RneWorkerMessage) => {
    port.postMessage(message);
    sent++;
  };
  let outcomes: RneOutcome[] = [];
  for await (const outcome of parseRneRecords(files, bytes)) {
    outcomes.push(outcome);
    if (outcomes.length < RNE_WORKER_BATCH) continue;
    post({ outcomes, bytesRead: bytes.bytesRead(), done: false });
    outcomes = [];
    while (sent - acknowledged >= RNE_WORKER_AHEAD) {
      await new Promise<void>((resolve) => {
        resume = resolve;
      });
    }
  }
  post({ outcomes, bytesRead: bytes.bytesRead(), done: true });
}

run().catch((error: unknown) => port?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RneWorkerMessage));
