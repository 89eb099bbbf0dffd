import { parentPort, workerData } from 'node:worker_threads';
import { createGenerationContext } from './generation-context';
import { sireneBlock } from './sirene-block';

/**
 * Worker thread of `generateRegister` (option `workers`): writes the Sirene lines of the blocks it
 * is sent, in parallel with the other workers; the main thread writes the blocks in order.
 */
const port = parentPort;
if (!port) throw new Error('sirene-thread runs as a worker thread');
const { seed, companies, blockSize } = workerData as { seed: number; companies: number; blockSize: number };
const context = await createGenerationContext(seed, companies, blockSize);
port.on('message', (message: { block: number; to: number }) => {
  const result = sireneBlock(context, message.block, message.to);
  port.postMessage(result, [result.units.buffer as ArrayBuffer, result.establishments.buffer as ArrayBuffer]);
});
port.postMessage({ ready: true });
